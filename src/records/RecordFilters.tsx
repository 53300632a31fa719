import { useEffect, useState } from "react"
import { type RecordDescriptor, filterFields } from "../../domain/records/descriptor"
import type { AnyField, Lookup } from "../../domain/records/field"
import { Button } from "../ui/Button"
import { DateField } from "../ui/DateField"
import { SearchSelect } from "../ui/SearchSelect"
import { Select } from "../ui/Select"
import { TextField } from "../ui/TextField"
import { recordText } from "./recordText"
import { useLookup } from "./useLookup"
import { FilterProblems } from "./FilterProblems"

type Filtros = Readonly<Record<string, string>>

export interface RecordFiltersProps {
  readonly descriptor: RecordDescriptor
  /** The filters the list applies now. */
  readonly applied: Filtros
  /** The server's problems with the query (a 400), shown under the panel. */
  readonly problems: ReadonlyArray<string>
  readonly onApply: (filtros: Filtros) => void
  readonly onClear: () => void
}

const LookupFilter = ({ lookup, label, value, onChange }: { readonly lookup: Lookup; readonly label: string; readonly value: string; readonly onChange: (v: string) => void }) => {
  const items = useLookup(lookup.catalogue, lookup.idColumn, lookup.labelColumn)
  return <SearchSelect label={label} items={items} selectedId={value === "" ? null : value} onChange={(id) => onChange(id ?? "")} />
}

const FilterInput = ({
  name,
  field,
  draft,
  set,
}: { readonly name: string; readonly field: AnyField; readonly draft: Filtros; readonly set: (param: string, value: string) => void }) => {
  const value = (param: string) => draft[param] ?? ""
  switch (field.kind) {
    case "date":
      return (
        <>
          <DateField label={recordText.desde(field.label)} value={value(`${name}_desde`)} onChange={(v) => set(`${name}_desde`, v)} />
          <DateField label={recordText.hasta(field.label)} value={value(`${name}_hasta`)} onChange={(v) => set(`${name}_hasta`, v)} />
        </>
      )
    case "flag":
      return (
        <Select
          label={field.label}
          placeholder={recordText.todos}
          options={[
            { id: "1", label: recordText.si },
            { id: "0", label: recordText.no },
          ]}
          value={value(name)}
          onChange={(v) => set(name, v)}
        />
      )
    case "select":
    case "picker":
      if (field.lookup !== undefined) return <LookupFilter lookup={field.lookup} label={field.label} value={value(name)} onChange={(v) => set(name, v)} />
      return <Select label={field.label} placeholder={recordText.todos} options={field.choices ?? []} value={value(name)} onChange={(v) => set(name, v)} />
    default:
      return <TextField label={field.label} value={value(name)} onChange={(v) => set(name, v)} maxLength={100} />
  }
}

const nonEmpty = (filtros: Filtros): Filtros => Object.fromEntries(Object.entries(filtros).filter(([, v]) => v.trim() !== ""))

/**
 * The collapsible filter panel of a record list (a native details element: Enter or Space on
 * its summary opens it): one input per filter field, dates as a desde/hasta pair. Aplicar sends
 * the filled ones; Limpiar empties them all. Open at first when filters are in force.
 */
export const RecordFilters = ({ descriptor, applied, problems, onApply, onClear }: RecordFiltersProps) => {
  const fields = filterFields(descriptor)
  const [draft, setDraft] = useState<Filtros>(applied)
  // Filters restored from session storage arrive after the first render.
  useEffect(() => setDraft(applied), [applied])
  if (fields.length === 0) return null
  const active = Object.keys(nonEmpty(applied)).length > 0
  return (
    <details open={active || problems.length > 0} className="rounded-md border border-ink-200 bg-white">
      <summary className="cursor-pointer px-3 py-2 font-semibold text-ink-900">{recordText.filtros}</summary>
      <form
        className="flex flex-wrap items-end gap-3 px-3 pb-3"
        onSubmit={(e) => {
          e.preventDefault()
          onApply(nonEmpty(draft))
        }}
      >
        {fields.map(([name, field]) => (
          <FilterInput key={name} name={name} field={field} draft={draft} set={(param, value) => setDraft({ ...draft, [param]: value })} />
        ))}
        <Button type="submit">{recordText.aplicar}</Button>
        <Button
          variant="secondary"
          onPress={() => {
            setDraft({})
            onClear()
          }}
        >
          {recordText.limpiar}
        </Button>
      </form>
      <FilterProblems problems={problems} />
    </details>
  )
}

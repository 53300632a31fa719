import { useEffect, useState } from "react"
import { type RecordDescriptor, filterFields } from "../../domain/records/descriptor"
import type { AnyField, Lookup } from "../../domain/records/field"
import { DateField } from "../ui/DateField"
import { SearchSelect } from "../ui/SearchSelect"
import { Select } from "../ui/Select"
import { TextField } from "../ui/TextField"
import { recordText } from "./record-text"
import { useLookup } from "./use-lookup"
import { FilterFrame } from "./FilterFrame"

type Filtros = Readonly<Record<string, string>>

export interface RecordFiltersProps {
  readonly descriptor: RecordDescriptor
  /** The filters the list applies now. */
  readonly applied: Filtros
  /** The server's problems with the query (a 400), shown under the panel. */
  readonly problems: ReadonlyArray<string>
  readonly onApply: (filtros: Filtros) => void
  readonly onClear: () => void
  /** Filters the page sets itself (RecordPage's `fixedFilters`): not drawn. */
  readonly omit?: ReadonlyArray<string>
}

const LookupFilter = ({
  lookup,
  label,
  value,
  parentValue,
  onChange,
}: { readonly lookup: Lookup; readonly label: string; readonly value: string; readonly parentValue: string; readonly onChange: (v: string) => void }) => {
  const parent = lookup.parent === undefined ? undefined : { column: lookup.parent.column, value: parentValue }
  const items = useLookup(lookup.catalogue, lookup.idColumn, lookup.labelColumn, parent)
  return (
    <SearchSelect
      label={label}
      items={items}
      selectedId={value === "" ? null : value}
      onChange={(id) => onChange(id ?? "")}
      isDisabled={parent !== undefined && parentValue === ""}
    />
  )
}

/** The filters whose lookup hangs from `param`, and theirs in turn: emptied when it changes. */
const dependants = (fields: ReadonlyArray<readonly [string, AnyField]>, param: string): ReadonlyArray<string> =>
  fields.flatMap(([name, field]) => (field.lookup?.parent?.field === param ? [name, ...dependants(fields, name)] : []))

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
      if (field.lookup !== undefined) {
        const parentValue = field.lookup.parent === undefined ? "" : value(field.lookup.parent.field)
        return <LookupFilter lookup={field.lookup} label={field.label} value={value(name)} parentValue={parentValue} onChange={(v) => set(name, v)} />
      }
      return <Select label={field.label} placeholder={recordText.todos} options={field.choices ?? []} value={value(name)} onChange={(v) => set(name, v)} />
    default:
      return <TextField label={field.label} value={value(name)} onChange={(v) => set(name, v)} maxLength={100} />
  }
}

const nonEmpty = (filtros: Filtros): Filtros => Object.fromEntries(Object.entries(filtros).filter(([, v]) => v.trim() !== ""))

/**
 * The collapsible filter panel of a record list (a native details element: Enter or Space on
 * its summary opens it): one input per filter field, dates as a desde/hasta pair. Aplicar sends
 * the filled ones; Limpiar empties them all. Open at first when filters are in force. Its inputs
 * exist only while it is open: a closed panel loads no lookup (a list's first page must not wait
 * for every department and puesto of a large employer).
 */
export const RecordFilters = ({ descriptor, applied, problems, onApply, onClear, omit = [] }: RecordFiltersProps) => {
  const fields = filterFields(descriptor).filter(([name]) => !omit.includes(name))
  const [draft, setDraft] = useState<Filtros>(applied)
  const active = Object.keys(nonEmpty(applied)).length > 0
  const [open, setOpen] = useState(active || problems.length > 0)
  // Filters restored from session storage arrive after the first render.
  useEffect(() => setDraft(applied), [applied])
  useEffect(() => {
    if (active || problems.length > 0) setOpen(true)
  }, [active, problems.length])
  if (fields.length === 0) return null
  const set = (param: string, value: string) => setDraft({ ...draft, ...Object.fromEntries(dependants(fields, param).map((d) => [d, ""])), [param]: value })
  const clear = () => {
    setDraft({})
    onClear()
  }
  return (
    <FilterFrame open={open} onToggle={setOpen} problems={problems} onApply={() => onApply(nonEmpty(draft))} onClear={clear}>
      {fields.map(([name, field]) => (
        <FilterInput key={name} name={name} field={field} draft={draft} set={set} />
      ))}
    </FilterFrame>
  )
}

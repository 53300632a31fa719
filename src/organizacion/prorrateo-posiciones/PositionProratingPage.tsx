import { useEffect, useMemo, useState } from "react"
import { catalogNames } from "../../../domain/api/catalogs"
import type { FormRow } from "../../../domain/records/field"
import { positionProrating, positionProratingEndpoints, prorationDestinations } from "../../../domain/organizacion/prorrateo-posiciones"
import { hundredths, hundredthsText, wholeInHundredths } from "../../../domain/organizacion/prorrateo-posiciones-rules"
import { proratingCalls } from "../../../machines/organizacion/prorrateo-posiciones-calls"
import { readCompanyDepartments } from "../../../machines/organizacion/selects-calls"
import type { Values } from "../../../machines/record-modal"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { FieldInput } from "../../records/FieldInput"
import { FilterFrame } from "../../records/FilterFrame"
import type { FieldRenderProps } from "../../records/RecordForm"
import { type FilterPanelProps, RecordPage } from "../../records/RecordPage"
import { useLookup } from "../../records/use-lookup"
import { DateField } from "../../ui/DateField"
import { SearchSelect } from "../../ui/SearchSelect"
import { TextField } from "../../ui/TextField"
import { CentreSelect, LoadedSelect } from "../LoadedSelect"
import { useLoadedItems } from "../use-org-selects"
import { withChoices } from "../child-choices"

// Prorrateo de posiciones (ORG555): the list (Folio, Posición, Puesto, Vigencia, Destinos, Suma %)
// with its filters (empresa, centro, posición, vigentes on a date) and export, and the form in a
// dialog: company and centre narrow the positions offered, the vigencia, and the destination rows
// in the platform's child-rows editor, each a department or a cost project of the company with its
// percentage. Under the rows a running "Suma" in hundredths (the rule's own arithmetic) says how
// far the split is from 100.00, announced politely as it changes. The rules themselves come from
// the descriptor's schemas (formProblems), the same the server decodes with.

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const calls = proratingCalls(api)
const loadDepartments = readCompanyDepartments(api)

const PositionSelect = (props: FieldRenderProps) => {
  const centre = text(props.values.id_centro_trabajo)
  return <LoadedSelect props={props} items={useLoadedItems(centre === "" ? null : centre, calls.positions)} isDisabled={centre === ""} />
}

/** The form's rows added in hundredths, as the rule adds them; a row without a number adds nothing. */
const sumOf = (rows: ReadonlyArray<FormRow>): number =>
  rows.reduce((total, row) => {
    const n = Number((row.porcentaje ?? "").replace(/[$,%\s]/g, ""))
    return total + (Number.isFinite(n) ? hundredths(n) : 0)
  }, 0)

/** The running sum under the rows: a status region, so a screen reader hears each new total. */
const RunningSum = ({ rows }: { readonly rows: ReadonlyArray<FormRow> }) => {
  const total = sumOf(rows)
  const missing = wholeInHundredths - total
  const complete = missing === 0
  return (
    <p role="status" aria-live="polite" className={`text-sm font-semibold ${complete ? "text-ink-900" : "text-danger-700"}`}>
      Suma: {hundredthsText(total)} %
      {complete ? " (completa)" : missing > 0 ? ` (faltan ${hundredthsText(missing)} %)` : ` (sobran ${hundredthsText(-missing)} %)`}
    </p>
  )
}

/** The destination rows with the company's departments and cost projects by name, then the running sum. */
const DestinationsInput = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  const departments = useLoadedItems(company === "" ? null : company, loadDepartments)
  const projects = useLoadedItems(company === "" ? null : company, calls.projects)
  const child = useMemo(() => withChoices(prorationDestinations, { id_depto: departments, id_proyecto: projects }), [departments, projects])
  const rows = typeof props.value === "string" ? [] : props.value
  return (
    <div className="flex flex-col gap-2">
      <FieldInput {...props} field={{ ...props.field, rows: child }} />
      <RunningSum rows={rows} />
    </div>
  )
}

const render = {
  id_centro_trabajo: (props: FieldRenderProps) => <CentreSelect {...props} />,
  id_posicion: (props: FieldRenderProps) => <PositionSelect {...props} />,
  destinos: (props: FieldRenderProps) => <DestinationsInput {...props} />,
}

/** Another company's centres, positions and destinations are not this one's; another centre's positions neither. */
const adjust = (values: Values, field: string): Values =>
  field === "id_empresa"
    ? { ...values, id_centro_trabajo: "", id_posicion: "", destinos: [] }
    : field === "id_centro_trabajo"
      ? { ...values, id_posicion: "" }
      : values

type Row = Readonly<Record<string, unknown>>

const columns = {
  // A folio is shown as typed (1203), not as a quantity (1,203).
  id_prorrateo: { render: (row: Row) => String(row.id_prorrateo ?? "") },
  vigencia: {
    render: (row: Row) => {
      const start = shownDate(text(row.f_inicio))
      return row.f_fin === null || row.f_fin === undefined ? `Desde ${start}` : `${start} al ${shownDate(text(row.f_fin))}`
    },
  },
}

const LookupFilter = ({ catalogue, idColumn, labelColumn, label, value, onChange }: {
  readonly catalogue: string
  readonly idColumn: string
  readonly labelColumn: string
  readonly label: string
  readonly value: string
  readonly onChange: (v: string) => void
}) => {
  const items = useLookup(catalogue, idColumn, labelColumn)
  return <SearchSelect label={label} items={items} selectedId={value === "" ? null : value} onChange={(id) => onChange(id ?? "")} />
}

type Filtros = Readonly<Record<string, string>>

/**
 * Empresa, centro, posición and "Vigentes el": one date that becomes the list's two range
 * parameters (started by then, not ended before), so the list keeps the platform's filters.
 */
const ProratingFilters = ({ applied, problems, onApply, onClear }: FilterPanelProps) => {
  const [draft, setDraft] = useState<Filtros>(applied)
  useEffect(() => setDraft(applied), [applied])
  const set = (key: string, value: string) => setDraft({ ...draft, [key]: value })
  const day = draft.f_inicio_hasta ?? ""
  const active = Object.values(applied).some((v) => v.trim() !== "")
  const clear = () => {
    setDraft({})
    onClear()
  }
  return (
    <FilterFrame
      open={active || problems.length > 0}
      problems={problems}
      onApply={() => onApply(Object.fromEntries(Object.entries(draft).filter(([, v]) => v.trim() !== "")))}
      onClear={clear}
    >
      <LookupFilter catalogue={catalogNames.empresasDelRol} idColumn="id_empresa" labelColumn="n_empresa" label="Empresa" value={draft.id_empresa ?? ""} onChange={(v) => set("id_empresa", v)} />
      <LookupFilter
        catalogue={catalogNames.centrosDelRol}
        idColumn="id_centro_trabajo"
        labelColumn="n_centro_trabajo"
        label="Centro de trabajo"
        value={draft.id_centro_trabajo ?? ""}
        onChange={(v) => set("id_centro_trabajo", v)}
      />
      <TextField label="Posición" value={draft.id_posicion ?? ""} onChange={(v) => set("id_posicion", v.toUpperCase())} maxLength={10} />
      <DateField label="Vigentes el" value={day} onChange={(v) => setDraft({ ...draft, f_inicio_hasta: v, fin_vigencia_desde: v })} />
    </FilterFrame>
  )
}

export const PositionProratingPage = ({ pageKey }: { readonly pageKey: string }) => (
  <RecordPage
    descriptor={positionProrating}
    endpoints={positionProratingEndpoints}
    pageKey={pageKey}
    columns={columns}
    formProps={{ render }}
    adjust={adjust}
    filters={(panel) => <ProratingFilters {...panel} />}
  />
)

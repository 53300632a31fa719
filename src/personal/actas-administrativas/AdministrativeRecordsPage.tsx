import type { ReactNode } from "react"
import { administrativeRecords, administrativeRecordsEndpoints } from "../../../domain/personal/actas-administrativas"
import { recordCatalogNames } from "../../../domain/personal/record-lookups"
import { actaMessages, pastPrescription } from "../../../domain/personal/actas-administrativas-rules"
import { type FaultType, actaCalls } from "../../../machines/personal/actas-administrativas-calls"
import type { Values } from "../../../machines/record-modal"
import { api } from "../../app/api"
import { FieldInput } from "../../records/FieldInput"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { textOf } from "../../records/RecordImageInput"
import { useLoaded } from "../../records/use-loaded"
import { SearchSelect } from "../../ui/SearchSelect"
import { fixedOnceStored } from "../fixed-once-stored"

// Actas administrativas (GP200, DOMAIN-MX 4.4): the list (Folio, Colaborador, Fecha de los hechos,
// Fundamento, Sanción, Estado) with its filters and export, and the acta as a full-width form in
// four tabs (Hechos, Declaración, Participantes y testigos, Sanción). Choosing a tipo de falta
// proposes its LFT art. 47 fraction; the fact date proposes the date the company learned of
// them; an acta drawn up more than a month after that date shows the art. 517 warning while it
// is written (it is saved all the same). The suspension's days and first day show only for a
// suspension. The row's prints (the acta; the notice of a signed rescission) and the workflow's
// actions (sign, notify, cancel) come from the descriptor.

type Row = Readonly<Record<string, unknown>>

export const actaPageTexts = {
  acta: (folio: string) => `el acta ${folio}`,
  aviso: (folio: string) => `el aviso de rescisión del acta ${folio}`,
  eliminar: (folio: string) => `Eliminar el borrador ${folio}`,
  soloLectura: (estado: string) => `Acta ${estado.toLowerCase()}: ya no se modifica. Imprímala, notifíquela o cancélela desde la lista.`,
} as const

const sections: ReadonlyArray<FormSection> = [
  { title: "Hechos", fields: ["id_empleado", "f_hechos", "hora_hechos", "f_conocimiento", "f_acta", "lugar", "id_tipo_falta", "fraccion_lft47", "descripcion_hechos"] },
  { title: "Declaración", fields: ["declaracion_trabajador", "se_nego_declarar"] },
  { title: "Participantes y testigos", fields: ["participantes", "testigos"] },
  { title: "Sanción", fields: ["sancion", "dias_suspension", "f_inicio_suspension"] },
]
const order = sections.flatMap((s) => s.fields)

const calls = actaCalls(api)

// The fraction each tipo de falta stands for, as its lookup answered it: `adjust` proposes it.
const faultFractions = new Map<string, string>()

/** The tipos de falta (read through the loaded-resource machine); each one's fraction is kept for `adjust`. */
const loadFaultTypes = async (): Promise<ReadonlyArray<FaultType> | null> => {
  const types = await calls.faultTypes()
  for (const t of types ?? []) faultFractions.set(t.id, t.fraccion)
  return types
}

const FaultTypeSelect = (props: FieldRenderProps) => {
  const items = useLoaded(recordCatalogNames.tiposFalta, loadFaultTypes)
  const value = textOf(props.value)
  return (
    <SearchSelect
      label={props.field.label}
      items={items}
      selectedId={value === "" ? null : value}
      onChange={(id) => props.onChange(id ?? "")}
      onBlur={props.onBlur}
      errorMessage={props.error}
    />
  )
}

/** The date of the acta, and the LFT art. 517 warning when it is over a month after the facts were known. */
const ActaDateInput = (props: FieldRenderProps) => {
  const late = pastPrescription(textOf(props.values.f_conocimiento), textOf(props.value))
  return (
    <div className="flex flex-col gap-1">
      <FieldInput {...props} />
      {late ? (
        <p role="status" className="rounded-md border-l-4 border-[#8a5a00] bg-[#fff7e6] px-3 py-2 text-sm text-ink-900">
          {actaMessages.prescripcion}
        </p>
      ) : null}
    </div>
  )
}

const onlyForSuspension = (props: FieldRenderProps) => (props.values.sancion === "SU" ? <FieldInput {...props} /> : null)

const render = {
  id_empleado: fixedOnceStored("colaborador"),
  id_tipo_falta: FaultTypeSelect,
  f_acta: ActaDateInput,
  dias_suspension: onlyForSuspension,
  f_inicio_suspension: onlyForSuspension,
}

/**
 * The fact date proposes the date of knowledge while that one is empty or earlier (it may not be:
 * a date field answers as its year is typed, 0002, 0020, 0202, 2026, and the proposal follows);
 * a tipo de falta proposes its fraction; another sanction drops the suspension.
 */
const adjust = (values: Values, field: string): Values => {
  if (field === "f_hechos") {
    const hechos = textOf(values.f_hechos)
    const known = textOf(values.f_conocimiento)
    return hechos !== "" && (known === "" || known < hechos) ? { ...values, f_conocimiento: hechos } : values
  }
  if (field === "id_tipo_falta") {
    const fraction = faultFractions.get(textOf(values.id_tipo_falta))
    return fraction === undefined || fraction === "" ? values : { ...values, fraccion_lft47: fraction }
  }
  if (field === "sancion" && values.sancion !== "SU") return { ...values, dias_suspension: "", f_inicio_suspension: "" }
  return values
}

const header = (_values: Values, record: Row | null): ReactNode =>
  record === null || record.estado === "Borrador" ? null : (
    <p role="note" className="mb-2 rounded-md border border-ink-200 bg-ink-50 px-3 py-2 text-sm text-ink-900">
      {actaPageTexts.soloLectura(textOf(record.estado))}
    </p>
  )

export const AdministrativeRecordsPage = () => (
  <RecordPage
    descriptor={administrativeRecords}
    endpoints={administrativeRecordsEndpoints}
    pageKey="/personal/actas-administrativas"
    layout="page"
    adjust={adjust}
    formProps={{ sections, order, render, header }}
    deleteLabel={(row) => actaPageTexts.eliminar(textOf(row.folio))}
    documentName={(doc, row) => (doc.name === "acta" ? actaPageTexts.acta : actaPageTexts.aviso)(textOf(row.folio))}
  />
)

import { type ReactNode, useEffect, useState } from "react"
import { getCatalogo, mainConnection } from "../../../../domain/api/catalogs"
import { imprimirActa, imprimirAvisoRescision } from "../../../../domain/api/personal-administrative-records"
import { administrativeRecords, administrativeRecordsEndpoints } from "../../../../domain/records/personal/administrative-records"
import { recordCatalogNames } from "../../../../domain/records/personal/record-lookups"
import { actaMessages, fraccionOfCatalogue, pastPrescription } from "../../../../domain/rules/administrative-record"
import type { Values } from "../../../../machines/recordModal"
import { api } from "../../../app/api"
import { FieldInput } from "../../../records/FieldInput"
import type { FieldRenderProps, FormSection } from "../../../records/RecordForm"
import { RecordPage } from "../../../records/RecordPage"
import { textOf } from "../../../records/RecordImageInput"
import { IconButton, cancelIcon, printIcon } from "../../../ui/IconButton"
import { SearchSelect, type SelectItem } from "../../../ui/SearchSelect"
import { savePdf } from "../documents/documentPrints"
import { fixedOnceStored } from "../documents/fixedOnceStored"
import { type ActaAction, ActaStateDialogs } from "./ActaStateDialogs"

// Actas administrativas (GP200, DOMAIN-MX 4.4): the list (Folio, Colaborador, Fecha de los hechos,
// Fundamento, Sanción, Estado) with its filters and export, and the acta as a full-width form in
// four tabs (Hechos, Declaración, Participantes y testigos, Sanción). Choosing a tipo de falta
// proposes its LFT art. 47 fraction; the fact date proposes the date the company learned of
// them; an acta drawn up more than a month after that date shows the art. 517 warning while it
// is written (it is saved all the same). The suspension's days and first day show only for a
// suspension. Each row prints its acta and, for a signed rescission, its notice; a draft is
// signed, a signed acta notified, and any acta cancelled with a reason, from the row.

type Row = Readonly<Record<string, unknown>>

export const actaPageTexts = {
  imprimir: (folio: string) => `Imprimir el acta ${folio}`,
  aviso: (folio: string) => `Imprimir el aviso de rescisión del acta ${folio}`,
  firmar: (folio: string) => `Firmar el acta ${folio}`,
  notificar: (folio: string) => `Notificar el acta ${folio}`,
  cancelar: (folio: string) => `Cancelar el acta ${folio}`,
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

// The fraction each tipo de falta stands for, as its lookup answered it: `adjust` proposes it.
const faultFractions = new Map<string, string>()

const FaultTypeSelect = (props: FieldRenderProps) => {
  const [items, setItems] = useState<ReadonlyArray<SelectItem>>([])
  useEffect(() => {
    let live = true
    void api.call(getCatalogo, { tabla: recordCatalogNames.tiposFalta, conexion: mainConnection }).then((result) => {
      if (!live || !result.ok) return
      for (const r of result.value.result) faultFractions.set(String(r.id_tipo_falta), fraccionOfCatalogue(String(r.fraccion_lft47 ?? "")))
      setItems(result.value.result.map((r) => ({ id: String(r.id_tipo_falta), label: String(r.n_tipo_falta ?? "") })))
    })
    return () => {
      live = false
    }
  }, [])
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

const noticeIcon = <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />
const signIcon = <path d="M3 17l6-6 4 4 8-8M14 7h7v7" />
const notifyIcon = <path d="M4 6h16v12H4zM4 6l8 7 8-7" />

export const AdministrativeRecordsPage = () => {
  const [action, setAction] = useState<ActaAction | null>(null)
  const [reloadList, setReloadList] = useState<() => void>(() => () => undefined)
  const act = (kind: ActaAction["kind"], row: Row, reload: () => void) => {
    setReloadList(() => reload)
    setAction({ kind, row })
  }
  return (
    <>
      <RecordPage
        descriptor={administrativeRecords}
        endpoints={administrativeRecordsEndpoints}
        pageKey="/personal/actas-administrativas"
        layout="page"
        adjust={adjust}
        formProps={{ sections, order, render, header }}
        deleteLabel={(row) => actaPageTexts.eliminar(textOf(row.folio))}
        rowActions={(row, reload) => {
          const folio = textOf(row.folio)
          return (
            <>
              <IconButton label={actaPageTexts.imprimir(folio)} onPress={() => void savePdf(() => api.download(imprimirActa, { id_acta: Number(row.id_acta) }))}>
                {printIcon}
              </IconButton>
              {row.sancion === "RE" && (row.estado === "Firmada" || row.estado === "Notificada") ? (
                <IconButton label={actaPageTexts.aviso(folio)} onPress={() => void savePdf(() => api.download(imprimirAvisoRescision, { id_acta: Number(row.id_acta) }))}>
                  {noticeIcon}
                </IconButton>
              ) : null}
              {row.estado === "Borrador" ? (
                <IconButton label={actaPageTexts.firmar(folio)} onPress={() => act("firmar", row, reload)}>
                  {signIcon}
                </IconButton>
              ) : null}
              {row.estado === "Firmada" ? (
                <IconButton label={actaPageTexts.notificar(folio)} onPress={() => act("notificar", row, reload)}>
                  {notifyIcon}
                </IconButton>
              ) : null}
              {row.estado === "Cancelada" ? null : (
                <IconButton label={actaPageTexts.cancelar(folio)} onPress={() => act("cancelar", row, reload)}>
                  {cancelIcon}
                </IconButton>
              )}
            </>
          )
        }}
      />
      <ActaStateDialogs action={action} onClose={() => setAction(null)} reload={reloadList} />
    </>
  )
}

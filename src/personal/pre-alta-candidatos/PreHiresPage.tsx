import { type ReactNode, useMemo, useState } from "react"
import type { CatalogRow } from "../../../domain/api/catalogs"
import { messages } from "../../../domain/messages"
import { documentFile, documentFlag, preHireDocuments, preHires, preHiresEndpoints } from "../../../domain/personal/pre-alta-candidatos"
import type { Values } from "../../../machines/record-modal"
import { preHireCalls } from "../../../machines/personal/pre-alta-candidatos-calls"
import { api } from "../../app/api"
import { shownDate } from "../../records/cells"
import { type RecordFileOptions, RecordFileInput, withExtension } from "../../records/RecordFileInput"
import type { FieldRenderProps, FormSection } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useCommand } from "../../records/use-command"
import { useLoaded } from "../../records/use-loaded"
import { useArrival } from "../../records/use-arrival"
import { Button } from "../../ui/Button"
import { IconButton, checkIcon } from "../../ui/IconButton"
import { Modal } from "../../ui/Modal"
import { LoadedSelect } from "../../organizacion/LoadedSelect"
import { adjustEmployee, employeeDataSections, employeeRender } from "../gestion-personal/employee-form-parts"
import { FactList } from "../../ui/FactList"

// Pre-alta de candidatos (GP250, DOMAIN-MX 4.7): the list (Folio, Candidato, Posición, Puesto,
// Fecha de ingreso, Documentos n/7, Estado), and the pre-alta as Gestión de personal's form (the
// same tabs, selects and cascades: ../employeeFormParts.tsx) with the candidate above the tabs
// and a Documentos tab (each document's flag and file). Choosing the candidate, or arriving from
// Candidatos by "Enviar a pre-alta" (`?candidato=`), fills the person's data the candidate
// already has. A Pendiente row offers "Confirmar alta", a dialog that lists what the server still
// misses when it refuses; the trash icon cancels a Pendiente pre-alta.

type Row = Readonly<Record<string, unknown>>
const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")

export const preHireTexts = {
  confirmar: (folio: string) => `Confirmar alta de la pre-alta ${folio}`,
  cancelar: (folio: string) => `Cancelar la pre-alta ${folio}`,
  confirmarTitulo: "Confirmar alta",
  confirmarTexto: (candidato: string, posicion: string, fecha: string) =>
    `Se registrará el alta de ${candidato} en la posición ${posicion} con fecha de ingreso ${fecha}. El alta sigue el flujo de autorización de altas; una vez aplicada, el candidato queda Contratado.`,
  faltan: "Para confirmar el alta falta:",
  confirmarBoton: "Confirmar alta",
  estado: "Estado",
  rechazo: "Motivo del rechazo del alta",
  rechazoNota: "Corrija la pre-alta y confirme el alta de nuevo.",
  colaborador: "No. colaborador",
  documentos: "Documentos entregados",
} as const

// --- The candidate and what they bring --------------------------------------------------------

/** The form's values a candidate's row fills: the person's name, birth date, CURP, contact and escolaridad, and the company. */
const candidateValues = (c: CatalogRow): Values => ({
  id_empresa: text(c.id_empresa),
  nombre: text(c.nombre),
  apellido_paterno: text(c.apellido_paterno),
  apellido_materno: text(c.apellido_materno),
  f_nacimiento: text(c.f_nacimiento),
  curp: text(c.curp),
  email_personal: text(c.email),
  celular: text(c.telefono),
  id_escolaridad: text(c.id_escolaridad),
})

const calls = preHireCalls(api)

/** The candidate: chosen among the Seleccionado ones when adding (their data fill the form), shown when editing. */
const CandidateSelect = (props: FieldRenderProps) => {
  // The Seleccionado candidates, when adding only.
  const rows = useLoaded(props.stored ? null : "candidatos", calls.candidates)
  const value = text(props.value)
  const items = props.stored
    ? [{ id: value, label: text(props.record?.n_candidato) }]
    : rows.map((r) => ({ id: text(r.id_candidato), label: text(r.n_candidato) }))
  const choose = (id: string) => {
    props.onChange(id)
    const row = rows.find((r) => text(r.id_candidato) === id)
    if (row === undefined) return
    // The company first: choosing it clears what hangs from it (adjustEmployee).
    for (const [field, v] of Object.entries(candidateValues(row))) if (v !== "") props.changeField(field, v)
  }
  return <LoadedSelect props={{ ...props, onChange: (v) => choose(typeof v === "string" ? v : "") }} items={items} />
}

// --- Documents ---------------------------------------------------------------------------------

const documentOptions = (documento: (typeof preHireDocuments)[number]["id"], label: string): RecordFileOptions => ({
  texts: { guardado: `${label}: archivo guardado`, descargar: `Descargar ${label}`, nuevo: "Se sube una vez guardada la pre-alta." },
  accept: ["application/pdf", "image/jpeg", "image/png"],
  idOf: (props) => text(props.record?.id_pre_alta),
  upload: calls.uploadDocument(documento),
  download: calls.documentFile,
  fileName: (props, type) => withExtension(`${label} ${text(props.record?.n_candidato)}`, type),
})

const documentRender = Object.fromEntries(
  preHireDocuments.map((d) => {
    const options = documentOptions(d.id, d.label)
    return [documentFile(d.id), (props: FieldRenderProps) => <RecordFileInput {...props} options={options} />]
  }),
)

const sections: ReadonlyArray<FormSection> = [
  ...employeeDataSections,
  { title: "Documentos", fields: preHireDocuments.flatMap((d) => [documentFlag(d.id), documentFile(d.id)]) },
]

const render = { ...employeeRender, ...documentRender, id_candidato: CandidateSelect }

const order = ["id_candidato", ...sections.flatMap((s) => s.fields)]

// --- The record's header and the list ----------------------------------------------------------

const Summary = ({ record }: { readonly record: Row | null }) => {
  if (record === null) return null
  const items: Array<readonly [string, ReactNode]> = [
    [preHireTexts.estado, text(record.estado)],
    [preHireTexts.documentos, `${text(record.documentos)}/${preHireDocuments.length}`],
  ]
  if (text(record.num_empleado) !== "") items.push([preHireTexts.colaborador, text(record.num_empleado)])
  const rejected = text(record.comentario_rechazo)
  return (
    <div className="mb-4 rounded-md border border-ink-200 bg-ink-50 px-4 py-3">
      <FactList items={items} columns={3} strong="label" className="gap-x-6" />
      {rejected === "" ? null : (
        <p className="mt-2 text-sm text-ink-900">
          <span className="font-semibold">{preHireTexts.rechazo}:</span> {rejected}. {preHireTexts.rechazoNota}
        </p>
      )}
    </div>
  )
}

const columns = {
  // A folio is shown as typed (1203), not as a quantity (1,203).
  id_pre_alta: { render: (row: Row) => text(row.id_pre_alta) },
  documentos: { render: (row: Row) => `${text(row.documentos)}/${preHireDocuments.length}` },
}


/**
 * "Confirmar alta": what will happen, and what the server still misses when it refuses. Selección's
 * pre-altas of accepted offers (SEL370) confirm through their own call.
 */
export const ConfirmHireDialog = ({
  row,
  onClose,
  onDone,
  confirmHire = calls.confirmHire,
}: {
  readonly row: Row | null
  readonly onClose: () => void
  readonly onDone: () => void
  readonly confirmHire?: typeof calls.confirmHire
}) => {
  const confirming = useCommand(confirmHire, {
    // Confirmed, or no answer: the toast says so and the dialog closes; what the server still
    // misses is an inline refusal, shown in the dialog, which stays.
    onDone: () => {
      onDone()
      onClose()
    },
    onFailed: onClose,
  })
  const busy = confirming.phase === "running"
  const refusal = confirming.refusal
  const close = () => {
    confirming.reset()
    onClose()
  }
  const confirm = () => {
    if (row !== null) confirming.run(Number(row.id_pre_alta))
  }
  return (
    <Modal title={preHireTexts.confirmarTitulo} isOpen={row !== null} onClose={close} size="sm" isDismissable={!busy}>
      <div className="flex flex-col gap-3">
        <p className="text-ink-900">{row === null ? "" : preHireTexts.confirmarTexto(text(row.n_candidato), text(row.n_posicion) || "—", shownDate(text(row.f_ingreso)))}</p>
        {refusal === null ? null : (
          <div role="alert" className="rounded-md border-l-4 border-[#8a5a00] bg-[#fff7e6] px-3 py-2 text-sm text-ink-900">
            <p className="font-semibold">{refusal.detalles.length > 0 ? preHireTexts.faltan : refusal.message}</p>
            {refusal.detalles.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {refusal.detalles.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="secondary" onPress={close} isDisabled={busy}>
            {messages.cancelar}
          </Button>
          <Button onPress={confirm} aria-busy={busy} autoFocus>
            {preHireTexts.confirmarBoton}
          </Button>
        </div>
      </div>
    </Modal>
  )
}

export const PreHiresPage = ({ candidato, onCandidateTaken }: { readonly candidato?: number; readonly onCandidateTaken: () => void }) => {
  const [confirming, setConfirming] = useState<{ readonly row: Row; readonly reload: () => void } | null>(null)
  // Arrived from Candidatos: the add form opens with the candidate's data, once.
  const arrival = useArrival(candidato ?? null, calls.candidate, onCandidateTaken)
  const addWith = useMemo<Values | null>(() => (arrival === null ? null : { id_candidato: text(arrival.id_candidato), ...candidateValues(arrival) }), [arrival])
  return (
    <>
      <RecordPage
        descriptor={preHires}
        endpoints={preHiresEndpoints}
        pageKey="/personal/pre-alta-candidatos"
        layout="page"
        columns={columns}
        adjust={adjustEmployee}
        addWith={addWith}
        formProps={{ sections, render, order, header: (_values, record) => <Summary record={record} /> }}
        deleteLabel={(row) => preHireTexts.cancelar(text(row.id_pre_alta))}
        rowActions={(row, reload) =>
          row.estado === "Pendiente" ? (
            <IconButton opensDialog label={preHireTexts.confirmar(text(row.id_pre_alta))} onPress={() => setConfirming({ row, reload })}>
              {checkIcon}
            </IconButton>
          ) : null
        }
      />
      <ConfirmHireDialog row={confirming?.row ?? null} onClose={() => setConfirming(null)} onDone={() => confirming?.reload()} />
    </>
  )
}

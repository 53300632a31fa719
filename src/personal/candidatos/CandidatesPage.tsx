import { useNavigate } from "@tanstack/react-router"
import { useSelector } from "@xstate/react"
import { messages } from "../../../domain/messages"
import { candidateStateChoices, candidates, candidatesEndpoints } from "../../../domain/personal/candidatos"
import { candidateCalls } from "../../../machines/personal/candidatos-calls"
import { heldKeys } from "../../../machines/session"
import type { Values } from "../../../machines/record-modal"
import { api } from "../../app/api"
import { sessionActor } from "../../app/session"
import { type RecordFileOptions, RecordFileInput } from "../../records/RecordFileInput"
import type { FieldRenderProps } from "../../records/RecordForm"
import { RecordPage } from "../../records/RecordPage"
import { useExport } from "../../records/use-export"
import { useLoaded } from "../../records/use-loaded"
import { IconButton, sendIcon } from "../../ui/IconButton"
import { Select } from "../../ui/Select"
import { LoadedSelect } from "../../organizacion/LoadedSelect"

// Candidatos (GP220, DOMAIN-MX 4.6): the pool's list (Nombre, Correo, Teléfono, Puesto de interés,
// Fuente, Estado, Fecha de registro) with its filters, search and export, the record in a dialog,
// and each row's actions: download the CV, send a Seleccionado candidate with no pre-alta in
// course to the pre-alta (when the user may open Pre-alta de candidatos), and delete. The puesto de interés is one of the chosen
// company's; the CV a PDF uploaded once the candidate is saved.

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")

export const candidateTexts = {
  descargarCv: (name: string) => `Descargar el CV de ${name}`,
  enviarPreAlta: (name: string) => `Enviar a pre-alta a ${name}`,
  eliminar: (name: string) => `Eliminar al candidato ${name}`,
} as const

const { cvFile, downloadCv, puestos, uploadCv } = candidateCalls(api)

const cvOptions: RecordFileOptions = {
  texts: { guardado: "CV guardado (PDF)", descargar: "Descargar CV", nuevo: "Guarde al candidato antes de subir su CV." },
  accept: ["application/pdf"],
  idOf: (props) => text(props.record?.id_candidato),
  upload: uploadCv,
  download: cvFile,
  fileName: (props) => `CV ${text(props.record?.n_candidato)}.pdf`,
}

const PuestoSelect = (props: FieldRenderProps) => {
  const company = text(props.values.id_empresa)
  return <LoadedSelect props={props} items={useLoaded(company === "" ? null : company, puestos)} isDisabled={company === ""} />
}

/** The states a user sets: Contratado is the applied ALTA's, shown only on a hired candidate. */
const StateSelect = (props: FieldRenderProps) => {
  const value = text(props.value)
  const hired = value === "Contratado"
  return (
    <Select
      label={props.field.label}
      options={candidateStateChoices.filter((c) => hired || c.id !== "Contratado")}
      value={value}
      onChange={(v) => props.onChange(v)}
      onBlur={props.onBlur}
      errorMessage={props.error}
      placeholder={messages.seleccionar}
      isRequired
      isDisabled={props.isReadOnly || hired}
    />
  )
}

const render = {
  estado: StateSelect,
  id_puesto_interes: PuestoSelect,
  cv: (props: FieldRenderProps) => <RecordFileInput {...props} options={cvOptions} />,
}

/** Another company has other puestos. */
const adjust = (values: Values, field: string): Values => (field === "id_empresa" ? { ...values, id_puesto_interes: "" } : values)

const order = ["nombre", "apellido_paterno", "apellido_materno", "email", "telefono", "curp", "f_nacimiento", "id_escolaridad", "id_empresa", "id_puesto_interes", "pretension_salarial", "fuente", "estado", "cv", "observaciones"]

const fileIcon = <path d="M6 3h8l4 4v14H6zM14 3v4h4M12 11v6m-3-3l3 3 3-3" />

export const CandidatesPage = () => {
  const navigate = useNavigate()
  const mayPreHire = useSelector(sessionActor, (s) => heldKeys(s.context).includes("GP250"))
  const cv = useExport(downloadCv)
  return (
    <RecordPage
      descriptor={candidates}
      endpoints={candidatesEndpoints}
      pageKey="/personal/candidatos"
      adjust={adjust}
      formProps={{ order, render }}
      deleteLabel={(row) => candidateTexts.eliminar(text(row.n_candidato))}
      rowActions={(row) => (
        <>
          {text(row.cv) === "" ? null : (
            <IconButton label={candidateTexts.descargarCv(text(row.n_candidato))} onPress={() => cv.run({ id: text(row.id_candidato), version: text(row.cv), name: text(row.n_candidato) })}>
              {fileIcon}
            </IconButton>
          )}
          {mayPreHire && row.estado === "Seleccionado" && (row.id_pre_alta === null || row.id_pre_alta === undefined) ? (
            <IconButton
              label={candidateTexts.enviarPreAlta(text(row.n_candidato))}
              onPress={() => void navigate({ to: "/personal/pre-alta-candidatos", search: { candidato: Number(row.id_candidato) } })}
            >
              {sendIcon}
            </IconButton>
          ) : null}
        </>
      )}
    />
  )
}

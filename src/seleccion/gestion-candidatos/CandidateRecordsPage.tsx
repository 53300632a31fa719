import { useState } from "react"
import { candidateRecords, candidateRecordsEndpoints } from "../../../domain/seleccion/gestion-candidatos"
import { candidateCalls } from "../../../machines/personal/candidatos-calls"
import { candidateRecordCalls } from "../../../machines/seleccion/gestion-candidatos-calls"
import { api } from "../../app/api"
import { RecordPage } from "../../records/RecordPage"
import { useCommand } from "../../records/use-command"
import { useExport } from "../../records/use-export"
import { ConfirmDialog } from "../../ui/ConfirmDialog"
import { IconButton, cancelIcon, sendIcon } from "../../ui/IconButton"
import { AssignDialog } from "./AssignDialog"
import { CandidateDocuments, candidateDocumentTexts } from "./CandidateDocuments"

// Gestión de candidatos (SEL200, MODULES-MX §6): the pool as Selección keeps it: the list (Nombre,
// Correo, Teléfono, Puesto de interés, Fuente, Estado, Fecha de registro, Vacantes asignadas) with
// its filters, search and export; the record with its source, privacy consent, experience and
// education, and its documents in a tab of their own (./CandidateDocuments.tsx); "Ver CV" (the
// CV Personal's Candidatos keeps, downloaded); "Asignar a vacante" (the candidate enters the
// vacancy's first stage); and "Anonimizar", which asks first (the data is erased for good).

const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")

export const candidateRecordTexts = {
  anonimizar: (name: string) => `Anonimizar al candidato ${name}`,
  asignar: (name: string) => `Asignar a ${name} a una vacante`,
  verCv: (name: string) => `Ver el CV de ${name}`,
  datos: "Datos del candidato",
  pregunta: "¿Desea anonimizar al candidato? Su nombre, contacto, CURP, CV, experiencia, educación y documentos se borran y no se recuperan.",
  confirmar: "Anonimizar",
  eliminar: (name: string) => `Eliminar al candidato ${name}`,
} as const

const { anonymize } = candidateRecordCalls(api)
const { downloadCv } = candidateCalls(api)

const order = ["nombre", "apellido_paterno", "apellido_materno", "email", "telefono", "curp", "f_nacimiento", "id_escolaridad", "id_empresa", "id_puesto_interes", "pretension_salarial", "id_fuente", "estado", "consentimiento_privacidad", "observaciones", "experiencia", "educacion"]

// The record's fields in the first tab (open when the form opens), its documents in the second.
const sections = [
  { title: candidateRecordTexts.datos, fields: order },
  { title: candidateDocumentTexts.titulo, fields: [], content: (record: Readonly<Record<string, unknown>> | null) => <CandidateDocuments record={record} /> },
]

const fileIcon = <path d="M6 3h8l4 4v14H6zM14 3v4h4M12 11v6m-3-3l3 3 3-3" />

export const CandidateRecordsPage = () => {
  const [assigning, setAssigning] = useState<{ readonly id: number; readonly name: string; readonly reload: () => void } | null>(null)
  const [asked, setAsked] = useState<{ readonly id: number; readonly name: string; readonly reload: () => void } | null>(null)
  const anonymizing = useCommand(anonymize, {
    onDone: () => {
      asked?.reload()
      setAsked(null)
    },
    onFailed: () => setAsked(null),
  })
  const cv = useExport(downloadCv)
  return (
    <>
      <RecordPage
        descriptor={candidateRecords}
        endpoints={candidateRecordsEndpoints}
        pageKey="/seleccion/gestion-candidatos"
        formProps={{ order, sections }}
        deleteLabel={(row) => candidateRecordTexts.eliminar(text(row.n_candidato))}
        rowActions={(row, reload) => (
          <>
            {text(row.cv) === "" ? null : (
              <IconButton label={candidateRecordTexts.verCv(text(row.n_candidato))} onPress={() => cv.run({ id: text(row.id_candidato), version: text(row.cv), name: text(row.n_candidato) })}>
                {fileIcon}
              </IconButton>
            )}
            {row.anonimizado === "1" || row.estado === "Contratado" ? null : (
              <>
                <IconButton label={candidateRecordTexts.asignar(text(row.n_candidato))} onPress={() => setAssigning({ id: Number(row.id_candidato), name: text(row.n_candidato), reload })}>
                  {sendIcon}
                </IconButton>
                <IconButton label={candidateRecordTexts.anonimizar(text(row.n_candidato))} onPress={() => setAsked({ id: Number(row.id_candidato), name: text(row.n_candidato), reload })}>
                  {cancelIcon}
                </IconButton>
              </>
            )}
          </>
        )}
      />
      {assigning === null ? null : <AssignDialog id={assigning.id} name={assigning.name} reload={assigning.reload} onClose={() => setAssigning(null)} />}
      <ConfirmDialog
        isOpen={asked !== null}
        title={candidateRecordTexts.confirmar}
        message={candidateRecordTexts.pregunta}
        detail={asked?.name ?? ""}
        confirmLabel={candidateRecordTexts.confirmar}
        isBusy={anonymizing.phase === "running"}
        onConfirm={() => {
          if (asked !== null) anonymizing.run(asked.id)
        }}
        onCancel={() => setAsked(null)}
      />
    </>
  )
}

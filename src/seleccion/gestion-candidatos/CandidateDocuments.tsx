import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react"
import { messages } from "../../../domain/messages"
import {
  type CandidateDocumentKind,
  type DocumentoCandidato,
  candidateDocumentDescriptionMax,
  candidateDocumentKindLabel,
  candidateDocumentKinds,
  candidateDocumentMaxBytes,
  candidateDocumentMessages as m,
} from "../../../domain/seleccion/gestion-candidatos-documentos-api"
import { sizeText } from "../../../domain/size-limits"
import { candidateDocumentCalls } from "../../../machines/seleccion/gestion-candidatos-documentos-calls"
import { api } from "../../app/api"
import { withExtension } from "../../records/RecordFileInput"
import { textOf } from "../../records/RecordImageInput"
import { useCommand } from "../../records/use-command"
import { useExport } from "../../records/use-export"
import { useLoadedResource } from "../../records/use-loaded-resource"
import { Button } from "../../ui/Button"
import { ConfirmDialog } from "../../ui/ConfirmDialog"
import { DataTable } from "../../ui/DataTable"
import { FileField } from "../../ui/FileField"
import { IconButton, trashIcon } from "../../ui/IconButton"
import { Select } from "../../ui/Select"
import { Spinner } from "../../ui/Spinner"
import { TextField } from "../../ui/TextField"
import { kitText } from "../../ui/kit-text"

// The Documentos tab of a candidate in Gestión de candidatos (SEL200): the files the candidate
// handed in, each with its kind and description, downloaded or deleted from its row; under them,
// a document is uploaded with its kind, description and file (a PDF, JPEG or PNG the server
// judges by its bytes). Documents are kept as they are uploaded, apart from the form's Guardar.
// The tab sits inside the candidate's form: Enter in the description uploads, never saves the
// candidate. An anonymised or hired candidate's documents are only listed.

type Row = Readonly<Record<string, unknown>>

export const candidateDocumentTexts = {
  titulo: "Documentos",
  nuevo: "Guarde al candidato antes de subir sus documentos.",
  cargando: "Cargando documentos",
  vacio: "Sin documentos",
  subir: "Subir documento",
  tipo: "Tipo de documento",
  descripcion: "Descripción",
  archivo: "Archivo",
  formatos: `PDF, JPEG o PNG de hasta ${sizeText(candidateDocumentMaxBytes)}`,
  nota: "Cada documento queda guardado al subirlo, sin esperar al botón Guardar.",
  subiendo: "Subiendo documento…",
  descargar: (doc: DocumentoCandidato) => `Descargar ${candidateDocumentKindLabel(doc.tipo_documento)}: ${doc.descripcion}`,
  eliminar: (doc: DocumentoCandidato) => `Eliminar ${candidateDocumentKindLabel(doc.tipo_documento)}: ${doc.descripcion}`,
  pregunta: "¿Desea eliminar el documento? Se borra y no se recupera.",
} as const

const t = candidateDocumentTexts
const calls = candidateDocumentCalls(api)

const formats: Readonly<Record<string, string>> = { "application/pdf": "PDF", "image/jpeg": "JPEG", "image/png": "PNG" }

/** The day it was uploaded in Mexico City's time, whatever the browser's zone. */
const uploadedOn = (iso: string): string =>
  new Date(iso).toLocaleDateString("es-MX", { timeZone: "America/Mexico_City", day: "2-digit", month: "2-digit", year: "numeric" })

const columns = [
  { id: "tipo_documento", label: "Tipo", render: (doc: DocumentoCandidato) => candidateDocumentKindLabel(doc.tipo_documento) },
  { id: "descripcion", label: "Descripción", isRowHeader: true },
  { id: "formato", label: "Formato", render: (doc: DocumentoCandidato) => formats[doc.formato] ?? doc.formato },
  { id: "tamano", label: "Tamaño", render: (doc: DocumentoCandidato) => sizeText(doc.tamano) },
  { id: "f_alta", label: "Fecha de carga", render: (doc: DocumentoCandidato) => uploadedOn(doc.f_alta) },
] as const

/** "Renata Esquivel Lara - Identificación oficial - INE vigente", without what a file name may not hold. */
const fileBase = (doc: DocumentoCandidato, name: string): string =>
  `${name} - ${candidateDocumentKindLabel(doc.tipo_documento)} - ${doc.descripcion}`.replace(/[\\/:*?"<>|]/g, "-")

const downloadIcon = <path d="M12 4v11m-4-4l4 4 4-4M5 20h14" />

export const CandidateDocuments = ({ record }: { readonly record: Row | null }) => {
  const id = textOf(record?.id_candidato)
  if (record === null || id === "") return <p className="text-sm text-ink-700">{t.nuevo}</p>
  const locked = record.anonimizado === "1" || record.estado === "Contratado"
  return <DocumentList id={Number(id)} name={textOf(record.n_candidato)} locked={locked} />
}

const DocumentList = ({ id, name, locked }: { readonly id: number; readonly name: string; readonly locked: boolean }) => {
  const loaded = useLoadedResource(id, calls.list)
  const [asked, setAsked] = useState<DocumentoCandidato | null>(null)
  const upload = useRef<HTMLFieldSetElement>(null)
  /** A document was deleted: its row and button are gone, so the focus goes to the upload's first field. */
  const removed = useRef(false)
  const downloading = useExport(calls.download)
  const removing = useCommand(calls.remove, {
    onDone: () => {
      removed.current = true
      setAsked(null)
      loaded.reload()
    },
    onFailed: () => setAsked(null),
  })
  const docs = loaded.value ?? []
  useEffect(() => {
    if (!removed.current || asked !== null || (loaded.phase !== "shown" && loaded.phase !== "empty")) return
    removed.current = false
    upload.current?.querySelector("select")?.focus()
  }, [asked, loaded.phase])
  return (
    <div className="flex flex-col gap-4">
      {loaded.phase === "failed" ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
          {loaded.failure ?? messages.errorObtener}
          <Button variant="secondary" onPress={loaded.retry}>
            {kitText.reintentar}
          </Button>
        </div>
      ) : loaded.value === null ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
          <Spinner className="h-4 w-4" />
          {t.cargando}
        </p>
      ) : (
        <DataTable<DocumentoCandidato>
          label={`${t.titulo} de ${name}`}
          columns={columns}
          rows={docs}
          rowId={(doc) => String(doc.id_documento)}
          emptyText={t.vacio}
          actions={(doc) => (
            <div className="flex gap-1">
              <IconButton
                label={t.descargar(doc)}
                onPress={() => downloading.run({ id_candidato: id, version: doc.version, filename: withExtension(fileBase(doc, name), doc.formato) })}
              >
                {downloadIcon}
              </IconButton>
              {locked ? null : (
                <IconButton label={t.eliminar(doc)} opensDialog onPress={() => setAsked(doc)}>
                  {trashIcon}
                </IconButton>
              )}
            </div>
          )}
        />
      )}
      {locked ? null : <UploadForm id={id} onUploaded={loaded.reload} frame={upload} />}
      <ConfirmDialog
        isOpen={asked !== null}
        title={asked === null ? "" : t.eliminar(asked)}
        message={t.pregunta}
        detail={asked === null ? "" : `${candidateDocumentKindLabel(asked.tipo_documento)}: ${asked.descripcion}`}
        confirmLabel={messages.eliminar}
        isBusy={removing.phase === "running"}
        onConfirm={() => {
          if (asked !== null) removing.run({ id_candidato: id, id_documento: asked.id_documento })
        }}
        onCancel={() => setAsked(null)}
      />
    </div>
  )
}

type Problems = Readonly<Partial<Record<"tipo_documento" | "descripcion" | "file", string>>>

const isKind = (v: string): v is CandidateDocumentKind => candidateDocumentKinds.some((k) => k.id === v)

const UploadForm = ({ id, onUploaded, frame }: { readonly id: number; readonly onUploaded: () => void; readonly frame: RefObject<HTMLFieldSetElement | null> }) => {
  const [kind, setKind] = useState("")
  const [description, setDescription] = useState("")
  const [file, setFile] = useState<File | null>(null)
  const [problems, setProblems] = useState<Problems>({})
  const uploading = useCommand(calls.upload, {
    onDone: () => {
      setKind("")
      setDescription("")
      setFile(null)
      onUploaded()
    },
  })
  // The server's refusal: a field it names says it under that field, anything else (the bytes,
  // the size, too many documents) under the file.
  const refusal = uploading.refusal
  const refused: Problems =
    refusal === null
      ? {}
      : Object.fromEntries(
          (refusal.problemas ?? []).some((p) => p.campo === "tipo_documento" || p.campo === "descripcion")
            ? (refusal.problemas ?? []).map((p) => [p.campo === "tipo_documento" || p.campo === "descripcion" ? p.campo : "file", p.mensaje])
            : [["file", refusal.message]],
        )
  const shown: Problems = { ...refused, ...problems }
  const edited = () => {
    setProblems({})
    if (refusal !== null) uploading.reset()
  }
  const submit = () => {
    const trimmed = description.trim()
    const found: Problems = {
      ...(isKind(kind) ? {} : { tipo_documento: m.tipo }),
      ...(trimmed === "" ? { descripcion: m.descripcion } : trimmed.length > candidateDocumentDescriptionMax ? { descripcion: m.descripcionLarga } : {}),
      ...(file === null ? { file: m.archivo } : file.size > candidateDocumentMaxBytes ? { file: m.grande } : {}),
    }
    setProblems(found)
    if (refusal !== null) uploading.reset()
    if (Object.keys(found).length > 0 || file === null || !isKind(kind)) return
    uploading.run({ id_candidato: id, tipo_documento: kind, descripcion: trimmed, file })
  }
  // Inside the candidate's form: Enter in a text box uploads the document instead of saving the candidate.
  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (e.key !== "Enter" || e.nativeEvent.isComposing || (e.target as HTMLElement).tagName !== "INPUT") return
    e.preventDefault()
    e.stopPropagation()
    submit()
  }
  const busy = uploading.phase === "running"
  return (
    <fieldset ref={frame} onKeyDown={onKeyDown} className="m-0 flex min-w-0 flex-col gap-3 rounded-md border border-ink-200 p-3">
      <legend className="px-1 text-sm font-semibold text-ink-900">{t.subir}</legend>
      <p className="text-sm text-ink-700">{t.nota}</p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Select
          label={t.tipo}
          options={candidateDocumentKinds.map((k) => ({ id: k.id, label: k.label }))}
          placeholder={messages.seleccionar}
          value={kind}
          onChange={(v) => {
            setKind(v)
            edited()
          }}
          errorMessage={shown.tipo_documento ?? null}
          isRequired
          isDisabled={busy}
        />
        <TextField
          label={t.descripcion}
          value={description}
          onChange={(v) => {
            setDescription(v)
            edited()
          }}
          maxLength={candidateDocumentDescriptionMax}
          errorMessage={shown.descripcion ?? null}
          isRequired
          isDisabled={busy}
        />
      </div>
      <FileField
        label={t.archivo}
        accept={["application/pdf", "image/jpeg", "image/png"]}
        fileName={file?.name ?? null}
        description={t.formatos}
        errorMessage={shown.file ?? null}
        isDisabled={busy}
        onSelect={(chosen) => {
          setFile(chosen)
          edited()
        }}
      />
      <p role="status" className="text-sm text-ink-700">
        {busy ? t.subiendo : ""}
      </p>
      <div>
        <Button variant="secondary" aria-busy={busy} onPress={submit}>
          {t.subir}
        </Button>
      </div>
    </fieldset>
  )
}

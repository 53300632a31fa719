import type { DocumentoColaborador } from "../../domain/personal/gestion-personal-documents-api"
import { messages } from "../../domain/messages"
import { documentPrintCalls } from "../../machines/personal/document-prints-calls"
import { documentCalls } from "../../machines/personal/documents-calls"
import { api } from "../app/api"
import { saveFile } from "../api/save-file"
import { shownDate } from "../records/cells"
import { textOf } from "../records/RecordImageInput"
import { useCommand } from "../records/use-command"
import { useLoadedResource } from "../records/use-loaded-resource"
import { Button } from "../ui/Button"
import { DataTable } from "../ui/DataTable"
import { Spinner } from "../ui/Spinner"
import { kitText } from "../ui/kit-text"

// The "Documentos" tab of the employee record: that person's company documents, kind by kind as
// the server answers them (only the kinds the caller's profile may open on their own pages),
// each record with its folio, date, description, state and a button per PDF it has. The kinds
// and their PDFs come from the server's list and ./documentPrints.ts: a new kind is one entry in
// each, nothing here.

type Row = Readonly<Record<string, unknown>>

export const documentsTexts = {
  titulo: "Documentos",
  nuevo: "Guarde al colaborador para ver sus documentos.",
  cargando: "Cargando documentos",
  error: messages.errorObtener,
  reintentar: kitText.reintentar,
  sinAcceso: "Su perfil no tiene acceso a ningún tipo de documento de los colaboradores.",
  vacio: "Sin documentos registrados",
  pdf: (label: string, folio: string) => `${label} ${folio}`,
} as const

const { employeeDocuments } = documentCalls(api)
const prints = documentPrintCalls(api)

const columns = [
  { id: "folio", label: "Folio", isRowHeader: true },
  { id: "fecha", label: "Fecha", render: (row: DocumentoColaborador) => (row.fecha === null ? "" : shownDate(row.fecha)) },
  { id: "descripcion", label: "Descripción" },
  { id: "estado", label: "Estado", render: (row: DocumentoColaborador) => row.estado ?? "" },
] as const

const Pdfs = ({ row }: { readonly row: DocumentoColaborador }) => {
  const printing = useCommand((input: { readonly name: string; readonly id: number }) => prints[input.name]?.print(input.id) ?? Promise.reject(new Error(input.name)), {
    onDone: saveFile,
  })
  return (
    <div className="flex flex-wrap gap-2">
      {row.pdfs.map((name) => {
        const print = prints[name]
        return print === undefined ? null : (
          <Button key={name} variant="secondary" onPress={() => printing.run({ name, id: row.id })}>
            {documentsTexts.pdf(print.label, row.folio)}
          </Button>
        )
      })}
    </div>
  )
}

export const EmployeeDocuments = ({ record }: { readonly record: Row | null }) => {
  const id = textOf(record?.id_empleado)
  if (id === "") return <p className="text-sm text-ink-700">{documentsTexts.nuevo}</p>
  return <DocumentSections id={id} />
}

const DocumentSections = ({ id }: { readonly id: string }) => {
  const loaded = useLoadedResource(Number(id), employeeDocuments)
  if (loaded.phase === "loading" || loaded.phase === "idle" || loaded.phase === "waiting") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
        <Spinner className="h-4 w-4" />
        {documentsTexts.cargando}
      </p>
    )
  }
  if (loaded.phase === "failed") {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
        {documentsTexts.error}
        <Button variant="secondary" onPress={loaded.retry}>
          {documentsTexts.reintentar}
        </Button>
      </div>
    )
  }
  const sections = loaded.value ?? []
  if (sections.length === 0) return <p className="text-sm text-ink-700">{documentsTexts.sinAcceso}</p>
  return (
    <div className="flex flex-col gap-6">
      {sections.map((section) => (
        // Not a landmark: on a phone the table's own scrolling region carries the same name.
        <div key={section.tipo} className="flex flex-col gap-2">
          <h3 className="text-base font-semibold text-ink-900">{section.titulo}</h3>
          <DataTable<DocumentoColaborador>
            label={section.titulo}
            columns={columns}
            rows={section.registros}
            rowId={(row) => `${section.tipo}-${row.id}`}
            actions={(row) => <Pdfs row={row} />}
            emptyText={documentsTexts.vacio}
          />
        </div>
      ))}
    </div>
  )
}

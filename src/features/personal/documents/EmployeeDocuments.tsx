import { useEffect, useState } from "react"
import { type DocumentoColaborador, type SeccionDocumentos, documentosColaborador } from "../../../../domain/api/personal-employee-documents"
import { messages } from "../../../../domain/messages"
import { api } from "../../../app/api"
import { shownDate } from "../../../records/cells"
import { outcomeOf } from "../../../records/outcomes"
import { textOf } from "../../../records/RecordImageInput"
import { Button } from "../../../ui/Button"
import { DataTable } from "../../../ui/DataTable"
import { Spinner } from "../../../ui/Spinner"
import { documentPrints } from "./documentPrints"

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
  reintentar: "Reintentar",
  sinAcceso: "Su perfil no tiene acceso a ningún tipo de documento de los colaboradores.",
  vacio: "Sin documentos registrados",
  pdf: (label: string, folio: string) => `${label} ${folio}`,
} as const

type Loaded = { readonly kind: "loading" } | { readonly kind: "failed" } | { readonly kind: "loaded"; readonly sections: ReadonlyArray<SeccionDocumentos> }

const columns = [
  { id: "folio", label: "Folio", isRowHeader: true },
  { id: "fecha", label: "Fecha", render: (row: DocumentoColaborador) => (row.fecha === null ? "" : shownDate(row.fecha)) },
  { id: "descripcion", label: "Descripción" },
  { id: "estado", label: "Estado", render: (row: DocumentoColaborador) => row.estado ?? "" },
] as const

const Pdfs = ({ row }: { readonly row: DocumentoColaborador }) => (
  <div className="flex flex-wrap gap-2">
    {row.pdfs.map((name) => {
      const print = documentPrints[name]
      return print === undefined ? null : (
        <Button key={name} variant="secondary" onPress={() => void print.print(row.id)}>
          {documentsTexts.pdf(print.label, row.folio)}
        </Button>
      )
    })}
  </div>
)

export const EmployeeDocuments = ({ record }: { readonly record: Row | null }) => {
  const id = textOf(record?.id_empleado)
  // Reintentar reads again by mounting the list anew.
  const [attempt, setAttempt] = useState(0)
  if (id === "") return <p className="text-sm text-ink-700">{documentsTexts.nuevo}</p>
  return <DocumentSections key={attempt} id={id} retry={() => setAttempt((n) => n + 1)} />
}

const DocumentSections = ({ id, retry }: { readonly id: string; readonly retry: () => void }) => {
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" })
  useEffect(() => {
    let live = true
    setLoaded({ kind: "loading" })
    void api.call(documentosColaborador, { id_empleado: Number(id) }).then((result) => {
      if (!live) return
      const outcome = outcomeOf(result)
      setLoaded(outcome.kind === "done" ? { kind: "loaded", sections: outcome.value.result } : { kind: "failed" })
    })
    return () => {
      live = false
    }
  }, [id])
  if (loaded.kind === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-700">
        <Spinner className="h-4 w-4" />
        {documentsTexts.cargando}
      </p>
    )
  }
  if (loaded.kind === "failed") {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-700">
        {documentsTexts.error}
        <Button variant="secondary" onPress={retry}>
          {documentsTexts.reintentar}
        </Button>
      </div>
    )
  }
  if (loaded.sections.length === 0) return <p className="text-sm text-ink-700">{documentsTexts.sinAcceso}</p>
  return (
    <div className="flex flex-col gap-6">
      {loaded.sections.map((section) => (
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

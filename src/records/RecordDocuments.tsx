import { useActorRef, useSelector } from "@xstate/react"
import { type RecordDescriptor, idOf } from "../../domain/records/descriptor"
import { type RecordDocument, documentTexts, printableIn } from "../../domain/records/document"
import type { AnyResourceEndpoints } from "../../domain/records/endpoints"
import { recordDocumentsMachine } from "../../machines/records/record-documents"
import { recordDocumentActors } from "../../machines/records/record-documents-calls"
import { saveFile } from "../api/save-file"
import { api } from "../app/api"
import { Button } from "../ui/Button"
import { IconButton, printIcon } from "../ui/IconButton"
import { useToasts } from "./use-toasts"

// The documents a descriptor declares, on its RecordPage: a print button on each row whose state
// allows the document, and where a document may be printed in batch, a box on each row to pick
// it and a button that asks for one zip of the picked rows, with a progress bar and its text
// while the server lays the PDFs out. Everything shown is the recordDocuments machine's state.

type Row = Readonly<Record<string, unknown>>

export const useRecordDocuments = (d: RecordDescriptor, endpoints: AnyResourceEndpoints) => {
  const docs = d.documents ?? []
  const actor = useActorRef(
    recordDocumentsMachine.provide({ actors: recordDocumentActors(api, d, endpoints, saveFile) }),
  )
  useToasts(actor)
  return { actor, docs }
}

type Documents = ReturnType<typeof useRecordDocuments>

/** A row's print buttons (the documents its state allows) and, for batch documents, its box. */
export const DocumentRowActions = ({ documents, d, row, name }: { readonly documents: Documents; readonly d: RecordDescriptor; readonly row: Row; readonly name: (doc: RecordDocument, row: Row) => string }) => {
  const { actor, docs } = documents
  const id = idOf(d, row)
  const selected = useSelector(actor, (s) => s.context.selected.includes(id))
  const busy = useSelector(actor, (s) => !s.matches("idle"))
  const batch = docs.find((doc) => doc.batch === true && printableIn(doc, row))
  return (
    <>
      {batch === undefined ? null : (
        // Space ticks it: the record table leaves Space to a field of its cells.
        <span className="flex items-center self-center p-1.5">
          <input
            type="checkbox"
            aria-label={documentTexts.seleccionar(name(batch, row))}
            checked={selected}
            disabled={busy}
            onChange={() => actor.send({ type: "TOGGLE", id })}
            className="h-5 w-5 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
          />
        </span>
      )}
      {docs
        .filter((doc) => printableIn(doc, row))
        .map((doc) => (
          <IconButton key={doc.name} label={documentTexts.imprimir(name(doc, row))} onPress={() => actor.send({ type: "PRINT", doc: doc.name, id, label: doc.label })}>
            {printIcon}
          </IconButton>
        ))}
    </>
  )
}

/** The toolbar's batch buttons ("Descargar carta (3)"). */
export const DocumentBatchButtons = ({ documents }: { readonly documents: Documents }) => {
  const { actor, docs } = documents
  const count = useSelector(actor, (s) => s.context.selected.length)
  const busy = useSelector(actor, (s) => !s.matches("idle"))
  return (
    <>
      {docs
        .filter((doc) => doc.batch === true)
        .map((doc) => (
          <Button key={doc.name} variant="secondary" isPending={busy} onPress={() => actor.send({ type: "BATCH", doc: doc.name, label: doc.label })}>
            {documentTexts.descargar(doc.label, count)}
          </Button>
        ))}
    </>
  )
}

/** What is being made (a bar with its text for a batch) and the last failure. */
export const DocumentProgress = ({ documents }: { readonly documents: Documents }) => {
  const { actor } = documents
  const working = useSelector(actor, (s) => s.context.working)
  const batch = useSelector(actor, (s) => s.context.batch)
  const error = useSelector(actor, (s) => s.context.error)
  const text = batch === null ? working : documentTexts.progreso(batch.hechos, batch.total)
  return (
    <>
      <div role="status" className="flex min-h-0 flex-col gap-1 text-sm text-ink-700">
        {text === null ? null : (
          <>
            <span>{text}</span>
            {batch === null ? null : <progress className="h-2 w-full max-w-sm accent-brand-700" value={batch.hechos} max={Math.max(1, batch.total)} aria-label={text} />}
          </>
        )}
      </div>
      {error === null ? null : (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </>
  )
}

import { imprimirReconocimiento } from "../../domain/personal/documents-api"
import { personDocumentPrints } from "../../domain/records/person-documents"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"

// The company documents' PDFs as the employee record's Documentos tab prints them: by the name of
// the contract's endpoint (what the server's documentos-colaborador lists for each record), its
// button text, and the call with the record's key. A new kind of document adds its PDFs here, one
// entry each; a document its descriptor declares comes with it.

export const documentoGenerado = "Documento generado"

export interface DocumentPrint {
  /** What the button says, before the record's folio ("Imprimir carta responsiva CR-1-2026-00003"). */
  readonly label: string
  /** The PDF of the record `id`; a refusal (409: not returned yet...) is its own warning. */
  readonly print: (id: number) => Promise<CommandOutcome<PortFile>>
}

export const documentPrintCalls = (api: ApiPort): Readonly<Record<string, DocumentPrint>> => {
  const outcome = async (download: Promise<Parameters<typeof commandOutcomeOf<PortFile>>[0]>) =>
    commandOutcomeOf(await download, messages.errorExportar, documentoGenerado)
  return {
    [imprimirReconocimiento.name]: { label: "Diploma", print: (id) => outcome(api.download(imprimirReconocimiento, { id_reconocimiento: id })) },
    // The documents records declare (domain/records/person-documents.ts).
    ...Object.fromEntries(
      [...personDocumentPrints].map(([name, doc]) => [name, { label: doc.label, print: (id: number) => outcome(api.download(doc.print, { id: doc.idOf(id) })) }]),
    ),
  }
}

import { fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import type { RecordDescriptor } from "../../domain/records/descriptor"
import { type LoteDocumentos, documentBatchCalls, documentTexts } from "../../domain/records/document"
import type { AnyResourceEndpoints } from "../../domain/records/endpoints"
import type { ApiPort, PortFile, PortResult } from "./api-port"
import { isNoAnswer } from "./command"
import type { CallOutcome, PrintInput } from "./record-documents"

// The recordDocuments machine's actors for one page: a record's PDF, a batch started, its
// progress read, its zip fetched. A file is handed to `save` (the browser's download, given by
// the view) and the outcome says what was made; a refusal is the server's words, no answer the
// general error.

const outcome = <A, B>(result: PortResult<A>, done: (value: A) => B): CallOutcome<B> =>
  result.ok ? { kind: "done", value: done(result.value) } : { kind: "refused", message: isNoAnswer(result) ? messages.errorGeneral : result.message }

const unknownDocument = { kind: "refused", message: messages.errorGeneral } as const

export const recordDocumentActors = (api: ApiPort, d: RecordDescriptor, endpoints: AnyResourceEndpoints, save: (file: PortFile) => void) => ({
  print: fromPromise<CallOutcome<string>, PrintInput>(async ({ input }) => {
    const print = endpoints.documents?.[input.doc]?.print
    const done = (d.documents ?? []).find((doc) => doc.name === input.doc)?.downloaded ?? documentTexts.descargado
    if (print === undefined) return unknownDocument
    return outcome(await api.download(print, { id: input.id }), (file) => {
      save(file)
      return done
    })
  }),
  start: fromPromise<CallOutcome<LoteDocumentos>, { readonly doc: string; readonly ids: ReadonlyArray<string> }>(async ({ input }) => {
    const batch = endpoints.documents?.[input.doc]?.batch
    if (batch === undefined) return unknownDocument
    return outcome(await api.call(batch, { ids: input.ids }), (answer) => answer.result)
  }),
  poll: fromPromise<CallOutcome<LoteDocumentos>, string>(async ({ input }) =>
    outcome(await api.call(documentBatchCalls.loteDocumentos, { trabajo: input }), (answer) => answer.result),
  ),
  fetch: fromPromise<CallOutcome<string>, string>(async ({ input }) =>
    outcome(await api.download(documentBatchCalls.archivoLoteDocumentos, { trabajo: input }), (file) => {
      save(file)
      return file.filename
    }),
  ),
})

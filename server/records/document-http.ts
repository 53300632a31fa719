import { HttpServerResponse } from "@effect/platform"
import { Cause, Effect } from "effect"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import type { LoteDocumentos, RecordDocument, documentBatchCalls } from "../../domain/records/document"
import { documentTexts, printableIn, refusalOf, zipFile } from "../../domain/records/document"
import type { Principal } from "../auth/principal"
import { attachmentDisposition } from "../http/attachment"
import { ApiFailure } from "../http/failure"
import { type Handler, type HandlersOf, principalOf, ok } from "../http/handler"
import { renderPdf } from "../pdf/render"
import { pdfResponse } from "../pdf/response"
import { runJob } from "../workers/workers"
import { archiveOf, batchOf, failed, finished, maxRunningPerUser, progressed, runningOf, startBatch, statusOf } from "./document-batch"
import type { DocumentBuilder } from "./document"
import { storedRow } from "./read-record"
import type { RecordTable, Row } from "./table"

// The generic handlers of a record's documents (declared in its descriptor, built by its
// RecordTable's builders). The router has checked the document's keys; here the record is read
// once (404 absent, 403 outside the caller's workplaces), its state checked (409 with the
// document's reason), built, and laid out on the worker pool. A batch checks every record the
// same way before it starts, so a batch that starts prints every record; its PDFs are then laid
// out one after another by a fiber of its own, the zip made on a worker, and the browser polls
// its progress (GET /lotes-documentos/:trabajo) and fetches the zip when it is ready.

/** The stored record the document prints, or the refusal to give. */
const printable = (t: RecordTable, doc: RecordDocument, id: string, principal: Principal) =>
  Effect.gen(function* () {
    const record = yield* storedRow(t, id, principal)
    if (!printableIn(doc, record)) return yield* new ApiFailure({ status: 409, message: refusalOf(doc, record) })
    return record
  })

const zipAnswers = {
  outOfMemory: new ApiFailure({ status: 422, message: messages.documentoPesado }),
  timedOut: new ApiFailure({ status: 503, message: messages.documentoLento }),
}

/** Lays out every record's PDF in turn, then the zip; the batch says how far it got. */
const runBatch = (trabajo: string, records: ReadonlyArray<Row>, build: DocumentBuilder, principal: Principal) =>
  Effect.gen(function* () {
    const files: Array<{ name: string; bytes: Uint8Array }> = []
    for (const record of records) {
      const built = yield* build(record, { principal })
      files.push({ name: built.filename, bytes: yield* renderPdf(built.document) })
      yield* progressed(trabajo)
    }
    yield* finished(trabajo, yield* runJob("zipFiles", { files }, { timeoutMs: 120_000, answers: zipAnswers }))
  }).pipe(
    Effect.catchAllCause((cause) => {
      const failure = Cause.failureOption(cause)
      const message = failure._tag === "Some" && failure.value instanceof ApiFailure ? failure.value.message : documentTexts.loteFallido
      const logged = failure._tag === "Some" && failure.value instanceof ApiFailure ? Effect.void : Effect.logError("document batch failed", cause)
      return Effect.zipRight(logged, failed(trabajo, message).pipe(Effect.catchAll((e) => Effect.logError("document batch state not stored", e))))
    }),
  )

/** The handlers of a resource's documents: one PDF each, and the batch where declared. */
export const recordDocumentHandlers = (t: RecordTable): Readonly<Record<string, Handler<AnyEndpoint>>> => {
  const out: Record<string, Handler<AnyEndpoint>> = {}
  for (const doc of t.descriptor.documents ?? []) {
    const build = t.documents?.[doc.name]
    const endpoints = t.endpoints.documents?.[doc.name]
    if (build === undefined || endpoints === undefined) throw new Error(`${t.descriptor.resource}: the document ${doc.name} has no builder or no endpoints`)
    const print: Handler<typeof endpoints.print> = (request, context) =>
      Effect.gen(function* () {
        const principal = yield* principalOf(context)
        const record = yield* printable(t, doc, request.id, principal)
        const built = yield* build(record, { principal })
        return pdfResponse(yield* renderPdf(built.document), built.filename)
      })
    out[endpoints.print.name] = print as Handler<AnyEndpoint>
    const call = endpoints.call
    const idAs = doc.call?.idAs
    if (call !== undefined && idAs !== undefined) {
      const named: Handler<typeof call> = (request, context) => print({ id: String((request as Readonly<Record<string, unknown>>)[idAs]) }, context)
      out[call.name] = named as Handler<AnyEndpoint>
    }
    const batchEndpoint = endpoints.batch
    if (batchEndpoint !== undefined) {
      const batch: Handler<typeof batchEndpoint> = (request, context) =>
        Effect.gen(function* () {
          const principal = yield* principalOf(context)
          if ((yield* runningOf(principal.id_usuario)) >= maxRunningPerUser) return yield* new ApiFailure({ status: 409, message: documentTexts.lotesEnCurso(maxRunningPerUser) })
          const records: Array<Row> = []
          for (const id of request.ids) records.push(yield* printable(t, doc, id, principal))
          const started = yield* startBatch(principal.id_usuario, records.length, `${t.descriptor.title} - ${doc.label}`)
          yield* Effect.forkDaemon(runBatch(started.trabajo, records, build, principal))
          return ok(statusOf(started))
        })
      out[batchEndpoint.name] = batch as Handler<AnyEndpoint>
    }
  }
  return out
}

const ownBatch = (trabajo: string, principal: Principal) =>
  Effect.flatMap(batchOf(trabajo, principal.id_usuario), (batch) =>
    batch === undefined ? Effect.fail(new ApiFailure({ status: 404, message: documentTexts.loteNoExiste })) : Effect.succeed(batch),
  )

export const documentBatchHandlers: HandlersOf<typeof documentBatchCalls> = {
  loteDocumentos: ({ trabajo }, context) =>
    Effect.gen(function* () {
      const batch = yield* ownBatch(trabajo, yield* principalOf(context))
      const status: LoteDocumentos = statusOf(batch)
      return ok(status)
    }),
  archivoLoteDocumentos: ({ trabajo }, context) =>
    Effect.gen(function* () {
      const batch = yield* ownBatch(trabajo, yield* principalOf(context))
      const zip = batch.estado === "listo" ? yield* archiveOf(trabajo) : null
      if (zip === null) return yield* new ApiFailure({ status: 409, message: batch.estado === "fallido" ? (batch.mensaje ?? documentTexts.loteFallido) : documentTexts.loteEnProceso })
      return HttpServerResponse.uint8Array(zip, {
        contentType: zipFile.contentType,
        headers: { "content-disposition": attachmentDisposition(batch.nombre, zipFile.extension), "cache-control": "no-store" },
      })
    }),
}

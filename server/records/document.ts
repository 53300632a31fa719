import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import type { EntityOf, RecordDescriptor } from "../../domain/records/descriptor"
import type { ApiFailure } from "../http/failure"
import type { ServerServices } from "../http/handler"
import type { PdfDocument } from "../pdf/render"
import { asEntity } from "./read-record"
import type { HookContext, Row } from "./table"

// The server's half of a record's printed documents (the descriptor declares them: domain/
// records/document.ts). A builder takes the stored record as the platform's one-record read gave
// it (server/records/read-record.ts: derived fields included, decoded by the descriptor) and answers
// the pdfmake definition and the file's name; the generic handler (./document-http.ts) checks
// key, scope and state before, and lays the PDF out on the worker pool after. Builders are
// registered in the record's RecordTable under the document's name, so the registry is keyed by
// resource and name; a declared document without its builder stops the server at start.

export interface BuiltDocument {
  readonly document: PdfDocument
  /** The PDF's name offered to the browser, without ".pdf" ("Constancia laboral CL-1-2026-00007"). */
  readonly filename: string
}

export type DocumentBuilder = (record: Row, ctx: HookContext) => Effect.Effect<BuiltDocument, ApiFailure | SqlError, ServerServices>

/** A resource's builders by document name. */
export type DocumentBuilders = Readonly<Record<string, DocumentBuilder>>

/** A builder that reads the record as its descriptor's type (`defineRecord`), with no casts of its own. */
export const typedDocument =
  <D extends RecordDescriptor>(
    d: D,
    build: (record: EntityOf<D>, ctx: HookContext) => Effect.Effect<BuiltDocument, ApiFailure | SqlError, ServerServices>,
  ): DocumentBuilder =>
  (record, ctx) =>
    Effect.flatMap(asEntity(d, record), (typed) => build(typed, ctx))

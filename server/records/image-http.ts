import { createHash } from "node:crypto"
import { HttpServerResponse } from "@effect/platform"
import type { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { messages } from "../../domain/messages"
import type { UploadedFile } from "../../domain/configuraciones/parametros-sistema"
import { auditNote } from "../audit/trail"
import { ApiFailure, notFound } from "../http/failure"
import { type HandlerContext, principalOf } from "../http/handler"
import { keptUpload } from "../images/kept-upload"
import { imageKindOf } from "../configuraciones/parametros-sistema-image-kind"
import type { ImageStore, RecordId } from "./image-store"
import { visibleRow } from "./read-record"
import type { RecordTable, Row } from "./table"

// A record image's (or document's) upload and download (./image-store.ts). The router has checked the key and
// that the record is inside the caller's workplaces (before reading the upload's bytes); the
// image is judged by its bytes, as the system's logo is, never by its name or declared type, and
// a JPEG or PNG is kept as decoded and encoded again (server/images/kept-upload.ts).

export interface ImageUpload {
  /** The audit row's entity and key column (entidad, `key=id`). */
  readonly entidad: string
  readonly key: string
  /** The audit note's field naming the uploaded version (e.g. logo_subido). */
  readonly noteField: string
  /** The record is not stored yet (404); the bytes are no JPEG or PNG (415). A JPEG or PNG that does not decode is a 422 of its own. */
  readonly nuevo: string
  readonly noValida: string
  /** What the bytes must be, judged by content: a JPEG or PNG by default; a document's own check (./document-kind.ts). */
  readonly kindOf?: (bytes: Uint8Array) => string | null
}

/** Stores an upload of a stored record and answers its version (the first 16 hex digits of its SHA-256). */
export const uploadImage = (store: ImageStore, upload: ImageUpload, id: RecordId, file: UploadedFile, context: HandlerContext) =>
  Effect.gen(function* () {
    if (!(yield* store.recordExists(id))) return yield* new ApiFailure({ status: 404, message: upload.nuevo })
    const kind = (upload.kindOf ?? imageKindOf)(file.bytes)
    if (kind === null) return yield* new ApiFailure({ status: 415, message: upload.noValida })
    const kept = yield* keptUpload(kind, file.bytes)
    const version = createHash("sha256").update(kept.bytes).digest("hex").slice(0, 16)
    yield* store.store(id, version, kept.kind, kept.bytes)
    // The bytes stay out of the log: what was uploaded, for which record, is enough.
    yield* auditNote(context, { entidad: upload.entidad, clave: `${upload.key}=${id}`, despues: { [upload.noteField]: version, tipo: kept.kind, bytes: file.bytes.length } })
    return { error: false as const, message: messages.datosGuardados, result: version }
  })

/** One version's bytes; a version names fixed bytes, so the browser may keep them. */
export const serveImage = (store: Pick<ImageStore, "read">, id: RecordId, version: string) =>
  Effect.gen(function* () {
    const image = yield* store.read(id, version)
    if (image === null) return yield* notFound()
    return HttpServerResponse.uint8Array(new Uint8Array(image.datos), {
      contentType: image.tipo,
      headers: { "cache-control": "private, max-age=31536000, immutable" },
    })
  })

/** A record's one kept file (a signed scan): when the record takes it, and how the record names it. */
export interface KeptFile {
  /** The refusal when the record, as stored, takes no file now (its state); undefined when it does. */
  readonly refusal: (row: Row) => ApiFailure | undefined
  /** Names the new version on the record once the upload is kept; the version it replaces is dropped after. */
  readonly name: (id: RecordId, version: string) => Effect.Effect<unknown, SqlError, SqlClient.SqlClient>
  /** The answer's message once the file is kept. */
  readonly message: string
}

/**
 * The file calls of a record beside its resource: each reads the record first through the
 * records platform (its scope decides, as for the list), so a refusal is JSON before any byte,
 * and 404 says `absent` when there is no such record.
 */
export const recordFiles = (t: RecordTable, store: ImageStore, upload: ImageUpload, absent: string) => {
  const visible = (id: RecordId, context: HandlerContext) =>
    Effect.gen(function* () {
      return yield* visibleRow(t, { [upload.key]: id }, yield* principalOf(context), absent)
    })
  return {
    upload: (id: RecordId, file: UploadedFile, context: HandlerContext) =>
      Effect.gen(function* () {
        yield* visible(id, context)
        return yield* uploadImage(store, upload, id, file, context)
      }),
    /** The upload as the record's one file: named on the record, the version it replaces dropped. */
    keep: (id: RecordId, file: UploadedFile, context: HandlerContext, kept: KeptFile) =>
      Effect.gen(function* () {
        const refusal = kept.refusal(yield* visible(id, context))
        if (refusal !== undefined) return yield* refusal
        const answer = yield* uploadImage(store, upload, id, file, context)
        yield* kept.name(id, answer.result)
        yield* store.dropUnused(id, answer.result)
        return { ...answer, message: kept.message }
      }),
    serve: (id: RecordId, version: string, context: HandlerContext) =>
      Effect.gen(function* () {
        yield* visible(id, context)
        return yield* serveImage(store, id, version)
      }),
  }
}

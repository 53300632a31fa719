import { createHash } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { candidateMessages } from "../../domain/personal/candidatos"
import {
  type DocumentoCandidato,
  type candidateDocumentEndpoints,
  candidateDocumentMessages as m,
  candidateDocumentsMax,
} from "../../domain/seleccion/gestion-candidatos-documentos-api"
import { candidateRecordMessages } from "../../domain/seleccion/gestion-candidatos-vocabulary"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { ApiFailure, refuse } from "../http/failure"
import { type HandlerContext, type HandlersOf, ok, principalOf } from "../http/handler"
import { keptUpload } from "../images/kept-upload"
import { todayInMexico } from "../organizacion/in-force"
import { documentKindOf } from "../records/document-kind"
import { serveImage } from "../records/image-http"
import type { StoredImage } from "../records/image-store"
import { visibleRow } from "../records/read-record"
import { nextSerial } from "../records/serial-key"
import { asRecordTable } from "../records/table"
import { candidateRecordsTable } from "./gestion-candidatos"

// A candidate's documents (domain/seleccion/gestion-candidatos-documentos-api.ts) in
// sel_candidatos_documentos (0313, 0317): one row a document with its bytes. Each call reads the
// candidate through SEL200's RecordTable first (its scope decides, as for the list: 404 absent,
// 403 outside the caller's companies), so a refusal is JSON before any byte. An upload is judged
// by its bytes as a pre-alta's scan is (server/records/document-kind.ts; a JPEG or PNG kept
// encoded again, server/images/kept-upload.ts) and stored at once; uploading or deleting counts as
// the candidate's activity. The bytes never leave the table but through the download.

const table = asRecordTable(candidateRecordsTable)

const candidate = (id_candidato: number, context: HandlerContext) =>
  Effect.gen(function* () {
    return yield* visibleRow(table, { id_candidato }, yield* principalOf(context), m.inexistente)
  })

/** An anonymised or hired candidate's documents stay as they are (none after anonymising). */
const changeable = (row: Readonly<Record<string, unknown>>) =>
  Effect.gen(function* () {
    if (row.anonimizado === "1") return yield* refuse(409, candidateRecordMessages.anonimizado)
    if (row.estado === "Contratado") return yield* refuse(409, candidateMessages.contratado)
  })

const touched = (id_candidato: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE candidatos SET f_ultima_actividad = ${yield* todayInMexico} WHERE id_candidato = ${id_candidato}`
  })

interface DocumentRow {
  readonly id_documento: number | string
  readonly tipo_documento: string
  readonly descripcion: string
  readonly formato: string
  readonly version: string
  readonly tamano: number | string
  readonly f_alta: string
}

const documents = (id_candidato: number, id_documento?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<DocumentRow>`SELECT id_documento, tipo_documento, descripcion, tipo AS formato, version, LENGTH(datos) AS tamano, f_alta
      FROM sel_candidatos_documentos WHERE id_candidato = ${id_candidato}
      ${id_documento === undefined ? sql.literal("") : sql`AND id_documento = ${id_documento}`}
      ORDER BY id_documento`
    return rows.map((r): DocumentoCandidato => ({ ...r, id_documento: Number(r.id_documento), tamano: Number(r.tamano) }))
  })

/** The bytes of one version among the candidate's documents (two documents may be the same file). */
const readDocument = (id_candidato: number | string, version: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<StoredImage>`SELECT tipo, datos FROM sel_candidatos_documentos
      WHERE id_candidato = ${id_candidato} AND version = ${version} ORDER BY id_documento LIMIT 1`
    return row ?? null
  })

export const candidateDocumentHandlers: HandlersOf<typeof candidateDocumentEndpoints> = {
  documentosCandidato: ({ id_candidato }, context) =>
    Effect.gen(function* () {
      yield* candidate(id_candidato, context)
      return ok(yield* documents(id_candidato))
    }),

  documentoCandidato: ({ id_candidato, version }, context) =>
    Effect.gen(function* () {
      yield* candidate(id_candidato, context)
      return yield* serveImage({ read: readDocument }, id_candidato, version)
    }),

  subirDocumentoCandidato: ({ id_candidato, tipo_documento, descripcion, file }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* changeable(yield* candidate(id_candidato, context))
      const sql = yield* SqlClient.SqlClient
      const [count] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM sel_candidatos_documentos WHERE id_candidato = ${id_candidato}`
      if (Number(count?.n ?? 0) >= candidateDocumentsMax) return yield* refuse(409, m.maximo)
      const kind = documentKindOf(file.bytes)
      if (kind === null) return yield* new ApiFailure({ status: 415, message: m.noValido })
      const kept = yield* keptUpload(kind, file.bytes)
      const version = createHash("sha256").update(kept.bytes).digest("hex").slice(0, 16)
      const id_documento = yield* nextSerial("sel_candidatos_documentos")
      yield* sql`INSERT INTO sel_candidatos_documentos ${sql.insert({
        id_documento,
        id_candidato,
        tipo_documento,
        descripcion,
        version,
        tipo: kept.kind,
        datos: Buffer.from(kept.bytes.buffer, kept.bytes.byteOffset, kept.bytes.byteLength),
        f_alta: new Date((yield* Now)()).toISOString(),
        id_usuario_alta: principal.id_usuario,
      })}`
      yield* touched(id_candidato)
      // The bytes stay out of the log: what was uploaded, for whom, is enough.
      yield* auditNote(context, {
        entidad: "candidato",
        clave: `id_candidato=${id_candidato}`,
        despues: { documento_subido: id_documento, tipo_documento, descripcion, version, tipo: kept.kind, bytes: file.bytes.length },
      })
      const [stored] = yield* documents(id_candidato, id_documento)
      if (stored === undefined) return yield* refuse(404, m.noEncontrado)
      return ok(stored, m.guardado)
    }),

  eliminarDocumentoCandidato: ({ id_candidato, id_documento }, context) =>
    Effect.gen(function* () {
      yield* changeable(yield* candidate(id_candidato, context))
      const [stored] = yield* documents(id_candidato, id_documento)
      if (stored === undefined) return yield* refuse(404, m.noEncontrado)
      const sql = yield* SqlClient.SqlClient
      yield* sql`DELETE FROM sel_candidatos_documentos WHERE id_candidato = ${id_candidato} AND id_documento = ${id_documento}`
      yield* touched(id_candidato)
      yield* auditNote(context, {
        entidad: "candidato",
        clave: `id_candidato=${id_candidato}`,
        antes: { id_documento, tipo_documento: stored.tipo_documento, descripcion: stored.descripcion, version: stored.version },
      })
      return ok({ id_documento }, m.eliminado)
    }),
}

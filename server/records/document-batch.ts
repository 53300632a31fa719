import { randomUUID } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { LoteDocumentos } from "../../domain/records/document"
import { Now } from "../clock"

// The batches of documents in progress or waiting to be downloaded, in the database
// (lotes_documentos): the server runs as several processes and the browser's polls reach any of
// them, while the batch is laid out by the process that took the request. A finished batch is
// kept for a while for its download; one whose process died mid-way (no progress for a while) is
// answered as failed, and the user asks again.

/** How long a finished batch waits for its download. */
const keptMs = 15 * 60_000
/** A batch in progress with no progress for this long lost its process. */
const staleMs = 5 * 60_000
/** Batches one user may have in progress at once. */
export const maxRunningPerUser = 2

export interface Batch {
  readonly trabajo: string
  readonly total: number
  readonly hechos: number
  readonly estado: LoteDocumentos["estado"]
  readonly mensaje: string | null
  readonly nombre: string
}

interface StoredBatch extends Batch {
  readonly actualizado: number | string
}

/** A batch whose process stopped answering reads as failed. */
const live = (b: StoredBatch, now: number): Batch =>
  b.estado === "en_proceso" && now - Number(b.actualizado) > staleMs ? { ...b, estado: "fallido", mensaje: null } : b

const sweep = (now: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM lotes_documentos WHERE actualizado < ${now - keptMs}`)

export const runningOf = (owner: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    const [row] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM lotes_documentos
      WHERE propietario = ${owner} AND estado = 'en_proceso' AND actualizado >= ${now - staleMs}`
    return Number(row?.n ?? 0)
  })

export const startBatch = (owner: string, total: number, nombre: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    yield* sweep(now)
    const batch: Batch = { trabajo: randomUUID(), total, hechos: 0, estado: "en_proceso", mensaje: null, nombre }
    yield* sql`INSERT INTO lotes_documentos ${sql.insert({ ...batch, propietario: owner, actualizado: now })}`
    return batch
  })

/** The batch, when it exists and this user started it. */
export const batchOf = (trabajo: string, owner: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<StoredBatch>`SELECT trabajo, total, hechos, estado, mensaje, nombre, actualizado
      FROM lotes_documentos WHERE trabajo = ${trabajo} AND propietario = ${owner}`
    return row === undefined ? undefined : live(row, (yield* Now)())
  })

/** The zip of a finished batch. */
export const archiveOf = (trabajo: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ archivo: Uint8Array | null }>`SELECT archivo FROM lotes_documentos WHERE trabajo = ${trabajo}`
    return row?.archivo ?? null
  })

export const progressed = (trabajo: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`UPDATE lotes_documentos SET hechos = hechos + 1, actualizado = ${(yield* Now)()} WHERE trabajo = ${trabajo}`
  })

export const finished = (trabajo: string, zip: Uint8Array) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    const archivo = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength)
    yield* sql`UPDATE lotes_documentos SET archivo = ${archivo}, estado = 'listo', actualizado = ${now}, terminado = ${now} WHERE trabajo = ${trabajo}`
  })

export const failed = (trabajo: string, mensaje: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    yield* sql`UPDATE lotes_documentos SET estado = 'fallido', mensaje = ${mensaje}, actualizado = ${now}, terminado = ${now} WHERE trabajo = ${trabajo}`
  })

/** What the browser is told of a batch. */
export const statusOf = (b: Batch): LoteDocumentos => ({ trabajo: b.trabajo, estado: b.estado, hechos: b.hechos, total: b.total, mensaje: b.mensaje })

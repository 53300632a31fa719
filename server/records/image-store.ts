import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"

// A record's image (a company's logo, a person's photo) or document (a candidate's CV, the files
// of a pre-alta's checklist), stored as the system's logo is (server/configuraciones/parametros-sistema.ts):
// the bytes in a table of their own beside the record, so lists and reads never carry them. Each
// upload is kept under its version (a hash of its bytes) and a column of the record names the one
// it uses (a record with several files, one column each); the record's save decides, as it does
// for every other field. What no save names is dropped: by the next upload (so a record holds at
// most its saved files and one upload in flight) and by the next save.

export interface StoredImage {
  readonly tipo: string
  readonly datos: Uint8Array
}

/** A record's key: an integer, or a folio a contract is named by. */
export type RecordId = number | string

/** Where one kind of image lives: its table, keyed by (key, version), and the record's table and column. */
export interface ImageTables {
  /** The images' table: key, version, tipo, datos. */
  readonly images: string
  /** The record's table and its key (the same name in both tables). */
  readonly records: string
  readonly key: string
  /** The record's column naming the version it uses, or its columns when it keeps several files. */
  readonly column: string | ReadonlyArray<string>
}

export interface ImageStore {
  /** Keeps an upload under its version; the same image uploaded twice is one row. */
  readonly store: (id: RecordId, version: string, tipo: string, datos: Uint8Array) => Effect.Effect<void, SqlError, SqlClient.SqlClient>
  /** One stored version of the record's image, or null. */
  readonly read: (id: RecordId, version: string) => Effect.Effect<StoredImage | null, SqlError, SqlClient.SqlClient>
  /** Whether a version names an upload of this record (what a save may keep). */
  readonly isStored: (id: RecordId, version: string) => Effect.Effect<boolean, SqlError, SqlClient.SqlClient>
  /** After a save: the versions the record does not name are gone (all of them for null or none). */
  readonly dropUnused: (id: RecordId, kept: string | null | ReadonlyArray<string | null>) => Effect.Effect<void, SqlError, SqlClient.SqlClient>
  /** Whether the record exists: an upload belongs to a stored record. */
  readonly recordExists: (id: RecordId) => Effect.Effect<boolean, SqlError, SqlClient.SqlClient>
}

export const imageStore = (t: ImageTables): ImageStore => {
  const columns = typeof t.column === "string" ? [t.column] : t.column
  const read = (id: RecordId, version: string) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      sql<StoredImage>`SELECT tipo, datos FROM ${sql(t.images)} WHERE ${sql(t.key)} = ${id} AND version = ${version}`,
    ).pipe(Effect.map((rows) => rows[0] ?? null))
  return {
    store: (id, version, tipo, datos) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        // Uploads the record never took (the form was cancelled, or replaced by this one) go now.
        const named = sql.or(columns.map((c) => sql`r.${sql(c)} = ${sql(t.images)}.version`))
        yield* sql`DELETE FROM ${sql(t.images)} WHERE ${sql(t.key)} = ${id} AND version <> ${version}
          AND NOT EXISTS (SELECT 1 FROM ${sql(t.records)} r WHERE r.${sql(t.key)} = ${id} AND ${named})`
        const taken = yield* sql`SELECT 1 AS x FROM ${sql(t.images)} WHERE ${sql(t.key)} = ${id} AND version = ${version}`
        if (taken.length > 0) return
        const value = Buffer.from(datos.buffer, datos.byteOffset, datos.byteLength)
        yield* sql`INSERT INTO ${sql(t.images)} ${sql.insert({ [t.key]: id, version, tipo, datos: value })}`
      }),
    read,
    isStored: (id, version) => Effect.map(read(id, version), (image) => image !== null),
    dropUnused: (id, kept) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) => {
        const versions = (typeof kept === "string" || kept === null ? [kept] : kept).filter((v): v is string => v !== null)
        return versions.length === 0
          ? sql`DELETE FROM ${sql(t.images)} WHERE ${sql(t.key)} = ${id}`
          : sql`DELETE FROM ${sql(t.images)} WHERE ${sql(t.key)} = ${id} AND version NOT IN ${sql.in(versions)}`
      }).pipe(Effect.asVoid),
    recordExists: (id) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS x FROM ${sql(t.records)} WHERE ${sql(t.key)} = ${id}`).pipe(
        Effect.map((rows) => rows.length > 0),
      ),
  }
}

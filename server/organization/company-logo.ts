import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// A company's logo, stored as the system's logo is (server/system-parameters/repo.ts): the bytes
// in their own table, beside the record, so lists and reads never carry them. Each upload is kept
// under its version (a hash of its bytes) and `empresas.logo` names the one the record uses; the
// record's save decides, as it does for every other field. What no save names is dropped: by the
// next upload (so a company holds at most its saved logo and one upload in flight) and by the
// next save.

export interface StoredLogo {
  readonly tipo: string
  readonly datos: Uint8Array
}

/** Keeps an upload under its version; the same image uploaded twice is one row. */
export const storeCompanyLogo = (id_empresa: number, version: string, tipo: string, datos: Uint8Array) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // Uploads the record never took (the form was cancelled, or replaced by this one) go now.
    yield* sql`DELETE FROM empresas_logos WHERE id_empresa = ${id_empresa} AND version <> ${version}
      AND NOT EXISTS (SELECT 1 FROM empresas e WHERE e.id_empresa = ${id_empresa} AND e.logo = empresas_logos.version)`
    const taken = yield* sql`SELECT 1 AS x FROM empresas_logos WHERE id_empresa = ${id_empresa} AND version = ${version}`
    if (taken.length > 0) return
    const value = Buffer.from(datos.buffer, datos.byteOffset, datos.byteLength)
    yield* sql`INSERT INTO empresas_logos ${sql.insert({ id_empresa, version, tipo, datos: value })}`
  })

/** One stored version of a company's logo, or null. */
export const readCompanyLogo = (id_empresa: number, version: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<StoredLogo>`SELECT tipo, datos FROM empresas_logos WHERE id_empresa = ${id_empresa} AND version = ${version}`
    return rows[0] ?? null
  })

/** Whether a version names an upload of this company (what a save may keep). */
export const logoStored = (id_empresa: number, version: string) =>
  Effect.map(readCompanyLogo(id_empresa, version), (logo) => logo !== null)

/** After a save: the versions the record does not name are gone. */
export const dropUnusedLogos = (id_empresa: number, kept: string | null) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    kept === null
      ? sql`DELETE FROM empresas_logos WHERE id_empresa = ${id_empresa}`
      : sql`DELETE FROM empresas_logos WHERE id_empresa = ${id_empresa} AND version <> ${kept}`,
  )

/** Whether the company exists: an upload belongs to a stored company. */
export const companyExists = (id_empresa: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS x FROM empresas WHERE id_empresa = ${id_empresa}`).pipe(
    Effect.map((rows) => rows.length > 0),
  )

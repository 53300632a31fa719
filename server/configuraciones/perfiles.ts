import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ModuleItem, ModuleRight, OptionItem, Profile } from "../../domain/configuraciones/perfiles-schema"

// Profiles (grupos) and their option rights (derechos_grupo). Rights are read from these rows
// on every request (server/auth/sessions.ts), so a saved assignment applies at once.

type Count = number | string

export const listProfiles = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) => sql<Profile>`SELECT id_grupo, n_grupo FROM grupos ORDER BY id_grupo`,
)

/** The stored profile whose key equals this one ignoring case. */
export const findProfile = (id_grupo: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<Profile>`SELECT id_grupo, n_grupo FROM grupos WHERE LOWER(id_grupo) = ${id_grupo.toLowerCase()}`
    return row
  })

export const insertProfile = (profile: Profile) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`INSERT INTO grupos ${sql.insert({ ...profile })}`)

export const renameProfile = (profile: Profile) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE grupos SET n_grupo = ${profile.n_grupo} WHERE id_grupo = ${profile.id_grupo}`)

/** Whether a user has the profile: one row tells, with no COUNT to coerce. */
export const profileInUse = (id_grupo: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT 1 AS x FROM usuarios WHERE id_grupo = ${id_grupo} LIMIT 1`
    return rows.length > 0
  })

export const deleteProfile = (id_grupo: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM derechos_grupo WHERE id_grupo = ${id_grupo}`
    yield* sql`DELETE FROM grupos WHERE id_grupo = ${id_grupo}`
  })

export const listModules = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) => sql<ModuleItem>`SELECT id_modulo AS opcion, n_modulo AS descri FROM modulos ORDER BY orden`,
)

export const optionsOfModule = (id_modulo: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<OptionItem>`SELECT clave, descri FROM opciones WHERE id_modulo = ${id_modulo} ORDER BY orden`,
  )

export const rightsOfProfile = (id_grupo: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<ModuleRight>`
      SELECT d.id_grupo, o.id_modulo AS opcion, d.clave, d.insertar, d.editar, d.borrar, d.lectura, o.descri, m.n_modulo AS modulo
      FROM derechos_grupo d
      JOIN opciones o ON o.clave = d.clave
      JOIN modulos m ON m.id_modulo = o.id_modulo
      WHERE d.id_grupo = ${id_grupo}
      ORDER BY m.orden, o.orden`,
  )

export const knownOptionCount = (claves: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (claves.length === 0) return 0
    const [row] = yield* sql<{ n: Count }>`SELECT COUNT(*) AS n FROM opciones WHERE ${sql.in("clave", claves)}`
    return Number(row?.n ?? 0)
  })

export interface RightRow {
  readonly clave: string
  readonly insertar: "1" | "0"
  readonly editar: "1" | "0"
  readonly borrar: "1" | "0"
  readonly lectura: "1" | "0"
}

/** Replaces the profile's whole list; the caller's transaction makes it all or nothing. */
export const replaceRights = (id_grupo: string, rights: ReadonlyArray<RightRow>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM derechos_grupo WHERE id_grupo = ${id_grupo}`
    // Chunks keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < rights.length; i += 150) {
      const chunk = rights.slice(i, i + 150).map((r) => ({ id_grupo, ...r }))
      yield* sql`INSERT INTO derechos_grupo ${sql.insert(chunk)}`
    }
  })

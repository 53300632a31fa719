import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import type { CatalogRow } from "../../domain/api/catalogs"
import type { Principal } from "../auth/principal"
import type { CatalogEntry } from "./registry"

// What the base registry (./registry.ts) and every area's lookups (server/<area>/*-catalogs.ts)
// build with: an entry's fixed query, a client's id read as an integer key, the caller's work
// centres, and the two ways an area adds to the registry. One copy, so that no area binds an id
// or merges another area's keys its own way.

export type CatalogRows = Effect.Effect<ReadonlyArray<CatalogRow>, SqlError, SqlClient.SqlClient>

type Registry = Readonly<Record<string, CatalogEntry>>

/** An entry's fixed query, run on the request's connection. */
export const catalogQuery = (build: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<CatalogRow>, SqlError>): CatalogRows =>
  Effect.flatMap(SqlClient.SqlClient, build)

/** A client's id as an integer key: anything but up to nine digits matches no row (-1). */
export const intId = (id: string | number): number => (typeof id === "number" ? id : /^\d{1,9}$/.test(id) ? Number(id) : -1)

/** Work centres the caller's role may see (permiso '1'): the employee lookups stay inside them. */
export const visibleCentres = (sql: SqlClient.SqlClient, caller: Principal) =>
  sql`SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${caller.id_rol} AND permiso = '1'`

/** The registry with the named entries readable with `keys` too; a name no area added stays absent. */
export const grantCatalogues = (base: Registry, names: ReadonlyArray<string>, keys: ReadonlyArray<string>): Registry => {
  const out: Record<string, CatalogEntry> = { ...base }
  for (const name of names) {
    const entry = out[name]
    if (entry !== undefined) out[name] = { ...entry, keys: [...new Set([...entry.keys, ...keys])] }
  }
  return out
}

/** The registry with an area's own entries: one of a name another area added keeps its query and gains the keys. */
export const addCatalogues = (base: Registry, own: Registry): Registry => {
  const out: Record<string, CatalogEntry> = { ...base }
  for (const [name, entry] of Object.entries(own)) {
    const existing = out[name]
    out[name] = existing === undefined ? entry : { ...existing, keys: [...new Set([...existing.keys, ...entry.keys])] }
  }
  return out
}

import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import { catalogNames } from "../../domain/api/catalogs"
import type { CatalogRow } from "../../domain/api/catalogs"
import { letterCatalogNames } from "../../domain/finiquitos/cartas-finiquito-lookups"
import type { Principal } from "../auth/principal"
import type { CatalogEntry } from "../catalogs/registry"
import { fullNameSql } from "../records/person-name"

// The lookups of Cartas finiquito (FIN200): the shared selects it reads (the active employees of
// the caller's centres, for the representative; the caller's companies, for the filter) readable
// with its key too, and the finiquitos a letter may name: Autorizado or Pagado, of people in the
// caller's centres, labelled by folio and name. A stored letter's finiquito reads in any state.

type Rows = Effect.Effect<ReadonlyArray<CatalogRow>, SqlError, SqlClient.SqlClient>
const query = (build: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<CatalogRow>, SqlError>): Rows => Effect.flatMap(SqlClient.SqlClient, build)

const key = "FIN200"

const shared: ReadonlyArray<string> = [catalogNames.empleadosActivos, catalogNames.empresasDelRol]

const visibleCentres = (sql: SqlClient.SqlClient, caller: Principal) => sql`SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${caller.id_rol} AND permiso = '1'`
const label = `f.folio || ' - ' || ${fullNameSql("e")}`
const asInt = (id: string | number): number => (typeof id === "number" ? id : /^\d{1,9}$/.test(id) ? Number(id) : -1)

const own: Readonly<Record<string, CatalogEntry>> = {
  [letterCatalogNames.finiquitosParaCarta]: {
    keys: [key],
    list: (caller) =>
      query(
        (sql) => sql`SELECT f.id_finiquito, ${sql.literal(label)} AS n_finiquito, f.causa, f.neto FROM finiquitos f JOIN empleados e ON e.id_empleado = f.id_empleado
          WHERE f.estado IN ('Autorizado', 'Pagado') AND e.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY f.id_finiquito DESC`,
      ),
    byColumn: {
      id_finiquito: (caller, id) =>
        query(
          (sql) => sql`SELECT f.id_finiquito, ${sql.literal(label)} AS n_finiquito, f.causa, f.neto FROM finiquitos f JOIN empleados e ON e.id_empleado = f.id_empleado
            WHERE f.id_finiquito = ${asInt(id)} AND e.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
}

/** The registry with this page's lookups: the shared ones readable with its key, and its own. */
export const withSettlementLetterCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => {
  const out: Record<string, CatalogEntry> = { ...base }
  for (const name of shared) {
    const entry = out[name]
    if (entry !== undefined) out[name] = { ...entry, keys: [...new Set([...entry.keys, key])] }
  }
  for (const [name, entry] of Object.entries(own)) {
    const existing = out[name]
    out[name] = existing === undefined ? entry : { ...existing, keys: [...new Set([...existing.keys, ...entry.keys])] }
  }
  return out
}

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { organizationReferencesEndpoints } from "../../domain/organizacion/tablas-referencia-api"
import { type HandlersOf, ok } from "../http/handler"
import { todayInMexico } from "./in-force"
import { dateTextSql } from "../records/date-text"
import { numOrNull } from "../records/stored-values"

// The lookups of the reference catalogues: fixed queries over the active rows.

export const organizationReferencesHandlers: HandlersOf<typeof organizationReferencesEndpoints> = {
  paises: () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<{ id_pais: number; n_pais: string }>`SELECT id_pais, n_pais FROM paises WHERE activo = '1' ORDER BY n_pais, id_pais`
      return ok(rows.map((r) => ({ id_pais: Number(r.id_pais), n_pais: r.n_pais })))
    }),

  getEstados: ({ id_pais }) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<{ id_estado: number; id_pais: number; n_estado: string; clave_curp: string | null; clave_sat: string | null }>`
        SELECT id_estado, id_pais, n_estado, clave_curp, clave_sat FROM estados
        WHERE activo = '1' AND id_pais = ${id_pais} ORDER BY n_estado, id_estado`
      return ok(rows.map((r) => ({ ...r, id_estado: Number(r.id_estado), id_pais: Number(r.id_pais) })))
    }),

  getCiudades: ({ id_estado }) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const byState = id_estado === undefined ? sql.literal("1=1") : sql`id_estado = ${id_estado}`
      const rows = yield* sql<{ id_ciudad: number; id_estado: number; n_ciudad: string }>`
        SELECT id_ciudad, id_estado, n_ciudad FROM ciudades WHERE activo = '1' AND ${byState} ORDER BY n_ciudad, id_ciudad`
      return ok(rows.map((r) => ({ id_ciudad: Number(r.id_ciudad), id_estado: Number(r.id_estado), n_ciudad: r.n_ciudad })))
    }),

  getZonas: () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const today = yield* todayInMexico
      const start = dateTextSql(sql, "w.f_inicio")
      const rows = yield* sql<{ id_zona: string; n_zona: string; salario_diario: unknown; f_inicio: string | null }>`
        SELECT z.id_zona, z.n_zona, w.salario_diario, ${start} AS f_inicio
        FROM zonas z
        LEFT JOIN zonas_salarios_minimos w ON w.id_zona = z.id_zona AND w.f_inicio = (
          SELECT MAX(x.f_inicio) FROM zonas_salarios_minimos x WHERE x.id_zona = z.id_zona AND x.f_inicio <= ${today})
        WHERE z.activo = '1' ORDER BY z.n_zona, z.id_zona`
      return ok(rows.map((r) => ({ id_zona: r.id_zona, n_zona: r.n_zona, salario_diario: numOrNull(r.salario_diario), f_inicio: r.f_inicio ?? null })))
    }),

  getPlazas: () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<{ id_plaza: string; n_plaza: string }>`SELECT id_plaza, n_plaza FROM plazas WHERE activo = '1' ORDER BY n_plaza, id_plaza`
      return ok(rows)
    }),
}

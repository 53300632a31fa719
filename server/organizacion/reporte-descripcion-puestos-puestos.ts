import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { PuestoDescripcionOpcion } from "../../domain/organizacion/reporte-descripcion-puestos-api"

// The puestos the job description report may print: those of one company (the router has
// checked the company is the caller's). Puestos belong to a company, not to a work centre.

/** Every puesto of the company, active or not, by name. */
export const puestosOfCompany = (id_empresa: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_puesto: string; n_puesto: string; n_depto: string | null; activo: string }>`
      SELECT p.id_puesto, p.n_puesto, d.n_depto, p.activo
      FROM puestos p LEFT JOIN departamentos d ON d.id_depto = p.id_depto
      WHERE p.id_empresa = ${id_empresa}
      ORDER BY p.n_puesto, p.id_puesto`
    return rows.map((r): PuestoDescripcionOpcion => ({ ...r, activo: String(r.activo) === "1" ? "1" : "0" }))
  })

/** Whether every id names a puesto of the company (so none of another company is printed). */
export const allPuestosOfCompany = (id_empresa: number, ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const unique = [...new Set(ids)]
    const rows = yield* sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM puestos WHERE id_empresa = ${id_empresa} AND id_puesto IN ${sql.in(unique)}`
    return Number(rows[0]?.n ?? 0) === unique.length
  })

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Principal } from "../auth/principal"
import { scopeCondition } from "../records/queries"
import { inForce } from "./in-force"
import { dateTextSql } from "../records/date-text"

// Who sits today in the positions of some puestos, for the printed job description. Only
// positions of the caller's work centres are listed: a puesto is the company's, but the people in
// its seats are their centres', and the report must not show a role someone it may not see.

export interface Ocupante {
  readonly id_puesto: string
  readonly id_posicion: string
  readonly n_posicion: string
  readonly n_empleado: string
  readonly n_centro_trabajo: string
  /** Since when this person sits in the seat (YYYY-MM-DD). */
  readonly desde: string
}

/** The occupants on `day` of the positions in force that day, by puesto, then position name. */
export const occupantsOf = (ids: ReadonlyArray<string>, day: string, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const unique = [...new Set(ids)]
    const rows = yield* sql<Ocupante>`
      SELECT po.id_puesto, po.id_posicion, po.n_posicion,
        e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(e.apellido_materno), ''), '') AS n_empleado,
        ct.n_centro_trabajo, ${dateTextSql(sql, "op.f_inicio")} AS desde
      FROM posiciones po
      JOIN ocupaciones_posicion op ON op.id_posicion = po.id_posicion AND ${inForce(sql, "op", day)}
      JOIN empleados e ON e.id_empleado = op.id_empleado
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = po.id_centro_trabajo
      WHERE po.id_puesto IN ${sql.in(unique)} AND ${inForce(sql, "po", day)}
        AND ${scopeCondition(sql, "centro_trabajo", "po.id_centro_trabajo", principal)}
      ORDER BY po.id_puesto, po.n_posicion, po.id_posicion`
    const byPuesto = new Map<string, Array<Ocupante>>()
    for (const r of rows) {
      const row: Ocupante = { ...r, id_puesto: String(r.id_puesto), desde: String(r.desde).slice(0, 10) }
      const list = byPuesto.get(row.id_puesto)
      if (list === undefined) byPuesto.set(row.id_puesto, [row])
      else list.push(row)
    }
    return byPuesto
  })

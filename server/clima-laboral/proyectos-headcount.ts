import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { eligibleBy } from "../../domain/rules/nom035-scope"

// The people of a work centre on a day, as Clima laboral counts them (NOM-035 sizes a centre by
// its workers): hired on or before the day and not yet left (no baja, or a baja after it). The
// centre is the person's current one: the system keeps no history of centre changes.

/** How many workers the centre had on `day`. */
export const headcountOn = (id_centro_trabajo: number, day: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM empleados
      WHERE id_centro_trabajo = ${id_centro_trabajo} AND f_ingreso <= ${day}
        AND ((f_baja IS NULL AND activo = '1') OR f_baja > ${day})`
    return Number(row?.n ?? 0)
  })

export interface Eligible {
  readonly id_empleado: number
  readonly id_depto: number
  readonly sexo: "H" | "M"
}

/**
 * Who may take part in a project starting on `day`: the centre's active workers with at least a
 * month in it by then (MODULES-MX §4.2 [D]), by id.
 */
export const eligibleOn = (id_centro_trabajo: number, day: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_empleado: number | string; id_depto: number | string; sexo: "H" | "M"; f_ingreso: string }>`
      SELECT id_empleado, id_depto, sexo, f_ingreso FROM empleados
      WHERE id_centro_trabajo = ${id_centro_trabajo} AND activo = '1' AND f_ingreso <= ${day}
      ORDER BY id_empleado`
    return rows
      .filter((r) => eligibleBy(r.f_ingreso, day))
      .map((r): Eligible => ({ id_empleado: Number(r.id_empleado), id_depto: Number(r.id_depto), sexo: r.sexo }))
  })

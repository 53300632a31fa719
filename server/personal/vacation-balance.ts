import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { VacationBalanceInput, VacationPeriod } from "../../domain/rules/vacation-balance"
import { shiftDay } from "../../domain/rules/working-days"
import { dateText } from "../records/date-text"

// What the vacation balance of one person is computed from (domain/rules/vacation-balance.ts):
// their seniority date, the parameter meses_vacas, their approved periods (periodos_vacaciones,
// the table the dashboard counts) from the year before the running one on, and their vacation
// requests still waiting for a decision.

/** Serializes the vacation writes of one person on PostgreSQL (SQLite has one writer anyway). */
export const lockEmployee = (id_empleado: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.onDialectOrElse({
      pg: () => Effect.asVoid(sql`SELECT id_empleado FROM empleados WHERE id_empleado = ${id_empleado} FOR UPDATE`),
      orElse: () => Effect.void,
    }),
  )

const periodsOf = (rows: ReadonlyArray<{ f_inicio: string; f_fin: string }>): ReadonlyArray<VacationPeriod> =>
  rows.map((r) => ({ f_inicio: String(r.f_inicio).trim(), f_fin: String(r.f_fin).trim() }))

/**
 * The balance's input for one employee on `today`, or undefined when the employee does not exist.
 * `exceptRequest` leaves one request out of the pending ones (the one being decided).
 */
export const vacationInput = (id_empleado: number, today: string, exceptRequest?: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [person] = yield* sql<{ f_antiguedad: string | null; f_ingreso: string }>`
      SELECT f_antiguedad, f_ingreso FROM empleados WHERE id_empleado = ${id_empleado}`
    if (person === undefined) return undefined
    const fAntiguedad = String(person.f_antiguedad ?? person.f_ingreso).trim()
    const [parameters] = yield* sql<{ meses_vacas: number | string | null }>`SELECT meses_vacas FROM parametros_sistema WHERE id = 1`
    // The year before the running one starts less than two years back; older periods count for nothing.
    const since = shiftDay(today, -800)
    const approved = yield* sql<{ f_inicio: string; f_fin: string }>`
      SELECT f_inicio, f_fin FROM periodos_vacaciones WHERE id_empleado = ${id_empleado} AND f_fin >= ${since} ORDER BY f_inicio`
    const pending = yield* sql<{ f_inicio: string; f_fin: string }>`
      SELECT ${sql.literal(dateText(sql, "f_inicio"))} AS f_inicio, ${sql.literal(dateText(sql, "f_fin"))} AS f_fin
      FROM solicitudes_portal
      WHERE id_empleado = ${id_empleado} AND id_tipo_solicitud = 'VAC' AND estado IN ('Pendiente', 'En autorización')
        AND id_solicitud <> ${exceptRequest ?? 0}`
    const meses = parameters?.meses_vacas === null || parameters?.meses_vacas === undefined ? null : Number(parameters.meses_vacas)
    const input: VacationBalanceInput = {
      f_antiguedad: fAntiguedad,
      today,
      meses_vacas: meses !== null && Number.isFinite(meses) ? meses : null,
      approved: periodsOf(approved),
      pending: periodsOf(pending),
    }
    return input
  })

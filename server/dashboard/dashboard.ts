import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { CompanyChartRow, DepartmentChartRow } from "../../domain/dashboard/dashboard"
import type { MonthRange } from "../dates"

// Every figure is limited to the work centres the user's role may see (permiso '1').
// COUNT answers bigint on PostgreSQL (a string over the wire), hence the Number() calls.

type Count = number | string

export interface Totals {
  readonly totalEmpleados: number
  readonly totalMasculinos: number
  readonly totalFemenino: number
  readonly totalAltas: number
  readonly totalBajas: number
  readonly totalCumple: number
  readonly totalVacas: number
}

export const visibleCompanies = (idRol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql<{ id_empresa: number; n_empresa: string }>`
      SELECT DISTINCT em.id_empresa, em.n_empresa
      FROM permisos_rol pr JOIN empresas em ON em.id_empresa = pr.id_empresa
      WHERE pr.id_rol = ${idRol} AND pr.permiso = '1'
      ORDER BY em.id_empresa`
  })

export const totals = (idRol: string, month: MonthRange) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const visible = sql`SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${idRol} AND permiso = '1'`
    // One round trip. Active people by sex are summed from tablero_activos (a row per department
    // and sex, kept by triggers, migration 0079); the month's figures are index ranges of a few
    // thousand entries; the vacationers' centre is carried by their periods. "+ 0": given a plain
    // column, SQLite counts the distinct employees by walking every period in employee order
    // (periodos_vacaciones_empleado) instead of the month's range of periodos_vacaciones_tablero.
    const [row] = yield* sql<{ masculinos: Count | null; femenino: Count | null; altas: Count; bajas: Count; cumple: Count; vacas: Count }>`
      SELECT
        (SELECT SUM(a.activos) FROM tablero_activos a
          WHERE a.id_centro_trabajo IN (${visible}) AND a.sexo = 'H') AS masculinos,
        (SELECT SUM(a.activos) FROM tablero_activos a
          WHERE a.id_centro_trabajo IN (${visible}) AND a.sexo = 'M') AS femenino,
        (SELECT COUNT(*) FROM empleados e
          WHERE e.f_ingreso BETWEEN ${month.first} AND ${month.last} AND e.id_centro_trabajo IN (${visible})) AS altas,
        (SELECT COUNT(*) FROM empleados e
          WHERE e.f_baja BETWEEN ${month.first} AND ${month.last} AND e.id_centro_trabajo IN (${visible})) AS bajas,
        (SELECT COUNT(*) FROM empleados e
          WHERE SUBSTR(f_nacimiento, 6, 2) = ${month.month} AND e.activo = '1' AND e.id_centro_trabajo IN (${visible})) AS cumple,
        (SELECT COUNT(DISTINCT v.id_empleado + 0) FROM periodos_vacaciones v
          WHERE v.f_fin >= ${month.first} AND v.f_inicio <= ${month.last} AND v.id_centro_trabajo IN (${visible})) AS vacas`
    const masculinos = Number(row?.masculinos ?? 0)
    const femenino = Number(row?.femenino ?? 0)
    const result: Totals = {
      // sexo is 'H' or 'M' by constraint, so the active total is their sum.
      totalEmpleados: masculinos + femenino,
      totalMasculinos: masculinos,
      totalFemenino: femenino,
      totalAltas: Number(row?.altas ?? 0),
      totalBajas: Number(row?.bajas ?? 0),
      totalCumple: Number(row?.cumple ?? 0),
      totalVacas: Number(row?.vacas ?? 0),
    }
    return result
  })

// Both charts sum tablero_activos (a row per centre, department and sex) instead of counting
// people; a group whose people have all left (its rows at zero) has no bar, as before.
export const employeesByCompany = (idRol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ n_empresa: string; empleados: Count }>`
      SELECT em.n_empresa, SUM(a.activos) AS empleados
      FROM tablero_activos a
      JOIN centros_trabajo ct ON ct.id_centro_trabajo = a.id_centro_trabajo
      JOIN empresas em ON em.id_empresa = ct.id_empresa
      WHERE a.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${idRol} AND permiso = '1')
      GROUP BY em.id_empresa, em.n_empresa
      HAVING SUM(a.activos) > 0
      ORDER BY em.n_empresa`
    return rows.map((r): CompanyChartRow => ({ n_empresa: r.n_empresa, empleados: Number(r.empleados) }))
  })

/** Departments of the same name in several work centres are one bar, as users name them. */
export const employeesByDepartment = (idRol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ n_depto: string; cuantos: Count }>`
      SELECT d.n_depto, SUM(a.activos) AS cuantos
      FROM tablero_activos a
      JOIN departamentos d ON d.id_depto = a.id_depto
      WHERE a.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${idRol} AND permiso = '1')
      GROUP BY d.n_depto
      HAVING SUM(a.activos) > 0
      ORDER BY d.n_depto`
    return rows.map((r): DepartmentChartRow => ({ n_depto: r.n_depto, cuantos: Number(r.cuantos) }))
  })

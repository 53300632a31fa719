import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ClimateProgress, ClimateProjectOption, DepartmentProgress } from "../../domain/clima-laboral/empleados-depto-api"
import type { Principal } from "../auth/principal"
import { dateTextSql } from "../records/date-text"
import { scopeCondition } from "../records/queries"

// CLI210's reads: the projects to choose from and a project's participation by department.
// Counts only: the page never lists who answered.

/** The projects of the caller's centres that are not cancelled, newest first. */
export const climateProjectOptions = (principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_proyecto: number | string; n_proyecto: string; n_centro_trabajo: string; estado: string }>`
      SELECT t.id_proyecto, t.n_proyecto, ct.n_centro_trabajo, t.estado
      FROM proyectos_clima t JOIN centros_trabajo ct ON ct.id_centro_trabajo = t.id_centro_trabajo
      WHERE t.estado <> 'Cancelado' AND ${scopeCondition(sql, "centro_trabajo", "t.id_centro_trabajo", principal)}
      ORDER BY t.f_inicio DESC, t.id_proyecto DESC`
    return rows.map((r): ClimateProjectOption => ({ id_proyecto: Number(r.id_proyecto), n_proyecto: r.n_proyecto, n_centro_trabajo: r.n_centro_trabajo, estado: r.estado }))
  })

/** The project's departments (those of its centre, and any a participant is in) with their counts. */
export const climateProgress = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [p] = yield* sql<{
      n_proyecto: string
      n_centro_trabajo: string
      id_centro_trabajo: number | string
      estado: string
      guias: string
      num_trabajadores: number | string
      usar_muestra: string
      tamano_muestra: number | string | null
      semilla: number | string | null
      f_inicio: string
    }>`SELECT t.n_proyecto, ct.n_centro_trabajo, t.id_centro_trabajo, t.estado, t.guias, t.num_trabajadores, t.usar_muestra, t.tamano_muestra, t.semilla,
         ${dateTextSql(sql, "t.f_inicio")} AS f_inicio
       FROM proyectos_clima t JOIN centros_trabajo ct ON ct.id_centro_trabajo = t.id_centro_trabajo WHERE t.id_proyecto = ${id_proyecto}`
    const centre = Number(p?.id_centro_trabajo ?? 0)
    const day = p?.f_inicio ?? ""
    const rows = yield* sql<{
      id_depto: number | string
      n_depto: string
      trabajadores: number | string
      seleccionados: number | string
      hombres: number | string | null
      mujeres: number | string | null
      invitados: number | string | null
      respondieron: number | string | null
    }>`
      SELECT d.id_depto, d.n_depto,
        (SELECT COUNT(*) FROM empleados e WHERE e.id_depto = d.id_depto AND e.id_centro_trabajo = ${centre} AND e.f_ingreso <= ${day}
           AND ((e.f_baja IS NULL AND e.activo = '1') OR e.f_baja > ${day})) AS trabajadores,
        COUNT(cp.id_empleado) AS seleccionados,
        SUM(CASE WHEN cp.sexo = 'H' THEN 1 ELSE 0 END) AS hombres,
        SUM(CASE WHEN cp.sexo = 'M' THEN 1 ELSE 0 END) AS mujeres,
        SUM(CASE WHEN cp.envios > 0 THEN 1 ELSE 0 END) AS invitados,
        SUM(CASE WHEN cp.respondio = '1' THEN 1 ELSE 0 END) AS respondieron
      FROM departamentos d
      LEFT JOIN clima_participantes cp ON cp.id_depto = d.id_depto AND cp.id_proyecto = ${id_proyecto}
      WHERE d.id_centro_trabajo = ${centre} OR d.id_depto IN (SELECT x.id_depto FROM clima_participantes x WHERE x.id_proyecto = ${id_proyecto})
      GROUP BY d.id_depto, d.n_depto
      ORDER BY d.n_depto, d.id_depto`
    const deptos = rows.map(
      (r): DepartmentProgress => ({
        id_depto: Number(r.id_depto),
        n_depto: r.n_depto,
        trabajadores: Number(r.trabajadores),
        seleccionados: Number(r.seleccionados),
        hombres: Number(r.hombres ?? 0),
        mujeres: Number(r.mujeres ?? 0),
        invitados: Number(r.invitados ?? 0),
        respondieron: Number(r.respondieron ?? 0),
      }),
    )
    const progress: ClimateProgress = {
      id_proyecto,
      n_proyecto: p?.n_proyecto ?? "",
      n_centro_trabajo: p?.n_centro_trabajo ?? "",
      estado: p?.estado ?? "",
      guias: p?.guias ?? "",
      num_trabajadores: Number(p?.num_trabajadores ?? 0),
      usar_muestra: p?.usar_muestra ?? "0",
      tamano_muestra: p?.tamano_muestra === null || p?.tamano_muestra === undefined ? null : Number(p.tamano_muestra),
      semilla: p?.semilla === null || p?.semilla === undefined ? null : Number(p.semilla),
      deptos,
    }
    return progress
  })

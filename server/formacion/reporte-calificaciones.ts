import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { CalificacionParticipante, ReporteCalificaciones, ReporteCalificacionesRequest } from "../../domain/formacion/reporte-calificaciones-api"
import { averageGrade } from "../../domain/rules/training-figures"
import type { Principal } from "../auth/principal"
import { numberedNameSql } from "../records/person-name"
import type { PageWindow } from "../records/report"
import { courseConditions, participantInDepartment } from "./reportes-cursos"

// The read of FOR600, a page at a time in SQL (a large employer's year holds tens of thousands
// of participations): the page's rows ordered by course and name, and the figures over every row
// (count, graded, passing, mean) in one aggregate on the same conditions. The mean is the
// domain's, from the grades' sum and count.

interface Row {
  readonly id_proyecto: number | string
  readonly n_curso: string
  readonly f_fin: unknown
  readonly calificacion_minima: number | string
  readonly id_empleado: number | string
  readonly colaborador: string
  readonly n_depto: string
  readonly estado: string
  readonly calificacion: number | string | null
}

interface Figures {
  readonly participantes: number | string
  readonly calificados: number | string
  readonly aprobatorias: number | string | null
  readonly suma: number | string | null
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10))

export const readGradesPage = (request: ReporteCalificacionesRequest, principal: Principal, page: PageWindow | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const from = sql`FROM proyectos_formacion c
      JOIN proyectos_formacion_participantes p ON p.id_proyecto = c.id_proyecto
      JOIN empleados e ON e.id_empleado = p.id_empleado
      JOIN departamentos dp ON dp.id_depto = e.id_depto`
    const conditions = (form: "exists" | "in") =>
      sql.and([
        ...courseConditions(sql, request, principal, form),
        sql`p.estado <> 'Baja'`,
        ...participantInDepartment(sql, request),
        ...(request.id_proyecto === undefined ? [] : [sql`c.id_proyecto = ${request.id_proyecto}`]),
      ])
    const rows = yield* sql<Row>`
      SELECT c.id_proyecto, c.n_curso, c.f_fin, c.calificacion_minima, e.id_empleado, ${sql.literal(numberedNameSql("e"))} AS colaborador,
        dp.n_depto, p.estado, p.calificacion
      ${from} WHERE ${conditions("exists")}
      ORDER BY c.f_inicio, c.id_proyecto, e.apellido_paterno, e.apellido_materno, e.nombre, e.id_empleado
      ${page === undefined ? sql`` : sql`LIMIT ${page.limit} OFFSET ${page.offset}`}`
    // The figures need no person's row: the participants' (course, state, person, grade) index covers them.
    const [figures] = yield* sql<Figures>`
      SELECT COUNT(*) AS participantes, COUNT(p.calificacion) AS calificados,
        SUM(CASE WHEN p.calificacion >= c.calificacion_minima THEN 1 ELSE 0 END) AS aprobatorias, SUM(p.calificacion) AS suma
      FROM proyectos_formacion c JOIN proyectos_formacion_participantes p ON p.id_proyecto = c.id_proyecto
      WHERE ${conditions("in")}`
    const filas: ReadonlyArray<CalificacionParticipante> = rows.map((r) => ({
      id_proyecto: Number(r.id_proyecto),
      n_curso: r.n_curso,
      f_fin: iso(r.f_fin),
      calificacion_minima: Number(r.calificacion_minima),
      id_empleado: Number(r.id_empleado),
      colaborador: r.colaborador,
      n_depto: r.n_depto,
      estado: r.estado,
      calificacion: r.calificacion === null ? null : Number(r.calificacion),
    }))
    const participantes = Number(figures?.participantes ?? 0)
    const result: ReporteCalificaciones = {
      filas,
      totales: {
        participantes,
        calificados: Number(figures?.calificados ?? 0),
        aprobatorias: Number(figures?.aprobatorias ?? 0),
        promedio: averageGrade(Number(figures?.suma ?? 0), Number(figures?.calificados ?? 0)),
      },
    }
    return { result, total: participantes }
  })

export const readGrades = (request: ReporteCalificacionesRequest, principal: Principal) => Effect.map(readGradesPage(request, principal, undefined), (p) => p.result)

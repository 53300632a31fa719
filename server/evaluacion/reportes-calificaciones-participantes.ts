import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import { type GradeReportRequest, gradeReportFilterMessages as m } from "../../domain/evaluacion/reportes-calificaciones-filtros"
import type { Principal } from "../auth/principal"
import { employeeOfUser } from "../authorizations/repo"
import { refuse } from "../http/failure"
import { numberedNameSql } from "../records/person-name"
import type { PageWindow } from "../records/report"
import { companyVisible, scopeCondition } from "../records/queries"

// What EVA360 and EVA365 share: the cycle, read only when it is of the caller's companies (404
// otherwise) and has the report's component (409), and a page of its participants in SQL: those
// of the caller's centres (the place they had on publishing, as every Evaluación read), filtered
// by empresa, centro and departamento, ordered by name, with the count on the same conditions.
// The caller's own participation is left out: these are HR's reports, and a person's 360 reaches
// them only through their feedback session.

export interface GradeProject {
  readonly id_proyecto: number
  readonly n_proyecto: string
  readonly tipo: string
  readonly id_empresa: number
  readonly id_encuesta_360: number | null
  /** The row as read, for the 360 rule (escala, min_*, peso_*). */
  readonly row: Readonly<Record<string, unknown>>
}

export const gradeProject = (id_proyecto: number, principal: Principal, kinds: ReadonlyArray<string>, wrongKind: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<Record<string, unknown>>`
      SELECT p.id_proyecto, p.n_proyecto, p.tipo, p.id_empresa, p.fase_actual, p.id_encuesta_360, p.escala, p.min_pares, p.min_subordinados,
        p.peso_auto, p.peso_jefe, p.peso_pares, p.peso_subordinados, p.peso_clientes
      FROM eva_proyectos p WHERE p.id_proyecto = ${id_proyecto} AND p.estado <> 'Borrador'
        AND ${companyVisible(sql, sql.literal("p.id_empresa"), principal.id_rol)}`
    if (row === undefined) return yield* refuse(404, m.noExiste)
    if (!kinds.includes(String(row.tipo))) return yield* refuse(409, wrongKind)
    return {
      id_proyecto: Number(row.id_proyecto),
      n_proyecto: String(row.n_proyecto),
      tipo: String(row.tipo),
      id_empresa: Number(row.id_empresa),
      id_encuesta_360: row.id_encuesta_360 === null || row.id_encuesta_360 === undefined ? null : Number(row.id_encuesta_360),
      row,
    } satisfies GradeProject
  })

export interface GradeParticipant {
  readonly id_empleado: number
  readonly colaborador: string
  readonly n_depto: string
  readonly n_puesto: string
  readonly id_puesto: string
}

interface ParticipantRow {
  readonly id_empleado: number | string
  readonly colaborador: string
  readonly n_depto: string
  readonly n_puesto: string
  readonly id_puesto: string
}

type Only = (sql: SqlClient.SqlClient) => ReadonlyArray<Fragment>

/**
 * The conditions on `pa` (eva_participantes) of the participants the caller may read with these
 * filters, in either spelling of the scope (server/records/queries.ts), plus `only`'s.
 */
export const participantConditions = (project: GradeProject, request: GradeReportRequest, principal: Principal, only: Only = () => []) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const me = yield* employeeOfUser(principal.id_usuario)
    return (form: "exists" | "in") =>
      sql.and([
        sql`pa.id_proyecto = ${project.id_proyecto}`,
        scopeCondition(sql, "centro_trabajo", "pa.id_centro_trabajo", principal, form),
        ...(request.id_empresa === undefined || request.id_empresa === project.id_empresa ? [] : [sql`1 = 0`]),
        ...(request.id_centro_trabajo === undefined ? [] : [sql`pa.id_centro_trabajo = ${request.id_centro_trabajo}`]),
        ...(request.id_depto === undefined ? [] : [sql`pa.id_depto = ${request.id_depto}`]),
        ...(me === undefined ? [] : [sql`pa.id_empleado <> ${me}`]),
        ...only(sql),
      ])
  })

/** One page of the cycle's participants the caller may read (all of them without a window), and their count. */
export const gradeParticipants = (project: GradeProject, request: GradeReportRequest, principal: Principal, page: PageWindow | undefined, only: Only = () => []) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const conditions = yield* participantConditions(project, request, principal, only)
    const rows = yield* sql<ParticipantRow>`
      SELECT pa.id_empleado, ${sql.literal(numberedNameSql("e"))} AS colaborador, dp.n_depto, pu.n_puesto, pa.id_puesto
      FROM eva_participantes pa JOIN empleados e ON e.id_empleado = pa.id_empleado
        JOIN departamentos dp ON dp.id_depto = pa.id_depto JOIN puestos pu ON pu.id_puesto = pa.id_puesto
      WHERE ${conditions("exists")}
      ORDER BY e.apellido_paterno, e.apellido_materno, e.nombre, pa.id_empleado
      ${page === undefined ? sql`` : sql`LIMIT ${page.limit} OFFSET ${page.offset}`}`
    const [count] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM eva_participantes pa WHERE ${conditions("in")}`
    const people: ReadonlyArray<GradeParticipant> = rows.map((r) => ({
      id_empleado: Number(r.id_empleado),
      colaborador: r.colaborador,
      n_depto: r.n_depto,
      n_puesto: r.n_puesto,
      id_puesto: String(r.id_puesto),
    }))
    return { people, total: Number(count?.n ?? 0) }
  })

/** The ids of a page's people as a bound list (never empty: -1 matches nobody). */
export const idsOf = (people: ReadonlyArray<GradeParticipant>): ReadonlyArray<number> => (people.length === 0 ? [-1] : people.map((p) => p.id_empleado))

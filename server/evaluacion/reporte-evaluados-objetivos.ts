import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type { PendingRow, ProgressFigures, ProgressRow, ReporteEvaluados, ReporteEvaluadosRequest } from "../../domain/evaluacion/reporte-evaluados-objetivos-api"
import { evaluatedStates, pendingStep } from "../../domain/evaluacion/reporte-evaluados-objetivos-rules"
import type { ObjectivesReportRequest } from "../../domain/evaluacion/reportes-objetivos-filtros"
import type { Principal } from "../auth/principal"
import { fullNameSql } from "../records/person-name"
import type { PageWindow } from "../records/report"
import { bossIdSql } from "./jefe-participante"
import { participantConditions, reportProject } from "./reportes-objetivos"

// The reads of EVA300. The progress is one aggregate over the cycle's participants the filters
// keep (a department or a boss is a group; at 100,000 participants a few thousand of them), so it
// is read whole and the page sliced; the pending list can hold every participant, so a page of it
// is read in SQL with its count. What each pending person misses is the pure rule's
// (domain/evaluacion/reporte-evaluados-objetivos-rules.ts) over the sheet's states.

type Sql = SqlClient.SqlClient

/** The stage counts over the participants aliased `a` (their sheet `h`, possibly absent). */
const figuresSql = (sql: Sql, a: string): Fragment =>
  sql`COUNT(*) AS participantes,
    SUM(CASE WHEN EXISTS (SELECT 1 FROM eva_objetivos o WHERE ${sql.literal(`o.id_proyecto = ${a}.id_proyecto AND o.id_empleado = ${a}.id_empleado`)}) THEN 1 ELSE 0 END) AS capturados,
    SUM(CASE WHEN h.estado_objetivos = 'Aprobado' THEN 1 ELSE 0 END) AS aprobados,
    SUM(CASE WHEN h.f_autoevaluacion IS NOT NULL THEN 1 ELSE 0 END) AS autoevaluados,
    SUM(CASE WHEN h.estado_evaluacion IN ${sql.in(evaluatedStates)} THEN 1 ELSE 0 END) AS evaluados`

const figuresOf = (r: Readonly<Record<string, unknown>>): ProgressFigures => ({
  participantes: Number(r.participantes ?? 0),
  capturados: Number(r.capturados ?? 0),
  aprobados: Number(r.aprobados ?? 0),
  autoevaluados: Number(r.autoevaluados ?? 0),
  evaluados: Number(r.evaluados ?? 0),
})

const participantsFrom = (sql: Sql) =>
  sql`eva_participantes pa JOIN empleados e ON e.id_empleado = pa.id_empleado
    LEFT JOIN eva_hojas_objetivos h ON h.id_proyecto = pa.id_proyecto AND h.id_empleado = pa.id_empleado`

const byDepartment = (request: ObjectivesReportRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT pa.id_depto AS clave, d.n_depto AS nombre, ${figuresSql(sql, "pa")}
      FROM ${participantsFrom(sql)} JOIN departamentos d ON d.id_depto = pa.id_depto
      WHERE ${sql.and(participantConditions(sql, request, principal, "in"))}
      GROUP BY pa.id_depto, d.n_depto
      ORDER BY d.n_depto, pa.id_depto`
    return rows.map((r): ProgressRow => ({ clave: String(r.clave), nombre: String(r.nombre ?? ""), ...figuresOf(r) }))
  })

const byBoss = (request: ObjectivesReportRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT x.id_jefe AS clave, ${sql.literal(fullNameSql("j"))} AS nombre, ${figuresSql(sql, "x")}
      FROM (SELECT pa.id_proyecto, pa.id_empleado, ${bossIdSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"))} AS id_jefe
        FROM eva_participantes pa JOIN empleados e ON e.id_empleado = pa.id_empleado
        WHERE ${sql.and(participantConditions(sql, request, principal, "in"))}) x
      LEFT JOIN eva_hojas_objetivos h ON h.id_proyecto = x.id_proyecto AND h.id_empleado = x.id_empleado
      LEFT JOIN empleados j ON j.id_empleado = x.id_jefe
      GROUP BY x.id_jefe, j.nombre, j.apellido_paterno, j.apellido_materno
      ORDER BY CASE WHEN x.id_jefe IS NULL THEN 1 ELSE 0 END, nombre, x.id_jefe`
    return rows.map(
      (r): ProgressRow => (r.clave === null || r.clave === undefined ? { clave: "", nombre: "Sin jefe", ...figuresOf(r) } : { clave: String(r.clave), nombre: String(r.nombre ?? ""), ...figuresOf(r) }),
    )
  })

/**
 * The participants not yet evaluated, with what their sheet holds and their boss (named, with
 * their mail, by one join on the boss's number), by name; with a window, only those of that page:
 * the page's people are chosen first, so the boss and the counts are read for fifty people
 * rather than for every one sorted.
 */
export const pendingSql = (sql: Sql, request: ObjectivesReportRequest, principal: Principal, page?: PageWindow) =>
  sql`SELECT x.*, ${sql.literal(fullNameSql("j"))} AS jefe, COALESCE(j.email_trabajo, j.email_personal) AS jefe_email
    FROM (SELECT pa.id_empleado, ${sql.literal(fullNameSql("e"))} AS colaborador, pu.n_puesto, d.n_depto,
        ${bossIdSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"))} AS id_jefe,
        (SELECT COUNT(*) FROM eva_objetivos o WHERE o.id_proyecto = pa.id_proyecto AND o.id_empleado = pa.id_empleado) AS objetivos,
        h.estado_objetivos, h.f_autoevaluacion, h.estado_evaluacion, COALESCE(e.email_trabajo, e.email_personal) AS email
      FROM ${participantsFrom(sql)}
        JOIN puestos pu ON pu.id_puesto = pa.id_puesto
        JOIN departamentos d ON d.id_depto = pa.id_depto
      WHERE ${sql.and([
        ...participantConditions(sql, request, principal),
        pendingCondition(sql),
        ...(page === undefined
          ? []
          : [
              sql`pa.id_empleado IN (SELECT pa.id_empleado FROM ${participantsFrom(sql)}
                WHERE ${sql.and([...participantConditions(sql, request, principal), pendingCondition(sql)])}
                ORDER BY ${sql.literal(fullNameSql("e"))}, pa.id_empleado LIMIT ${page.limit} OFFSET ${page.offset})`,
            ]),
      ])}) x
    LEFT JOIN empleados j ON j.id_empleado = x.id_jefe
    ORDER BY x.colaborador, x.id_empleado`

const pendingCondition = (sql: Sql) => sql`(h.estado_evaluacion IS NULL OR h.estado_evaluacion NOT IN ${sql.in(evaluatedStates)})`

const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

/** The pending step of a row of `pendingSql`, by the pure rule. */
export const stepOf = (r: Readonly<Record<string, unknown>>) =>
  pendingStep({
    objetivos: Number(r.objetivos ?? 0),
    estado_objetivos: textOrNull(r.estado_objetivos),
    autoevaluado: r.f_autoevaluacion !== null && r.f_autoevaluacion !== undefined,
    estado_evaluacion: textOrNull(r.estado_evaluacion),
  })

const pendingRowOf = (r: Readonly<Record<string, unknown>>): ReadonlyArray<PendingRow> => {
  const step = stepOf(r)
  if (step === null) return []
  return [
    {
      id_empleado: Number(r.id_empleado),
      colaborador: String(r.colaborador ?? ""),
      n_puesto: String(r.n_puesto ?? ""),
      n_depto: String(r.n_depto ?? ""),
      jefe: String(r.jefe ?? ""),
      falta: step.falta,
      responsable: step.responsable,
    },
  ]
}

const sum = (rows: ReadonlyArray<ProgressFigures>): ProgressFigures => ({
  participantes: rows.reduce((n, r) => n + r.participantes, 0),
  capturados: rows.reduce((n, r) => n + r.capturados, 0),
  aprobados: rows.reduce((n, r) => n + r.aprobados, 0),
  autoevaluados: rows.reduce((n, r) => n + r.autoevaluados, 0),
  evaluados: rows.reduce((n, r) => n + r.evaluados, 0),
})

const noFigures: ProgressFigures = { participantes: 0, capturados: 0, aprobados: 0, autoevaluados: 0, evaluados: 0 }

const readPending = (request: ReporteEvaluadosRequest, principal: Principal, page: PageWindow | undefined) =>
  Effect.gen(function* () {
    const project = yield* reportProject(request, principal)
    const sql = yield* SqlClient.SqlClient
    const rows = yield* pendingSql(sql, request, principal, page)
    const total =
      page === undefined
        ? rows.length
        : Number(
            (yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${participantsFrom(sql)}
              WHERE ${sql.and([...participantConditions(sql, request, principal, "in"), pendingCondition(sql)])}`)[0]?.n ?? 0,
          )
    const result: ReporteEvaluados = { n_proyecto: project.n_proyecto, agrupar: "pendientes", grupos: [], pendientes: rows.flatMap(pendingRowOf), totales: noFigures }
    return { result, total }
  })

/** The whole report (the exports, and the progress views' pages). */
export const readProgressReport = (request: ReporteEvaluadosRequest, principal: Principal) =>
  Effect.gen(function* () {
    if (request.agrupar === "pendientes") return (yield* readPending(request, principal, undefined)).result
    const project = yield* reportProject(request, principal)
    const grupos = request.agrupar === "jefe" ? yield* byBoss(request, principal) : yield* byDepartment(request, principal)
    const result: ReporteEvaluados = { n_proyecto: project.n_proyecto, agrupar: request.agrupar, grupos, pendientes: [], totales: sum(grupos) }
    return result
  })

/** One page: the pending list's in SQL; a progress view's sliced from its groups, with the totals of all. */
export const readProgressPage = (request: ReporteEvaluadosRequest, principal: Principal, page: PageWindow) =>
  Effect.gen(function* () {
    if (request.agrupar === "pendientes") return yield* readPending(request, principal, page)
    const whole = yield* readProgressReport(request, principal)
    return { result: { ...whole, grupos: whole.grupos.slice(page.offset, page.offset + page.limit) }, total: whole.grupos.length }
  })

import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import { calibrationKey } from "../../domain/evaluacion/evaluaciones-objetivos-vocabulary"
import type { CommitmentGroup, CommitmentLine, CommitmentReport, CommitmentReportRequest } from "../../domain/evaluacion/reporte-compromisos-api"
import { commitmentState } from "../../domain/evaluacion/reporte-compromisos-rules"
import type { Principal } from "../auth/principal"
import { employeeOfUser } from "../authorizations/repo"
import { todayInMexico } from "../organizacion/in-force"
import type { PageWindow } from "../records/report"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"

// The read of EVA380: the commitments of the sessions of people in the caller's centres (alias
// c commitment, r session, pa participant, e person), each state derived in SQL for today as
// domain/evaluacion/reporte-compromisos-rules.ts derives it, so the filter by state and the
// counts never wait for the daily job. Grouped by boss or department in SQL; the list paged in SQL.

type Sql = SqlClient.SqlClient
type Row = Readonly<Record<string, unknown>>

const stateSql = (sql: Sql, today: string): Fragment =>
  sql`(CASE WHEN c.avance >= 100 THEN 'Cumplido' WHEN c.f_compromiso < ${today} THEN 'Vencido' WHEN c.avance <= 0 THEN 'Pendiente' ELSE 'En proceso' END)`

const from = (sql: Sql) => sql`eva_compromisos c
  JOIN eva_retroalimentaciones r ON r.id_retro = c.id_retro
  JOIN eva_participantes pa ON pa.id_proyecto = r.id_proyecto AND pa.id_empleado = r.id_empleado
  JOIN empleados e ON e.id_empleado = r.id_empleado`

const conditions = (f: CommitmentReportRequest, principal: Principal, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const me = principal.keys.includes(calibrationKey) ? undefined : ((yield* employeeOfUser(principal.id_usuario)) ?? 0)
    return sql.and(
      [
        scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal),
        me === undefined ? undefined : sql`(r.id_jefe = ${me} OR r.id_empleado = ${me} OR c.id_responsable = ${me})`,
        f.id_proyecto === undefined ? undefined : sql`r.id_proyecto = ${f.id_proyecto}`,
        f.id_empresa === undefined ? undefined : sql`e.id_empresa = ${f.id_empresa}`,
        f.id_centro_trabajo === undefined ? undefined : sql`e.id_centro_trabajo = ${f.id_centro_trabajo}`,
        f.id_depto === undefined ? undefined : sql`pa.id_depto = ${f.id_depto}`,
        f.tipo === undefined ? undefined : sql`c.tipo = ${f.tipo}`,
        f.estado === undefined ? undefined : sql`${stateSql(sql, today)} = ${f.estado}`,
      ].filter((c) => c !== undefined),
    )
  })

const countsSql = (sql: Sql, today: string) =>
  sql`COUNT(*) AS compromisos, SUM(CASE WHEN c.avance >= 100 THEN 1 ELSE 0 END) AS cumplidos,
    SUM(CASE WHEN c.avance < 100 AND c.f_compromiso < ${today} THEN 1 ELSE 0 END) AS vencidos`

const totalsOf = (r: Row | undefined) => ({ compromisos: Number(r?.compromisos ?? 0), cumplidos: Number(r?.cumplidos ?? 0), vencidos: Number(r?.vencidos ?? 0) })

const readGroups = (f: CommitmentReportRequest, where: Fragment, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows =
      f.agrupar === "jefe"
        ? yield* sql<Row>`
          SELECT r.id_jefe AS clave, (SELECT ${sql.literal(fullNameSql("j"))} FROM empleados j WHERE j.id_empleado = r.id_jefe) AS nombre,
            (SELECT pu.n_puesto FROM empleados j JOIN puestos pu ON pu.id_puesto = j.id_puesto WHERE j.id_empleado = r.id_jefe) AS detalle, ${countsSql(sql, today)}
          FROM ${from(sql)} WHERE ${where} GROUP BY r.id_jefe ORDER BY nombre, clave`
        : yield* sql<Row>`
          SELECT pa.id_depto AS clave, d.n_depto AS nombre, ct.n_centro_trabajo AS detalle, ${countsSql(sql, today)}
          FROM ${from(sql)} JOIN departamentos d ON d.id_depto = pa.id_depto JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo
          WHERE ${where} GROUP BY pa.id_depto, d.n_depto, ct.n_centro_trabajo ORDER BY d.n_depto, pa.id_depto`
    return rows.map(
      (r): CommitmentGroup => ({
        clave: r.clave === null || r.clave === undefined ? "—" : String(r.clave),
        nombre: r.nombre === null || r.nombre === undefined ? "Sin jefe" : String(r.nombre),
        detalle: String(r.detalle ?? ""),
        ...totalsOf(r),
      }),
    )
  })

const readLines = (where: Fragment, today: string, page: PageWindow | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Row>`
      SELECT c.id_compromiso, ${sql.literal(fullNameSql("e"))} AS n_empleado,
        (SELECT ${sql.literal(fullNameSql("j"))} FROM empleados j WHERE j.id_empleado = r.id_jefe) AS n_jefe, d.n_depto,
        c.accion, c.tipo, (SELECT ${sql.literal(fullNameSql("p"))} FROM empleados p WHERE p.id_empleado = c.id_responsable) AS n_responsable,
        c.f_compromiso, c.avance
      FROM ${from(sql)} JOIN departamentos d ON d.id_depto = pa.id_depto
      WHERE ${where} ORDER BY c.f_compromiso, c.id_compromiso
      ${page === undefined ? sql.literal("") : sql`LIMIT ${page.limit} OFFSET ${page.offset}`}`
    return rows.map((r): CommitmentLine => {
      const f_compromiso = r.f_compromiso instanceof Date ? r.f_compromiso.toISOString().slice(0, 10) : String(r.f_compromiso).slice(0, 10)
      const avance = Number(r.avance)
      return {
        id_compromiso: Number(r.id_compromiso),
        n_empleado: String(r.n_empleado ?? ""),
        n_jefe: r.n_jefe === null || r.n_jefe === undefined ? "Sin jefe" : String(r.n_jefe),
        n_depto: String(r.n_depto ?? ""),
        accion: String(r.accion ?? ""),
        tipo: String(r.tipo ?? ""),
        n_responsable: String(r.n_responsable ?? ""),
        f_compromiso,
        avance,
        estado: commitmentState(avance, f_compromiso, today),
      }
    })
  })

const readTotals = (where: Fragment, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Row>`SELECT ${countsSql(sql, today)} FROM ${from(sql)} WHERE ${where}`
    return totalsOf(r)
  })

const readWith = (f: CommitmentReportRequest, principal: Principal, page: PageWindow | undefined) =>
  Effect.gen(function* () {
    const today = yield* todayInMexico
    const where = yield* conditions(f, principal, today)
    const totales = yield* readTotals(where, today)
    if (f.agrupar !== "compromiso") {
      const grupos = yield* readGroups(f, where, today)
      const result: CommitmentReport = { agrupar: f.agrupar, grupos: page === undefined ? grupos : grupos.slice(page.offset, page.offset + page.limit), lista: [], totales }
      return { result, total: grupos.length }
    }
    const lista = yield* readLines(where, today, page)
    const result: CommitmentReport = { agrupar: f.agrupar, grupos: [], lista, totales }
    return { result, total: totales.compromisos }
  })

export const readCommitmentReport = (f: CommitmentReportRequest, principal: Principal) => Effect.map(readWith(f, principal, undefined), (r) => r.result)

export const readCommitmentReportPage = (f: CommitmentReportRequest, principal: Principal, page: PageWindow) => readWith(f, principal, page)

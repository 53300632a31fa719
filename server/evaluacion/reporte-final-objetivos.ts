import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type { BandRow, FinalScoreRow, ReporteFinal, ReporteFinalRequest } from "../../domain/evaluacion/reporte-final-objetivos-api"
import { evaluatedStates } from "../../domain/evaluacion/reporte-evaluados-objetivos-rules"
import { bands, performanceBand } from "../../domain/rules/evaluacion-concentrado"
import type { Principal } from "../auth/principal"
import { fullNameSql } from "../records/person-name"
import type { PageWindow } from "../records/report"
import { bossNameSql } from "./jefe-participante"
import { participantConditions, reportProject } from "./reportes-objetivos"

// The reads of EVA350. The final objectives score is the calibrated one when HR calibrated the
// sheet, else the boss's; only evaluated sheets (Evaluado, Calibrado, Firmado) have one. The list
// is paged in SQL (a cycle may hold 100,000 people); the distribution counts the people per
// distinct score in SQL (at most the 12,001 scores from 0.00 to 120.00) and puts each score in
// its band by the one rule (domain/rules/evaluacion-concentrado.ts performanceBand), so the
// bands' edges are written once.

type Sql = SqlClient.SqlClient

const scoreSql = "COALESCE(h.calificacion_calibrada, h.calificacion)"

const evaluatedFrom = (sql: Sql, request: ReporteFinalRequest, principal: Principal, form: "exists" | "in" = "exists", extra: ReadonlyArray<Fragment> = []): Fragment =>
  sql`FROM eva_participantes pa
      JOIN empleados e ON e.id_empleado = pa.id_empleado
      JOIN eva_hojas_objetivos h ON h.id_proyecto = pa.id_proyecto AND h.id_empleado = pa.id_empleado
    WHERE ${sql.and([
      ...participantConditions(sql, request, principal, form),
      sql`h.estado_evaluacion IN ${sql.in(evaluatedStates)}`,
      sql`${sql.literal(scoreSql)} IS NOT NULL`,
      ...extra,
    ])}`

const readPeople = (request: ReporteFinalRequest, principal: Principal, page: PageWindow | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // A page's people chosen first by name, so the boss is read for them alone.
    const window =
      page === undefined
        ? []
        : [
            sql`pa.id_empleado IN (SELECT pa.id_empleado ${evaluatedFrom(sql, request, principal)}
              ORDER BY ${sql.literal(fullNameSql("e"))}, pa.id_empleado LIMIT ${page.limit} OFFSET ${page.offset})`,
          ]
    const rows = yield* sql<Record<string, unknown>>`
      SELECT pa.id_empleado, ${sql.literal(fullNameSql("e"))} AS colaborador,
        (SELECT pu.n_puesto FROM puestos pu WHERE pu.id_puesto = pa.id_puesto) AS n_puesto,
        (SELECT d.n_depto FROM departamentos d WHERE d.id_depto = pa.id_depto) AS n_depto,
        ${bossNameSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"))} AS jefe,
        ${sql.literal(scoreSql)} AS calificacion, h.calificacion_calibrada
      ${evaluatedFrom(sql, request, principal, "exists", window)}
      ORDER BY colaborador, pa.id_empleado`
    return rows.map((r): FinalScoreRow => {
      const calificacion = Number(r.calificacion)
      return {
        id_empleado: Number(r.id_empleado),
        colaborador: String(r.colaborador ?? ""),
        n_puesto: String(r.n_puesto ?? ""),
        n_depto: String(r.n_depto ?? ""),
        jefe: String(r.jefe ?? ""),
        calificacion,
        calibrada: r.calificacion_calibrada !== null && r.calificacion_calibrada !== undefined,
        banda: performanceBand(calificacion),
      }
    })
  })

/** The people per band, and how many were evaluated. */
const readBands = (request: ReporteFinalRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const scores = yield* sql<{ calificacion: number | string; personas: number | string }>`
      SELECT ${sql.literal(scoreSql)} AS calificacion, COUNT(*) AS personas ${evaluatedFrom(sql, request, principal, "in")}
      GROUP BY ${sql.literal(scoreSql)}`
    const counts = new Map(bands.map((b) => [b, 0]))
    for (const s of scores) {
      const band = performanceBand(Number(s.calificacion))
      counts.set(band, (counts.get(band) ?? 0) + Number(s.personas))
    }
    const bandas = bands.map((banda): BandRow => ({ banda, personas: counts.get(banda) ?? 0 }))
    return { bandas, evaluados: bandas.reduce((n, b) => n + b.personas, 0) }
  })

const countEvaluated = (request: ReporteFinalRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n ${evaluatedFrom(sql, request, principal, "in")}`
    return Number(row?.n ?? 0)
  })

/** The whole report (the exports). */
export const readFinalReport = (request: ReporteFinalRequest, principal: Principal) =>
  Effect.gen(function* () {
    const project = yield* reportProject(request, principal)
    if (request.vista === "bandas") {
      const b = yield* readBands(request, principal)
      return { n_proyecto: project.n_proyecto, vista: "bandas", personas: [], ...b } satisfies ReporteFinal
    }
    const personas = yield* readPeople(request, principal, undefined)
    return { n_proyecto: project.n_proyecto, vista: "personas", personas, bandas: [], evaluados: personas.length } satisfies ReporteFinal
  })

/** One page of the list in SQL with its count; the distribution is three rows. */
export const readFinalPage = (request: ReporteFinalRequest, principal: Principal, page: PageWindow) =>
  Effect.gen(function* () {
    if (request.vista === "bandas") {
      const whole = yield* readFinalReport(request, principal)
      return { result: whole, total: whole.bandas.length }
    }
    const project = yield* reportProject(request, principal)
    const personas = yield* readPeople(request, principal, page)
    const evaluados = yield* countEvaluated(request, principal)
    const result: ReporteFinal = { n_proyecto: project.n_proyecto, vista: "personas", personas, bandas: [], evaluados }
    return { result, total: evaluados }
  })

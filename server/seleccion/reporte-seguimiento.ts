import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Fragment } from "@effect/sql/Statement"
import type { RequisicionSeguimiento, Seguimiento, SeguimientoRequest } from "../../domain/seleccion/reporte-seguimiento-api"
import { stageTypes } from "../../domain/seleccion/procesos-seleccion-vocabulary"
import { acceptanceRate, averageDays, conversions, meanDays, percent, timeToFill, timeToHire } from "../../domain/rules/seleccion-seguimiento"
import type { Principal } from "../auth/principal"
import { dateTextSql } from "../records/date-text"
import { scopeCondition } from "../records/queries"

// The read of Reporte de seguimiento (SEL400): the requisitions requested in the period in the
// caller's centres (the f_solicitud index), then one grouped query per view over their vacancies,
// assignments, history and offers. Dates are read as ISO text on both dialects; the figures are
// the domain's (domain/rules/seleccion-seguimiento.ts), so the page, the sheet and the PDF agree.
// A year of a large employer's selection is some 1,500 requisitions, 25,000 assignments and
// 80,000 history rows: the per-requisition milestones are read only for their own view (the
// others take the period's offer totals from one grouped query), and the stages' figures are
// aggregated by the database (a window over each assignment's history) instead of carried over.

const n = (v: unknown): number => Number(v ?? 0)
const day = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).slice(0, 10))

export const readFollowUpReport = (request: SeguimientoRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const scope = sql.and([
      sql`r.f_solicitud >= ${request.f_desde}`,
      sql`r.f_solicitud <= ${request.f_hasta}`,
      scopeCondition(sql, "centro_trabajo", "r.id_centro_trabajo", principal, "in"),
      ...(request.id_empresa === undefined ? [] : [sql`r.id_empresa = ${request.id_empresa}`]),
      ...(request.id_centro_trabajo === undefined ? [] : [sql`r.id_centro_trabajo = ${request.id_centro_trabajo}`]),
    ])

    if (request.vista !== "requisiciones") {
      // The period's offer totals: per requisition its offers' outcomes and first acceptance.
      const offers = yield* sql<Record<string, unknown>>`
        SELECT ${dateTextSql(sql, "MIN(r.f_autorizacion)")} AS f_autorizacion,
          SUM(CASE WHEN o.estado = 'Aceptada' THEN 1 ELSE 0 END) AS aceptadas,
          SUM(CASE WHEN o.estado = 'Rechazada' THEN 1 ELSE 0 END) AS rechazadas,
          SUM(CASE WHEN o.estado = 'Vencida' THEN 1 ELSE 0 END) AS vencidas,
          ${dateTextSql(sql, "MIN(CASE WHEN o.estado = 'Aceptada' THEN o.f_respuesta END)")} AS f_aceptacion
        FROM requisiciones r
          JOIN vacantes v ON v.id_requisicion = r.id_requisicion
          JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante
          JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
        WHERE ${scope}
        GROUP BY r.id_requisicion`
      const base = { vista: request.vista, requisiciones: [], etapas: [], fuentes: [], ...periodTotals(offers) }
      return request.vista === "etapas" ? { ...base, etapas: yield* readStages(sql, scope) } : { ...base, fuentes: yield* readSources(sql, scope) }
    }

    // Per requisition: its milestones and counts. The period's requisitions (q), then one grouped
    // pass per table over their vacancies, assignments, offers and pre-altas, joined back by
    // requisition: a dozen correlated subqueries per row cost PostgreSQL 10 times as much.
    const reqs = yield* sql<Record<string, unknown>>`
      WITH q AS (SELECT r.id_requisicion, r.folio, r.id_puesto, r.estado, r.f_autorizacion, r.f_solicitud FROM requisiciones r WHERE ${scope}),
      vq AS (SELECT v.id_requisicion, MIN(v.f_publicacion) AS f_publicacion FROM q JOIN vacantes v ON v.id_requisicion = q.id_requisicion GROUP BY v.id_requisicion),
      aq AS (
        SELECT v.id_requisicion, MIN(a.f_postulacion) AS f_primer_candidato, COUNT(*) AS candidatos
        FROM q JOIN vacantes v ON v.id_requisicion = q.id_requisicion JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante
        GROUP BY v.id_requisicion),
      oq AS (
        SELECT v.id_requisicion, MIN(o.f_envio) AS f_oferta, COUNT(o.f_envio) AS ofertas,
          SUM(CASE WHEN o.estado = 'Aceptada' THEN 1 ELSE 0 END) AS aceptadas,
          SUM(CASE WHEN o.estado = 'Rechazada' THEN 1 ELSE 0 END) AS rechazadas,
          SUM(CASE WHEN o.estado = 'Vencida' THEN 1 ELSE 0 END) AS vencidas,
          MIN(CASE WHEN o.estado = 'Aceptada' THEN o.f_respuesta END) AS f_aceptacion,
          MIN(CASE WHEN o.estado = 'Aceptada' THEN a.f_postulacion END) AS f_postulacion_aceptada
        FROM q JOIN vacantes v ON v.id_requisicion = q.id_requisicion JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante
          JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
        GROUP BY v.id_requisicion),
      iq AS (
        SELECT v.id_requisicion, MIN(p.f_ingreso) AS f_ingreso
        FROM q JOIN vacantes v ON v.id_requisicion = q.id_requisicion JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante
          JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
          JOIN pre_altas p ON p.id_oferta = o.id_oferta AND p.cancelada = '0' AND p.id_movimiento IS NOT NULL
        GROUP BY v.id_requisicion)
      SELECT q.folio, pu.n_puesto, q.estado, ${dateTextSql(sql, "q.f_autorizacion")} AS f_autorizacion, ${dateTextSql(sql, "vq.f_publicacion")} AS f_publicacion,
        ${dateTextSql(sql, "aq.f_primer_candidato")} AS f_primer_candidato, aq.candidatos, ${dateTextSql(sql, "oq.f_oferta")} AS f_oferta, oq.ofertas,
        oq.aceptadas, oq.rechazadas, oq.vencidas, ${dateTextSql(sql, "oq.f_aceptacion")} AS f_aceptacion,
        ${dateTextSql(sql, "oq.f_postulacion_aceptada")} AS f_postulacion_aceptada, ${dateTextSql(sql, "iq.f_ingreso")} AS f_ingreso
      FROM q JOIN puestos pu ON pu.id_puesto = q.id_puesto
        LEFT JOIN vq ON vq.id_requisicion = q.id_requisicion
        LEFT JOIN aq ON aq.id_requisicion = q.id_requisicion
        LEFT JOIN oq ON oq.id_requisicion = q.id_requisicion
        LEFT JOIN iq ON iq.id_requisicion = q.id_requisicion
      ORDER BY q.f_solicitud, q.id_requisicion`

    const requisiciones: Array<RequisicionSeguimiento> = reqs.map((q) => ({
      folio: String(q.folio),
      n_puesto: String(q.n_puesto),
      estado: String(q.estado),
      f_autorizacion: day(q.f_autorizacion),
      f_publicacion: day(q.f_publicacion),
      f_primer_candidato: day(q.f_primer_candidato),
      f_oferta: day(q.f_oferta),
      f_aceptacion: day(q.f_aceptacion),
      f_ingreso: day(q.f_ingreso),
      candidatos: n(q.candidatos),
      ofertas: n(q.ofertas),
      tasa_aceptacion: acceptanceRate({ aceptadas: n(q.aceptadas), rechazadas: n(q.rechazadas), vencidas: n(q.vencidas) }),
      time_to_fill: timeToFill(day(q.f_autorizacion), day(q.f_aceptacion)),
      time_to_hire: timeToHire(day(q.f_postulacion_aceptada), day(q.f_aceptacion)),
    }))
    return { vista: request.vista, requisiciones, etapas: [], fuentes: [], ...periodTotals(reqs) } satisfies Seguimiento
  })

/** Over every requisition of the period: offers accepted over those with an outcome, and the mean time to fill. */
const periodTotals = (rows: ReadonlyArray<Record<string, unknown>>) => {
  const totals = rows.reduce<{ aceptadas: number; rechazadas: number; vencidas: number }>(
    (t, q) => ({ aceptadas: t.aceptadas + n(q.aceptadas), rechazadas: t.rechazadas + n(q.rechazadas), vencidas: t.vencidas + n(q.vencidas) }),
    { aceptadas: 0, rechazadas: 0, vencidas: 0 },
  )
  const fills = rows.flatMap((q) => {
    const days = timeToFill(day(q.f_autorizacion), day(q.f_aceptacion))
    return days === null ? [] : [days]
  })
  return { tasa_aceptacion: acceptanceRate(totals), time_to_fill_promedio: averageDays(fills) }
}

/**
 * Candidates who reached each stage type: a stage in the assignment's history (the board writes
 * a row for the stage a card leaves, and one for Inicial as it enters) or the one it is in now;
 * the conversion from Inicial; and the mean days from a history row to the next one of its
 * assignment of another type (LEAD, in date order).
 */
const readStages = (sql: SqlClient.SqlClient, scope: Fragment) =>
  Effect.gen(function* () {
    const span = sql.onDialectOrElse({ pg: () => sql`(s.next_fecha - s.fecha)`, orElse: () => sql`(julianday(s.next_fecha) - julianday(s.fecha))` })
    const rows = yield* sql<{ tipo: string; candidatos: number | string; dias: number | string | null; pasos: number | string }>`
      WITH s AS (
        SELECT h.id_asignacion, e.tipo, h.fecha,
          LEAD(e.tipo) OVER (PARTITION BY h.id_asignacion ORDER BY h.fecha, h.id_historial) AS next_tipo,
          LEAD(h.fecha) OVER (PARTITION BY h.id_asignacion ORDER BY h.fecha, h.id_historial) AS next_fecha
        FROM requisiciones r
          JOIN vacantes v ON v.id_requisicion = r.id_requisicion
          JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante
          JOIN sel_asignaciones_historial h ON h.id_asignacion = a.id_asignacion
          JOIN sel_procesos_etapas e ON e.id_etapa = h.id_etapa
        WHERE ${scope})
      , reached AS (
        SELECT s.id_asignacion, s.tipo FROM s
        UNION
        SELECT a.id_asignacion, e.tipo
        FROM requisiciones r
          JOIN vacantes v ON v.id_requisicion = r.id_requisicion
          JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante
          JOIN sel_procesos_etapas e ON e.id_etapa = a.id_etapa_actual
        WHERE ${scope})
      , steps AS (
        SELECT s.tipo, SUM(CASE WHEN s.next_tipo <> s.tipo THEN ${span} END) AS dias, SUM(CASE WHEN s.next_tipo <> s.tipo THEN 1 ELSE 0 END) AS pasos
        FROM s GROUP BY s.tipo)
      SELECT c.tipo, c.candidatos, st.dias, st.pasos
      FROM (SELECT tipo, COUNT(*) AS candidatos FROM reached GROUP BY tipo) c LEFT JOIN steps st ON st.tipo = c.tipo`
    const byType = new Map(rows.map((r) => [r.tipo, r]))
    const order = stageTypes.filter((t) => t !== "Descartado")
    const counts = order.map((t) => n(byType.get(t)?.candidatos))
    const conv = conversions(counts)
    const etapas = [...order, "Descartado" as const].map((tipo, i) => {
      const row = byType.get(tipo)
      return {
        tipo,
        candidatos: n(row?.candidatos),
        // The discarded are not a step of the funnel: their share of those who entered.
        conversion: tipo === "Descartado" ? percent(n(row?.candidatos), counts[0] ?? 0) : (conv[i] ?? null),
        dias_promedio: meanDays(n(row?.dias), n(row?.pasos)),
      }
    })
    return etapas.filter((e) => e.candidatos > 0 || e.tipo === "Inicial")
  })

/** Candidates and hires per recruitment source. */
const readSources = (sql: SqlClient.SqlClient, scope: Fragment) =>
  Effect.gen(function* () {
    const sources = yield* sql<{ fuente: string | null; candidatos: number | string; contratados: number | string }>`
      SELECT COALESCE(f.n_fuente, c.fuente) AS fuente, COUNT(*) AS candidatos,
        SUM(CASE WHEN e.tipo = 'Contratado' OR c.estado = 'Contratado' THEN 1 ELSE 0 END) AS contratados
      FROM requisiciones r
        JOIN vacantes v ON v.id_requisicion = r.id_requisicion
        JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante
        JOIN sel_procesos_etapas e ON e.id_etapa = a.id_etapa_actual
        JOIN candidatos c ON c.id_candidato = a.id_candidato
        LEFT JOIN sel_fuentes f ON f.id_fuente = c.id_fuente
      WHERE ${scope}
      GROUP BY COALESCE(f.n_fuente, c.fuente)
      ORDER BY COALESCE(f.n_fuente, c.fuente)`
    const fuentes = sources.map((s) => ({ fuente: s.fuente ?? "Sin fuente", candidatos: n(s.candidatos), contratados: n(s.contratados), tasa: percent(n(s.contratados), n(s.candidatos)) }))
    return fuentes
  })

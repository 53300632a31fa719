import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { EtapaSeguimiento, FuenteSeguimiento, RequisicionSeguimiento, Seguimiento, SeguimientoRequest } from "../../domain/seleccion/reporte-seguimiento-api"
import { stageTypes } from "../../domain/seleccion/procesos-seleccion-vocabulary"
import { acceptanceRate, averageDays, conversions, daysFromTo, percent, timeToFill, timeToHire } from "../../domain/rules/seleccion-seguimiento"
import type { Principal } from "../auth/principal"
import { dateTextSql } from "../records/date-text"
import { scopeCondition } from "../records/queries"

// The read of Reporte de seguimiento (SEL400): the requisitions requested in the period in the
// caller's centres (the f_solicitud index), then one grouped query per view over their vacancies,
// assignments, history and offers. Dates are read as ISO text on both dialects; the figures are
// the domain's (domain/rules/seleccion-seguimiento.ts), so the page, the sheet and the PDF agree.

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

    // Per requisition: its milestones and counts (each subquery one index range of its table).
    const reqs = yield* sql<Record<string, unknown>>`
      SELECT r.folio, pu.n_puesto, r.estado, ${dateTextSql(sql, "r.f_autorizacion")} AS f_autorizacion,
        (SELECT ${dateTextSql(sql, "MIN(v.f_publicacion)")} FROM vacantes v WHERE v.id_requisicion = r.id_requisicion) AS f_publicacion,
        (SELECT ${dateTextSql(sql, "MIN(a.f_postulacion)")} FROM vacantes v JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante WHERE v.id_requisicion = r.id_requisicion) AS f_primer_candidato,
        (SELECT COUNT(*) FROM vacantes v JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante WHERE v.id_requisicion = r.id_requisicion) AS candidatos,
        (SELECT ${dateTextSql(sql, "MIN(o.f_envio)")} FROM vacantes v JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
          WHERE v.id_requisicion = r.id_requisicion) AS f_oferta,
        (SELECT COUNT(*) FROM vacantes v JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
          WHERE v.id_requisicion = r.id_requisicion AND o.f_envio IS NOT NULL) AS ofertas,
        (SELECT COUNT(*) FROM vacantes v JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
          WHERE v.id_requisicion = r.id_requisicion AND o.estado = 'Aceptada') AS aceptadas,
        (SELECT COUNT(*) FROM vacantes v JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
          WHERE v.id_requisicion = r.id_requisicion AND o.estado = 'Rechazada') AS rechazadas,
        (SELECT COUNT(*) FROM vacantes v JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
          WHERE v.id_requisicion = r.id_requisicion AND o.estado = 'Vencida') AS vencidas,
        (SELECT ${dateTextSql(sql, "MIN(o.f_respuesta)")} FROM vacantes v JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
          WHERE v.id_requisicion = r.id_requisicion AND o.estado = 'Aceptada') AS f_aceptacion,
        (SELECT ${dateTextSql(sql, "MIN(a.f_postulacion)")} FROM vacantes v JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
          WHERE v.id_requisicion = r.id_requisicion AND o.estado = 'Aceptada') AS f_postulacion_aceptada,
        (SELECT ${dateTextSql(sql, "MIN(p.f_ingreso)")} FROM vacantes v JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante JOIN sel_ofertas o ON o.id_asignacion = a.id_asignacion
          JOIN pre_altas p ON p.id_oferta = o.id_oferta AND p.cancelada = '0' AND p.id_movimiento IS NOT NULL
          WHERE v.id_requisicion = r.id_requisicion) AS f_ingreso
      FROM requisiciones r JOIN puestos pu ON pu.id_puesto = r.id_puesto
      WHERE ${scope}
      ORDER BY r.f_solicitud, r.id_requisicion`

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
    const totals = reqs.reduce<{ aceptadas: number; rechazadas: number; vencidas: number }>((t, q) => ({ aceptadas: t.aceptadas + n(q.aceptadas), rechazadas: t.rechazadas + n(q.rechazadas), vencidas: t.vencidas + n(q.vencidas) }), {
      aceptadas: 0,
      rechazadas: 0,
      vencidas: 0,
    })
    const base = {
      vista: request.vista,
      requisiciones: request.vista === "requisiciones" ? requisiciones : [],
      etapas: [] as ReadonlyArray<EtapaSeguimiento>,
      fuentes: [] as ReadonlyArray<FuenteSeguimiento>,
      tasa_aceptacion: acceptanceRate(totals),
      time_to_fill_promedio: averageDays(requisiciones.flatMap((q) => (q.time_to_fill === null ? [] : [q.time_to_fill]))),
    }
    if (request.vista === "requisiciones") return base satisfies Seguimiento

    if (request.vista === "etapas") {
      // Each assignment's stage entries in order: the stages it reached and the days until its next one.
      const steps = yield* sql<{ id_asignacion: number | string; tipo: string; fecha: string }>`
        SELECT h.id_asignacion, e.tipo, ${dateTextSql(sql, "h.fecha")} AS fecha
        FROM requisiciones r
          JOIN vacantes v ON v.id_requisicion = r.id_requisicion
          JOIN sel_asignaciones a ON a.id_vacante = v.id_vacante
          JOIN sel_asignaciones_historial h ON h.id_asignacion = a.id_asignacion
          JOIN sel_procesos_etapas e ON e.id_etapa = h.id_etapa
        WHERE ${scope}
        ORDER BY h.id_asignacion, h.fecha, h.id_historial`
      const reached = new Map<string, Set<string>>()
      const stayed = new Map<string, Array<number>>()
      steps.forEach((s, i) => {
        const who = String(s.id_asignacion)
        reached.set(s.tipo, (reached.get(s.tipo) ?? new Set()).add(who))
        const next = steps[i + 1]
        if (next !== undefined && String(next.id_asignacion) === who && next.tipo !== s.tipo) {
          const d = daysFromTo(day(s.fecha), day(next.fecha))
          if (d !== null) stayed.set(s.tipo, [...(stayed.get(s.tipo) ?? []), d])
        }
      })
      const order = stageTypes.filter((t) => t !== "Descartado")
      const counts = order.map((t) => reached.get(t)?.size ?? 0)
      const conv = conversions(counts)
      const etapas = [...order, "Descartado" as const].map((tipo, i) => ({
        tipo,
        candidatos: reached.get(tipo)?.size ?? 0,
        // The discarded are not a step of the funnel: their share of those who entered.
        conversion: tipo === "Descartado" ? percent(reached.get(tipo)?.size ?? 0, counts[0] ?? 0) : (conv[i] ?? null),
        dias_promedio: averageDays(stayed.get(tipo) ?? []),
      }))
      return { ...base, etapas: etapas.filter((e) => e.candidatos > 0 || e.tipo === "Inicial") } satisfies Seguimiento
    }

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
    return { ...base, fuentes } satisfies Seguimiento
  })

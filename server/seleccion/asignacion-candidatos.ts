import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { foldSql } from "../../domain/records/fold"
import { type PipelineStage, type StageOutcome, daysInStage } from "../../domain/rules/seleccion-pipeline"
import { type AssignableCandidate, type PipelineCard, cardsPerColumn, pipelineMessages as m } from "../../domain/seleccion/asignacion-candidatos-api"
import type { Principal } from "../auth/principal"
import { forbidden, refuse } from "../http/failure"
import { containsPattern } from "../../domain/records/fold"
import { companyVisible } from "../records/queries"
import { fullNameSql } from "../records/person-name"
import { readRecord } from "../records/read-record"
import { isVisible } from "../records/visible"
import { vacanciesTable } from "./vacantes"

// SEL250's reads and writes on sel_asignaciones (calls: domain/seleccion/asignacion-candidatos-api.ts).
// A vacancy is read as its record resource does (404 absent, 403 outside the caller's work
// centres); an assignment through its vacancy. Each column of the board is one range of the
// index (id_vacante, id_etapa_actual, f_etapa, id_asignacion): the oldest in the stage first.

type Sql = SqlClient.SqlClient

export interface VacancyFacts {
  readonly id_vacante: number
  readonly titulo: string
  readonly n_puesto: string | null
  readonly estado: string
  readonly id_proceso: number
  readonly id_empresa: number
}

/** The vacancy within the caller's work centres (404, 403) and its requisition's company. */
export const vacancyFacts = (id: number, principal: Principal) =>
  Effect.gen(function* () {
    const v = yield* readRecord(vacanciesTable, String(id), principal)
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<{ id_empresa: number | string }>`SELECT r.id_empresa FROM requisiciones r WHERE r.id_requisicion = ${v.id_requisicion}`
    const facts: VacancyFacts = {
      id_vacante: id,
      titulo: v.titulo,
      n_puesto: v.n_puesto,
      estado: v.estado,
      id_proceso: v.id_proceso,
      id_empresa: Number(r?.id_empresa ?? 0),
    }
    return facts
  })

export const stagesOf = (idProceso: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_etapa: number | string; orden: number | string; n_etapa: string; tipo: string; obligatoria: string; peso: number | string | null }>`
      SELECT id_etapa, orden, n_etapa, tipo, obligatoria, peso FROM sel_procesos_etapas WHERE id_proceso = ${idProceso} ORDER BY orden`
    return rows.map(
      (s): PipelineStage => ({
        id_etapa: Number(s.id_etapa),
        orden: Number(s.orden),
        n_etapa: s.n_etapa,
        tipo: s.tipo,
        obligatoria: s.obligatoria === "1",
        peso: s.peso === null ? 0 : Number(s.peso),
      }),
    )
  })

const nameSql = "c.nombre || ' ' || c.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(c.apellido_materno), ''), '')"

interface CardRow {
  readonly id_asignacion: number | string
  readonly id_candidato: number | string
  readonly n_candidato: string
  readonly n_fuente: string | null
  readonly id_etapa: number | string
  readonly calificacion_total: number | string | null
  readonly f_postulacion: string
  readonly f_etapa: string
  readonly n_motivo_rechazo: string | null
  readonly version: number | string
}

const cardSelect = (sql: Sql) => sql`SELECT a.id_asignacion, a.id_candidato, ${sql.literal(nameSql)} AS n_candidato, f.n_fuente,
    a.id_etapa_actual AS id_etapa, a.calificacion_total, CAST(a.f_postulacion AS VARCHAR(10)) AS f_postulacion,
    CAST(a.f_etapa AS VARCHAR(10)) AS f_etapa, mr.n_motivo_rechazo, a.version
  FROM sel_asignaciones a JOIN candidatos c ON c.id_candidato = a.id_candidato
    LEFT JOIN sel_fuentes f ON f.id_fuente = c.id_fuente
    LEFT JOIN sel_motivos_rechazo mr ON mr.id_motivo_rechazo = a.id_motivo_rechazo`

const cardOf =
  (today: string) =>
  (r: CardRow): PipelineCard => ({
    id_asignacion: Number(r.id_asignacion),
    id_candidato: Number(r.id_candidato),
    n_candidato: r.n_candidato,
    n_fuente: r.n_fuente,
    id_etapa: Number(r.id_etapa),
    calificacion_total: r.calificacion_total === null ? 0 : Number(r.calificacion_total),
    f_postulacion: r.f_postulacion,
    f_etapa: r.f_etapa,
    dias_en_etapa: daysInStage(r.f_etapa, today),
    n_motivo_rechazo: r.n_motivo_rechazo,
    version: Number(r.version),
  })

/** One column's cards from `offset`, the oldest in the stage first. */
export const columnCards = (idVacante: number, idEtapa: number, offset: number, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<CardRow>`${cardSelect(sql)}
      WHERE a.id_vacante = ${idVacante} AND a.id_etapa_actual = ${idEtapa}
      ORDER BY a.f_etapa, a.id_asignacion LIMIT ${cardsPerColumn} OFFSET ${offset}`
    return rows.map(cardOf(today))
  })

/** How many cards each stage holds. */
export const columnCounts = (idVacante: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_etapa: number | string; n: number | string }>`
      SELECT id_etapa_actual AS id_etapa, COUNT(*) AS n FROM sel_asignaciones WHERE id_vacante = ${idVacante} GROUP BY id_etapa_actual`
    return new Map(rows.map((r) => [Number(r.id_etapa), Number(r.n)]))
  })

export const cardById = (idAsignacion: number, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<CardRow>`${cardSelect(sql)} WHERE a.id_asignacion = ${idAsignacion}`
    return row === undefined ? undefined : cardOf(today)(row)
  })

export interface AssignmentFacts {
  readonly id_asignacion: number
  readonly id_vacante: number
  readonly id_candidato: number
  readonly id_etapa_actual: number
  readonly version: number
  readonly n_candidato: string
}

/** An assignment and its vacancy within the caller's work centres (404, 403). */
export const assignmentFacts = (id: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [a] = yield* sql<{ id_vacante: number | string; id_candidato: number | string; id_etapa_actual: number | string; version: number | string; n_candidato: string }>`
      SELECT a.id_vacante, a.id_candidato, a.id_etapa_actual, a.version, ${sql.literal(nameSql)} AS n_candidato
      FROM sel_asignaciones a JOIN candidatos c ON c.id_candidato = a.id_candidato WHERE a.id_asignacion = ${id}`
    if (a === undefined) return yield* refuse(404, m.asignacion)
    const vacancy = yield* vacancyFacts(Number(a.id_vacante), principal)
    const facts: AssignmentFacts = {
      id_asignacion: id,
      id_vacante: Number(a.id_vacante),
      id_candidato: Number(a.id_candidato),
      id_etapa_actual: Number(a.id_etapa_actual),
      version: Number(a.version),
      n_candidato: a.n_candidato,
    }
    return { assignment: facts, vacancy }
  })

/** The assignment's history, oldest first, as the rules read it. */
export const outcomesOf = (idAsignacion: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_etapa: number | string; resultado: string; calificacion: number | string | null }>`
      SELECT id_etapa, resultado, calificacion FROM sel_asignaciones_historial WHERE id_asignacion = ${idAsignacion} ORDER BY id_historial`
    return rows.map((r): StageOutcome => ({ id_etapa: Number(r.id_etapa), resultado: r.resultado, calificacion: r.calificacion === null ? null : Number(r.calificacion) }))
  })

export const historyOf = (idAsignacion: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ n_etapa: string; resultado: string; calificacion: number | string | null; fecha: string; n_usuario: string | null; comentario: string | null }>`
      SELECT e.n_etapa, h.resultado, h.calificacion, CAST(h.fecha AS VARCHAR(10)) AS fecha, COALESCE(${sql.literal(fullNameSql("ue"))}, h.usuario) AS n_usuario,
        CASE WHEN mr.n_motivo_rechazo IS NULL THEN h.comentario ELSE 'Motivo: ' || mr.n_motivo_rechazo || COALESCE('. ' || h.comentario, '') END AS comentario
      FROM sel_asignaciones_historial h JOIN sel_procesos_etapas e ON e.id_etapa = h.id_etapa
        LEFT JOIN usuarios u ON u.id_usuario = h.usuario LEFT JOIN empleados ue ON ue.id_empleado = u.id_empleado
        LEFT JOIN sel_motivos_rechazo mr ON mr.id_motivo_rechazo = h.id_motivo_rechazo
      WHERE h.id_asignacion = ${idAsignacion} ORDER BY h.id_historial`
    return rows.map((r) => ({ ...r, calificacion: r.calificacion === null ? null : Number(r.calificacion) }))
  })

/** The candidate within the caller's companies (404, 403), with what decides whether they may be assigned. */
export const candidateFacts = (id: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [c] = yield* sql<{ id_empresa: number | string; estado: string; anonimizado: string; ve: unknown }>`
      SELECT c.id_empresa, c.estado, c.anonimizado,
        CASE WHEN ${companyVisible(sql, sql.literal("c.id_empresa"), principal.id_rol)} THEN 1 ELSE 0 END AS ve
      FROM candidatos c WHERE c.id_candidato = ${id}`
    if (c === undefined) return yield* refuse(404, m.candidato)
    if (!isVisible(c.ve)) return yield* forbidden()
    return { id_empresa: Number(c.id_empresa), estado: c.estado, anonimizado: c.anonimizado === "1" }
  })

/** Up to 20 candidates of the company who may join the vacancy, by a folded search of name and e-mail. */
export const assignableCandidates = (vacancy: VacancyFacts, term: string, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const search = term === "" ? sql`1 = 1` : sql`${sql.literal(foldSql(`${nameSql} || ' ' || c.email`))} LIKE ${containsPattern(term)} ESCAPE ${sql.literal("'\\'")}`
    const rows = yield* sql<{ id_candidato: number | string; n_candidato: string; email: string }>`
      SELECT c.id_candidato, ${sql.literal(nameSql)} AS n_candidato, c.email FROM candidatos c
      WHERE c.id_empresa = ${vacancy.id_empresa} AND c.anonimizado = '0' AND c.estado <> 'Contratado'
        AND ${companyVisible(sql, sql.literal("c.id_empresa"), principal.id_rol)}
        AND NOT EXISTS (SELECT 1 FROM sel_asignaciones a WHERE a.id_candidato = c.id_candidato AND a.id_vacante = ${vacancy.id_vacante})
        AND ${search}
      ORDER BY c.apellido_paterno, c.nombre, c.id_candidato LIMIT 20`
    return rows.map((r): AssignableCandidate => ({ id_candidato: Number(r.id_candidato), n_candidato: r.n_candidato, email: r.email }))
  })

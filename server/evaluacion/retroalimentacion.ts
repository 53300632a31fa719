import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Commitment, FeedbackFilters, FeedbackProject, FeedbackRow, Person } from "../../domain/evaluacion/retroalimentacion-api"
import { commitmentState } from "../../domain/evaluacion/reporte-compromisos-rules"
import { feedbackState } from "../../domain/evaluacion/retroalimentacion-rules"
import { type CommitmentType, type FeedbackKind, commitmentTypes, projectTypesOf } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import type { Principal } from "../auth/principal"
import { fullNameSql } from "../records/person-name"
import { companyVisible, scopeCondition } from "../records/queries"

// The queries of the feedback sessions (EVA370/EVA375; the calls are ./retroalimentacion-http.ts).
// A participant has the operative kind when they have an operative evaluation in the cycle, the
// 360 kind in every 360 or Integral cycle. The boss is read from the position tree as EVA200's
// (./evaluaciones-objetivos.ts): the active occupants of the position above the participant's.

type Row = Readonly<Record<string, unknown>>

const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))
export const dayText = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))
const flag = (v: unknown): boolean => String(v) === "1"

/** The participant's boss's name (alias `pa` for eva_participantes). */
const bossNameSql = `(SELECT ${fullNameSql("b")} FROM posiciones po JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1' AND b.id_empleado <> pa.id_empleado
  WHERE po.id_posicion = pa.id_posicion ORDER BY b.id_empleado LIMIT 1)`

/** Whether the participant (alias `pa`) has this kind of evaluation. */
const hasKind = (tipo: FeedbackKind): string =>
  tipo === "Operativa"
    ? "EXISTS (SELECT 1 FROM eva_evaluaciones_operativas o WHERE o.id_proyecto = pa.id_proyecto AND o.id_evaluado = pa.id_empleado)"
    : "1 = 1"

export const feedbackProjects = (tipo: FeedbackKind, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Row>`
      SELECT p.id_proyecto, p.n_proyecto, p.fase_actual, p.estado FROM eva_proyectos p
      WHERE p.estado <> 'Borrador' AND p.tipo IN ${sql.in(projectTypesOf[tipo])} AND ${companyVisible(sql, sql.literal("p.id_empresa"), principal.id_rol)}
      ORDER BY p.id_proyecto DESC`
    return rows.map(
      (r): FeedbackProject => ({ id_proyecto: Number(r.id_proyecto), n_proyecto: String(r.n_proyecto ?? ""), fase_actual: textOrNull(r.fase_actual), estado: String(r.estado ?? "") }),
    )
  })

/**
 * The participants of a cycle with this kind, in the caller's centres, by name, with their
 * session; at most 5,000 rows. `boss` narrows them to the people the caller is the boss of.
 */
export const listFeedback = (f: FeedbackFilters, principal: Principal, boss: { readonly caller: number } | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const signed = sql.literal("(r.firma_jefe = '1' AND r.firma_colaborador = '1')")
    const state =
      f.estado === null
        ? undefined
        : f.estado === "Pendiente"
          ? sql`r.id_retro IS NULL`
          : f.estado === "Firmada"
            ? sql`${signed}`
            : sql`(r.id_retro IS NOT NULL AND NOT ${signed})`
    const optional = [
      boss === undefined
        ? undefined
        : sql`EXISTS (SELECT 1 FROM posiciones po JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1'
            WHERE po.id_posicion = pa.id_posicion AND b.id_empleado = ${boss.caller} AND b.id_empleado <> pa.id_empleado)`,
      f.id_centro_trabajo === null ? undefined : sql`e.id_centro_trabajo = ${f.id_centro_trabajo}`,
      f.id_depto === null ? undefined : sql`pa.id_depto = ${f.id_depto}`,
      state,
    ].filter((c) => c !== undefined)
    const rows = yield* sql<Row>`
      SELECT pa.id_proyecto, pa.id_empleado, ${sql.literal(fullNameSql("e"))} AS n_empleado, pu.n_puesto,
        COALESCE((SELECT ${sql.literal(fullNameSql("j"))} FROM empleados j WHERE j.id_empleado = r.id_jefe), ${sql.literal(bossNameSql)}) AS n_jefe,
        r.id_retro, r.f_sesion, r.conformidad, r.firma_jefe, r.firma_colaborador,
        (SELECT COUNT(*) FROM eva_compromisos c WHERE c.id_retro = r.id_retro) AS compromisos
      FROM eva_participantes pa
        JOIN empleados e ON e.id_empleado = pa.id_empleado
        JOIN puestos pu ON pu.id_puesto = pa.id_puesto
        LEFT JOIN eva_retroalimentaciones r ON r.id_proyecto = pa.id_proyecto AND r.id_empleado = pa.id_empleado AND r.tipo = ${f.tipo}
      WHERE ${sql.and([sql`pa.id_proyecto = ${f.id_proyecto}`, sql.literal(hasKind(f.tipo)), scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal), ...optional])}
      ORDER BY n_empleado, pa.id_empleado LIMIT 5000`
    return rows.map(
      (r): FeedbackRow => ({
        id_proyecto: Number(r.id_proyecto),
        id_empleado: Number(r.id_empleado),
        n_empleado: String(r.n_empleado ?? ""),
        n_puesto: String(r.n_puesto ?? ""),
        n_jefe: textOrNull(r.n_jefe),
        id_retro: r.id_retro === null || r.id_retro === undefined ? null : Number(r.id_retro),
        f_sesion: r.f_sesion === null || r.f_sesion === undefined ? null : dayText(r.f_sesion),
        conformidad: textOrNull(r.conformidad),
        compromisos: Number(r.compromisos ?? 0),
        estado: feedbackState(r.id_retro === null || r.id_retro === undefined ? null : { firma_jefe: flag(r.firma_jefe), firma_colaborador: flag(r.firma_colaborador) }),
      }),
    )
  })

export interface Participant {
  readonly n_empleado: string
  readonly n_puesto: string
  readonly n_depto: string
  readonly id_centro_trabajo: number
  /** The active occupants of the boss's position, by number. */
  readonly bosses: ReadonlyArray<Person>
  readonly hasKind: boolean
}

/** A participant of the cycle, or undefined. */
export const participantOf = (id_proyecto: number, id_empleado: number, tipo: FeedbackKind) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Row>`
      SELECT ${sql.literal(fullNameSql("e"))} AS n_empleado, pu.n_puesto, d.n_depto, e.id_centro_trabajo,
        CASE WHEN ${sql.literal(hasKind(tipo))} THEN 1 ELSE 0 END AS con_tipo
      FROM eva_participantes pa JOIN empleados e ON e.id_empleado = pa.id_empleado JOIN puestos pu ON pu.id_puesto = pa.id_puesto
        JOIN departamentos d ON d.id_depto = pa.id_depto
      WHERE pa.id_proyecto = ${id_proyecto} AND pa.id_empleado = ${id_empleado}`
    if (r === undefined) return undefined
    const bosses = yield* sql<Row>`
      SELECT b.id_empleado, ${sql.literal(fullNameSql("b"))} AS n_empleado FROM eva_participantes pa
        JOIN posiciones po ON po.id_posicion = pa.id_posicion
        JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1' AND b.id_empleado <> pa.id_empleado
      WHERE pa.id_proyecto = ${id_proyecto} AND pa.id_empleado = ${id_empleado} ORDER BY b.id_empleado`
    return {
      n_empleado: String(r.n_empleado ?? ""),
      n_puesto: String(r.n_puesto ?? ""),
      n_depto: String(r.n_depto ?? ""),
      id_centro_trabajo: Number(r.id_centro_trabajo),
      bosses: bosses.map((b) => ({ id_empleado: Number(b.id_empleado), n_empleado: String(b.n_empleado ?? "") })),
      hasKind: Number(r.con_tipo) === 1,
    } satisfies Participant
  })

export interface StoredFeedback {
  readonly id_retro: number
  readonly id_proyecto: number
  readonly id_empleado: number
  readonly tipo: FeedbackKind
  readonly id_jefe: number | null
  readonly n_jefe: string | null
  readonly f_sesion: string
  readonly fortalezas: string
  readonly areas_mejora: string
  readonly comentarios_colaborador: string | null
  readonly conformidad: string | null
  readonly firma_jefe: boolean
  readonly firma_colaborador: boolean
  readonly f_liberacion: string | null
}

const storedOf = (r: Row): StoredFeedback => ({
  id_retro: Number(r.id_retro),
  id_proyecto: Number(r.id_proyecto),
  id_empleado: Number(r.id_empleado),
  tipo: r.tipo === "360" ? "360" : "Operativa",
  id_jefe: r.id_jefe === null || r.id_jefe === undefined ? null : Number(r.id_jefe),
  n_jefe: textOrNull(r.n_jefe),
  f_sesion: dayText(r.f_sesion),
  fortalezas: String(r.fortalezas ?? ""),
  areas_mejora: String(r.areas_mejora ?? ""),
  comentarios_colaborador: textOrNull(r.comentarios_colaborador),
  conformidad: textOrNull(r.conformidad),
  firma_jefe: flag(r.firma_jefe),
  firma_colaborador: flag(r.firma_colaborador),
  f_liberacion: textOrNull(r.f_liberacion),
})

const sessionColumns = `r.id_retro, r.id_proyecto, r.id_empleado, r.tipo, r.id_jefe, (SELECT ${fullNameSql("j")} FROM empleados j WHERE j.id_empleado = r.id_jefe) AS n_jefe,
  r.f_sesion, r.fortalezas, r.areas_mejora, r.comentarios_colaborador, r.conformidad, r.firma_jefe, r.firma_colaborador, r.f_liberacion`

export const storedFeedback = (id_proyecto: number, id_empleado: number, tipo: FeedbackKind) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Row>`SELECT ${sql.literal(sessionColumns)} FROM eva_retroalimentaciones r
      WHERE r.id_proyecto = ${id_proyecto} AND r.id_empleado = ${id_empleado} AND r.tipo = ${tipo}`
    return r === undefined ? undefined : storedOf(r)
  })

export const feedbackById = (id_retro: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Row>`SELECT ${sql.literal(sessionColumns)} FROM eva_retroalimentaciones r WHERE r.id_retro = ${id_retro}`
    return r === undefined ? undefined : storedOf(r)
  })

/** The person's own sessions, newest cycle first. */
export const ownFeedback = (id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Row>`SELECT ${sql.literal(sessionColumns)} FROM eva_retroalimentaciones r WHERE r.id_empleado = ${id_empleado}
      ORDER BY r.id_proyecto DESC, r.tipo`
    return rows.map(storedOf)
  })

const typeOf = (v: unknown): CommitmentType => commitmentTypes.find((t) => t === v) ?? "Conducta"

/** A session's commitments in order, each state derived for `today`. */
export const sessionCommitments = (id_retro: number, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Row>`
      SELECT c.id_compromiso, c.accion, c.tipo, c.id_responsable, ${sql.literal(fullNameSql("p"))} AS n_responsable, c.f_compromiso, c.avance
      FROM eva_compromisos c JOIN empleados p ON p.id_empleado = c.id_responsable WHERE c.id_retro = ${id_retro} ORDER BY c.orden, c.id_compromiso`
    return rows.map((r): Commitment => {
      const f_compromiso = dayText(r.f_compromiso)
      const avance = Number(r.avance)
      return {
        id_compromiso: Number(r.id_compromiso),
        accion: String(r.accion ?? ""),
        tipo: typeOf(r.tipo),
        id_responsable: Number(r.id_responsable),
        n_responsable: String(r.n_responsable ?? ""),
        f_compromiso,
        avance,
        estado: commitmentState(avance, f_compromiso, today),
      }
    })
  })

/** Whether the person's own 360 report of the cycle is released: their 360 session was held. */
export const released360 = (id_proyecto: number, id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql`SELECT 1 AS x FROM eva_retroalimentaciones
      WHERE id_proyecto = ${id_proyecto} AND id_empleado = ${id_empleado} AND tipo = '360' AND f_liberacion IS NOT NULL`
    return found.length > 0
  })

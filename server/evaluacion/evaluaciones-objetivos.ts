import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { EvaluatedObjective, ObjectiveEvaluationFilters, ObjectiveEvaluationProject, ObjectiveEvaluationRow } from "../../domain/evaluacion/evaluaciones-objetivos-api"
import { typesWithObjectives } from "../../domain/evaluacion/evaluaciones-objetivos-rules"
import { type ObjectiveEvaluationState, objectiveEvaluationStates } from "../../domain/evaluacion/evaluaciones-objetivos-vocabulary"
import type { Principal } from "../auth/principal"
import { fullNameSql } from "../records/person-name"
import { companyVisible, scopeCondition } from "../records/queries"
import { bossNameSql, isBossSql } from "./jefe-participante"

// EVA200's queries (the calls are ./evaluaciones-objetivos-http.ts). The boss of a participant is
// read as every Evaluación page reads it (./jefe-participante.ts): any occupant evaluates, and
// the first by number is the one named.

type Row = Readonly<Record<string, unknown>>

const numberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))


const stateOf = (v: unknown): ObjectiveEvaluationState => objectiveEvaluationStates.find((s) => s === v) ?? "Pendiente"

/** The published cycles with objectives of the caller's companies, newest first. */
export const evaluableProjects = (principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Row>`
      SELECT p.id_proyecto, p.n_proyecto, p.id_empresa, p.fase_actual, p.estado, p.tope_cumplimiento FROM eva_proyectos p
      WHERE p.estado <> 'Borrador' AND p.tipo IN ${sql.in(typesWithObjectives)} AND ${companyVisible(sql, sql.literal("p.id_empresa"), principal.id_rol)}
      ORDER BY p.id_proyecto DESC`
    return rows.map(
      (r): ObjectiveEvaluationProject => ({
        id_proyecto: Number(r.id_proyecto),
        n_proyecto: String(r.n_proyecto ?? ""),
        id_empresa: Number(r.id_empresa),
        fase_actual: textOrNull(r.fase_actual),
        estado: String(r.estado ?? ""),
        tope_cumplimiento: Number(r.tope_cumplimiento),
      }),
    )
  })

/**
 * The approved sheets of a project in the caller's centres, by name; at most 5,000 rows. `own`
 * narrows them to the caller's own sheet and those of the people they are the boss of (anyone
 * but Recursos Humanos); undefined shows them all.
 */
export const listEvaluations = (f: ObjectiveEvaluationFilters, principal: Principal, own: { readonly caller: number | undefined } | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const caller = own?.caller ?? 0
    const mine =
      own === undefined
        ? undefined
        : sql`(h.id_empleado = ${caller} OR ${isBossSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"), sql`${caller}`)})`
    const optional = [
      mine,
      f.id_empresa === null ? undefined : sql`e.id_empresa = ${f.id_empresa}`,
      f.id_centro_trabajo === null ? undefined : sql`e.id_centro_trabajo = ${f.id_centro_trabajo}`,
      f.id_depto === null ? undefined : sql`pa.id_depto = ${f.id_depto}`,
      f.estado === null ? undefined : sql`h.estado_evaluacion = ${f.estado}`,
    ].filter((c) => c !== undefined)
    const rows = yield* sql<Row>`
      SELECT h.id_proyecto, h.id_empleado, ${sql.literal(fullNameSql("e"))} AS n_empleado, pu.n_puesto, ${bossNameSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"))} AS n_jefe,
        h.f_autoevaluacion, h.calificacion, h.calificacion_calibrada, h.estado_evaluacion
      FROM eva_hojas_objetivos h
        JOIN eva_participantes pa ON pa.id_proyecto = h.id_proyecto AND pa.id_empleado = h.id_empleado
        JOIN empleados e ON e.id_empleado = h.id_empleado
        JOIN puestos pu ON pu.id_puesto = pa.id_puesto
      WHERE ${sql.and([
        sql`h.id_proyecto = ${f.id_proyecto}`,
        sql`h.estado_objetivos = 'Aprobado'`,
        scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal),
        ...optional,
      ])}
      ORDER BY n_empleado, h.id_empleado LIMIT 5000`
    return rows.map(
      (r): ObjectiveEvaluationRow => ({
        id_proyecto: Number(r.id_proyecto),
        id_empleado: Number(r.id_empleado),
        n_empleado: String(r.n_empleado ?? ""),
        n_puesto: String(r.n_puesto ?? ""),
        n_jefe: textOrNull(r.n_jefe),
        f_autoevaluacion: textOrNull(r.f_autoevaluacion),
        calificacion: numberOrNull(r.calificacion),
        calificacion_calibrada: numberOrNull(r.calificacion_calibrada),
        estado: stateOf(r.estado_evaluacion),
      }),
    )
  })

export interface StoredSheet {
  readonly id_empleado: number
  readonly n_empleado: string
  readonly n_puesto: string
  readonly n_depto: string
  readonly n_jefe: string | null
  /** Borrador when the person has no sheet yet. */
  readonly estado_objetivos: string
  readonly estado: ObjectiveEvaluationState
  readonly f_autoevaluacion: string | null
  readonly f_evaluacion: string | null
  readonly n_evaluador: string | null
  readonly calificacion: number | null
  readonly calificacion_calibrada: number | null
  readonly motivo_calibracion: string | null
  readonly f_calibracion: string | null
  readonly f_firma: string | null
}

/** A participant's sheet, or undefined when they do not take part in the project. */
export const storedSheet = (id_proyecto: number, id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<Row>`
      SELECT pa.id_empleado, ${sql.literal(fullNameSql("e"))} AS n_empleado, pu.n_puesto, d.n_depto, ${bossNameSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"))} AS n_jefe,
        h.estado_objetivos, h.estado_evaluacion, h.f_autoevaluacion, h.f_evaluacion,
        (SELECT ${sql.literal(fullNameSql("v"))} FROM empleados v WHERE v.id_empleado = h.id_evaluador) AS n_evaluador,
        h.calificacion, h.calificacion_calibrada, h.motivo_calibracion, h.f_calibracion, h.f_firma
      FROM eva_participantes pa
        JOIN empleados e ON e.id_empleado = pa.id_empleado
        JOIN puestos pu ON pu.id_puesto = pa.id_puesto
        JOIN departamentos d ON d.id_depto = pa.id_depto
        LEFT JOIN eva_hojas_objetivos h ON h.id_proyecto = pa.id_proyecto AND h.id_empleado = pa.id_empleado
      WHERE pa.id_proyecto = ${id_proyecto} AND pa.id_empleado = ${id_empleado}`
    if (r === undefined) return undefined
    return {
      id_empleado,
      n_empleado: String(r.n_empleado ?? ""),
      n_puesto: String(r.n_puesto ?? ""),
      n_depto: String(r.n_depto ?? ""),
      n_jefe: textOrNull(r.n_jefe),
      estado_objetivos: textOrNull(r.estado_objetivos) ?? "Borrador",
      estado: stateOf(r.estado_evaluacion),
      f_autoevaluacion: textOrNull(r.f_autoevaluacion),
      f_evaluacion: textOrNull(r.f_evaluacion),
      n_evaluador: textOrNull(r.n_evaluador),
      calificacion: numberOrNull(r.calificacion),
      calificacion_calibrada: numberOrNull(r.calificacion_calibrada),
      motivo_calibracion: textOrNull(r.motivo_calibracion),
      f_calibracion: textOrNull(r.f_calibracion),
      f_firma: textOrNull(r.f_firma),
    } satisfies StoredSheet
  })

/** The sheet's objectives in order. */
export const sheetObjectives = (id_proyecto: number, id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Row>`
      SELECT id_objetivo, orden, descripcion, indicador, unidad, sentido, linea_base, meta, peso,
        resultado_auto, comentario_auto, resultado, comentario_jefe, evidencia, cumplimiento
      FROM eva_objetivos WHERE id_proyecto = ${id_proyecto} AND id_empleado = ${id_empleado} ORDER BY orden`
    return rows.map(
      (r): EvaluatedObjective => ({
        id_objetivo: Number(r.id_objetivo),
        orden: Number(r.orden),
        descripcion: String(r.descripcion ?? ""),
        indicador: String(r.indicador ?? ""),
        unidad: String(r.unidad ?? ""),
        sentido: String(r.sentido ?? ""),
        linea_base: numberOrNull(r.linea_base),
        meta: Number(r.meta),
        peso: Number(r.peso),
        resultado_auto: numberOrNull(r.resultado_auto),
        comentario_auto: textOrNull(r.comentario_auto),
        resultado: numberOrNull(r.resultado),
        comentario_jefe: textOrNull(r.comentario_jefe),
        evidencia: textOrNull(r.evidencia),
        cumplimiento: numberOrNull(r.cumplimiento),
      }),
    )
  })

/** Whether `id_jefe` is an active occupant of the position above the participant's. */
export const occupiesBossPosition = (id_proyecto: number, id_empleado: number, id_jefe: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql`
      SELECT 1 AS x FROM eva_participantes pa
      WHERE pa.id_proyecto = ${id_proyecto} AND pa.id_empleado = ${id_empleado} AND ${isBossSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"), sql`${id_jefe}`)}`
    return found.length > 0
  })

import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type { ObjectiveListRow, ObjectiveSheet, StoredObjective } from "../../domain/evaluacion/objetivos-api"
import { type ObjectivesFilter, captureOpen, objectiveMessages as m, objectiveProjectTypes } from "../../domain/evaluacion/objetivos"
import type { Principal } from "../auth/principal"
import { employeeOfUser } from "../authorizations/repo"
import { refuse, refuseField } from "../http/failure"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import { readRecord } from "../records/read-record"
import { bossNameSql, bossOccupants, isBossSql, participantPosition } from "./jefe-participante"
import { evaluationProjectsTable } from "./proyectos"

// EVA010's reads (MODULES-MX §5). The boss of a participant is read as every Evaluación page
// reads it (./jefe-participante.ts): the list and the sheet name the first occupant by number,
// and any occupant may approve.

export interface ObjectiveProjectFacts {
  readonly id_proyecto: number
  readonly n_proyecto: string
  readonly id_empresa: number
  readonly tipo: string
  readonly estado: string
  readonly fase_actual: string | null
  readonly f_inicio: string
  readonly f_fin: string
}

/** The project as its record reads it: 404 absent, 403 outside the caller's companies. */
export const objectiveProjectOf = (id_proyecto: number, principal: Principal) =>
  Effect.gen(function* () {
    const r = yield* readRecord(evaluationProjectsTable, String(id_proyecto), principal)
    return {
      id_proyecto,
      n_proyecto: String(r.n_proyecto),
      id_empresa: Number(r.id_empresa),
      tipo: String(r.tipo),
      estado: String(r.estado),
      fase_actual: r.fase_actual === null || r.fase_actual === undefined ? null : String(r.fase_actual),
      f_inicio: String(r.f_inicio),
      f_fin: String(r.f_fin),
    } satisfies ObjectiveProjectFacts
  })

/** Refuses a project without objectives (409). */
export const withObjectives = (p: ObjectiveProjectFacts) =>
  (objectiveProjectTypes as ReadonlyArray<string>).includes(p.tipo) ? Effect.void : refuse(409, m.sinObjetivos)

/** Refuses, after `withObjectives`, a project outside its capture phases (409). */
export const captureAllowed = (p: ObjectiveProjectFacts) =>
  Effect.gen(function* () {
    yield* withObjectives(p)
    if (!captureOpen(p.estado, p.fase_actual)) return yield* refuse(409, m.fueraDeFase)
  })

/** The active occupants of the participant's boss's position, as a subquery of id_empleado. */
const bossesOf = (sql: SqlClient.SqlClient, id_proyecto: number, participant: Fragment): Fragment =>
  bossOccupants(sql, participantPosition(sql, id_proyecto, participant), participant)

const bossNameOf = (sql: SqlClient.SqlClient, participant: Fragment): Fragment => bossNameSql(sql, sql.literal("pa.id_posicion"), participant)

/** The system parameters' limits of objectives per person; unset, the weights' own (5 to 50 each: 2 to 20). */
export const objectiveLimits = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql<{ min_objetivo: number | string | null; max_objetivo: number | string | null }>`SELECT min_objetivo, max_objetivo FROM parametros_sistema WHERE id = 1`
  const min = row?.min_objetivo === null || row?.min_objetivo === undefined ? 2 : Number(row.min_objetivo)
  const max = row?.max_objetivo === null || row?.max_objetivo === undefined ? 20 : Number(row.max_objetivo)
  return { min, max }
})

/** The signed-in user's employee, or 0 (no employee matches it). */
export const callerEmployee = (principal: Principal) => employeeOfUser(principal.id_usuario).pipe(Effect.map((id) => id ?? 0))

const numberOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v))
const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

/** The rows of the list, by its filters, within the caller's centres; at most `limit`. */
export const objectiveRows = (p: ObjectiveProjectFacts, filter: ObjectivesFilter, principal: Principal, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const me = yield* callerEmployee(principal)
    const conditions: Array<Fragment> = [sql`pa.id_proyecto = ${p.id_proyecto}`, scopeCondition(sql, "centro_trabajo", "pa.id_centro_trabajo", principal)]
    if (filter.id_empresa !== null) conditions.push(sql`e.id_empresa = ${filter.id_empresa}`)
    if (filter.id_centro_trabajo !== null) conditions.push(sql`pa.id_centro_trabajo = ${filter.id_centro_trabajo}`)
    if (filter.id_depto !== null) conditions.push(sql`pa.id_depto = ${filter.id_depto}`)
    if (filter.estado !== null) conditions.push(sql`COALESCE(h.estado_objetivos, 'Borrador') = ${filter.estado}`)
    const rows = yield* sql<Record<string, unknown>>`
      SELECT pa.id_empleado, ${sql.literal(fullNameSql("e"))} AS colaborador, pu.n_puesto,
        ${bossNameOf(sql, sql`pa.id_empleado`)} AS jefe,
        COALESCE(h.estado_objetivos, 'Borrador') AS estado,
        (SELECT COUNT(*) FROM eva_objetivos o WHERE o.id_proyecto = pa.id_proyecto AND o.id_empleado = pa.id_empleado) AS objetivos,
        (SELECT SUM(o.peso) FROM eva_objetivos o WHERE o.id_proyecto = pa.id_proyecto AND o.id_empleado = pa.id_empleado) AS suma_peso,
        CASE WHEN ${isBossSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"), sql`${me}`)} THEN 1 ELSE 0 END AS es_jefe
      FROM eva_participantes pa
        JOIN empleados e ON e.id_empleado = pa.id_empleado
        JOIN puestos pu ON pu.id_puesto = pa.id_puesto
        LEFT JOIN eva_hojas_objetivos h ON h.id_proyecto = pa.id_proyecto AND h.id_empleado = pa.id_empleado
      WHERE ${sql.and(conditions)}
      ORDER BY colaborador, pa.id_empleado
      LIMIT ${limit}`
    return rows.map(
      (r): ObjectiveListRow => ({
        id_empleado: Number(r.id_empleado),
        colaborador: String(r.colaborador ?? ""),
        n_puesto: String(r.n_puesto ?? ""),
        jefe: String(r.jefe ?? ""),
        objetivos: Number(r.objetivos ?? 0),
        suma_peso: Number(r.suma_peso ?? 0),
        estado: String(r.estado),
        propio: Number(r.id_empleado) === me,
        es_jefe: Number(r.es_jefe) === 1,
      }),
    )
  })

/** The objectives stored in a sheet, in order. */
export const storedObjectives = (id_proyecto: number, id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT id_objetivo, descripcion, indicador, unidad, sentido, linea_base, meta, peso, ${dateTextSql(sql, "f_compromiso")} AS f_compromiso, id_objetivo_padre
      FROM eva_objetivos WHERE id_proyecto = ${id_proyecto} AND id_empleado = ${id_empleado} ORDER BY orden`
    return rows.map(
      (r): StoredObjective => ({
        id_objetivo: Number(r.id_objetivo),
        descripcion: String(r.descripcion),
        indicador: String(r.indicador),
        unidad: String(r.unidad),
        sentido: String(r.sentido),
        linea_base: numberOrNull(r.linea_base),
        meta: Number(r.meta),
        peso: Number(r.peso),
        f_compromiso: textOrNull(r.f_compromiso),
        id_objetivo_padre: numberOrNull(r.id_objetivo_padre),
      }),
    )
  })

/** The objectives of the participant's boss in the same project: those theirs may cascade from. */
export const bossObjectives = (id_proyecto: number, id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_objetivo: number | string; descripcion: string }>`
      SELECT o.id_objetivo, o.descripcion FROM eva_objetivos o
      WHERE o.id_proyecto = ${id_proyecto} AND o.id_empleado IN (${bossesOf(sql, id_proyecto, sql`${id_empleado}`)})
      ORDER BY o.id_empleado, o.orden`
    return rows.map((r) => ({ id_objetivo: Number(r.id_objetivo), descripcion: String(r.descripcion) }))
  })

/** Whether this employee occupies the participant's boss's position. */
export const isBossOf = (id_proyecto: number, id_empleado: number, me: number) =>
  Effect.gen(function* () {
    if (me === 0) return false
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_empleado: number | string }>`SELECT q.id_empleado FROM (${bossesOf(sql, id_proyecto, sql`${id_empleado}`)}) q WHERE q.id_empleado = ${me}`
    return rows.length > 0
  })

/** The participant's sheet as the page shows it; 404 when the person does not take part. */
export const objectiveSheet = (p: ObjectiveProjectFacts, id_empleado: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [person] = yield* sql<Record<string, unknown>>`
      SELECT ${sql.literal(fullNameSql("e"))} AS colaborador, pu.n_puesto, ${bossNameOf(sql, sql`pa.id_empleado`)} AS jefe,
        h.estado_objetivos, h.comentario_devolucion, h.f_envio, h.f_aprobacion
      FROM eva_participantes pa
        JOIN empleados e ON e.id_empleado = pa.id_empleado
        JOIN puestos pu ON pu.id_puesto = pa.id_puesto
        LEFT JOIN eva_hojas_objetivos h ON h.id_proyecto = pa.id_proyecto AND h.id_empleado = pa.id_empleado
      WHERE pa.id_proyecto = ${p.id_proyecto} AND pa.id_empleado = ${id_empleado}`
    if (person === undefined) return yield* refuseField("id_empleado", m.noParticipante, 404)
    const me = yield* callerEmployee(principal)
    const limits = yield* objectiveLimits
    return {
      id_proyecto: p.id_proyecto,
      n_proyecto: p.n_proyecto,
      f_inicio: p.f_inicio,
      f_fin: p.f_fin,
      captura_abierta: captureOpen(p.estado, p.fase_actual),
      id_empleado,
      colaborador: String(person.colaborador ?? ""),
      n_puesto: String(person.n_puesto ?? ""),
      jefe: String(person.jefe ?? ""),
      estado_objetivos: String(person.estado_objetivos ?? "Borrador"),
      comentario_devolucion: textOrNull(person.comentario_devolucion),
      f_envio: textOrNull(person.f_envio),
      f_aprobacion: textOrNull(person.f_aprobacion),
      min_objetivo: limits.min,
      max_objetivo: limits.max,
      objetivos: yield* storedObjectives(p.id_proyecto, id_empleado),
      objetivos_jefe: yield* bossObjectives(p.id_proyecto, id_empleado),
      propio: me === id_empleado,
      es_jefe: yield* isBossOf(p.id_proyecto, id_empleado, me),
    } satisfies ObjectiveSheet
  })

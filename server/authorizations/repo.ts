import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { AuthorizationFlow } from "../../domain/configuraciones/flujos-autorizacion"
import type { ApprovalSubject, DatedPerson, DepartmentLink, RoutingFlow } from "../../domain/rules/next-approver"
import { flowOf } from "../configuraciones/flujos-autorizacion"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"

// What the engine reads and writes: the flow of a request type, the data nextApprover decides
// on, and the steps (autorizaciones).

type Sql = SqlClient.SqlClient

/** A department tree is at most 10 deep (DOMAIN-MX 3.4); the bound only stops a corrupt loop. */
const maxClimb = 50

/** The flow of a request type, or undefined: no row means "no flow" (authorized at once). */
export const flowOfType = (id_tipo_solicitud: number) => Effect.map(flowOf(id_tipo_solicitud), (flows) => flows[0])

/** The request type with a `clave` (MOV_ALTA ...), for origins that name types by code. */
export const requestTypeByKey = (clave: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_tipo_solicitud: number | string }>`SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = ${clave}`
    return rows[0] === undefined ? undefined : Number(rows[0].id_tipo_solicitud)
  })

/** The flow with the occupations of its level-0 position. */
export const routingFlow = (flow: AuthorizationFlow) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (flow.niveles !== 0 || flow.id_posicion === "") return { ...flow, ocupaciones: [] } satisfies RoutingFlow
    const rows = yield* sql<{ id_empleado: number | string; f_inicio: string; f_fin: string | null }>`
      SELECT o.id_empleado, ${dateTextSql(sql, "o.f_inicio")} AS f_inicio, ${dateTextSql(sql, "o.f_fin")} AS f_fin
      FROM ocupaciones_posicion o JOIN empleados e ON e.id_empleado = o.id_empleado
      WHERE o.id_posicion = ${String(flow.id_posicion)} AND e.activo = '1'
      ORDER BY o.f_inicio`
    const ocupaciones: ReadonlyArray<DatedPerson> = rows.map((r) => ({ id_empleado: Number(r.id_empleado), f_inicio: String(r.f_inicio), f_fin: r.f_fin === null ? null : String(r.f_fin) }))
    return { ...flow, ocupaciones } satisfies RoutingFlow
  })

/**
 * The employee with their department's ancestry (own first, root last) and each department's
 * responsables in their order. Only active people count as responsables.
 */
export const approvalSubject = (id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{
      id_depto: number | string
      nivel: number | string
      id_numero: number | string | null
      id_tipo_resp: number | string | null
      f_inicio: string | null
      f_fin: string | null
    }>`
      WITH RECURSIVE arriba (id_depto, id_depto_padre, nivel) AS (
        SELECT d.id_depto, d.id_depto_padre, 0 FROM empleados e JOIN departamentos d ON d.id_depto = e.id_depto
        WHERE e.id_empleado = ${id_empleado}
        UNION ALL
        SELECT p.id_depto, p.id_depto_padre, a.nivel + 1 FROM arriba a JOIN departamentos p ON p.id_depto = a.id_depto_padre
        WHERE a.nivel < ${maxClimb} AND p.id_depto <> a.id_depto
      )
      SELECT a.id_depto, a.nivel, r.id_numero, r.id_tipo_resp,
        ${dateTextSql(sql, "r.f_inicio")} AS f_inicio, ${dateTextSql(sql, "r.f_fin")} AS f_fin
      FROM arriba a
      LEFT JOIN responsables_depto r ON r.id_depto = a.id_depto
        AND EXISTS (SELECT 1 FROM empleados re WHERE re.id_empleado = r.id_numero AND re.activo = '1')
      ORDER BY a.nivel, r.orden`
    const departamentos: Array<DepartmentLink & { responsables: Array<DepartmentLink["responsables"][number]> }> = []
    for (const row of rows) {
      const id_depto = Number(row.id_depto)
      let link = departamentos[departamentos.length - 1]
      if (link === undefined || link.id_depto !== id_depto) {
        link = { id_depto, responsables: [] }
        departamentos.push(link)
      }
      if (row.id_numero !== null && row.id_tipo_resp !== null && row.f_inicio !== null) {
        link.responsables.push({
          id_empleado: Number(row.id_numero),
          id_tipo_resp: Number(row.id_tipo_resp),
          f_inicio: String(row.f_inicio),
          f_fin: row.f_fin === null ? null : String(row.f_fin),
        })
      }
    }
    return { id_empleado, departamentos } satisfies ApprovalSubject
  })

export interface StepRow {
  readonly id_autorizacion: number
  readonly origen: string
  readonly id_origen: number
  readonly id_tipo_solicitud: number
  readonly id_empleado: number
  readonly f_referencia: string
  readonly niveles: number
  readonly nivel: number
  readonly id_autorizador: number
  readonly n_autorizador: string
  readonly resultado: "A" | "R" | null
  readonly fecha: string | null
  readonly comentario: string | null
  readonly creado: number
}

const toStep = (r: Record<string, unknown>): StepRow => ({
  id_autorizacion: Number(r.id_autorizacion),
  origen: String(r.origen),
  id_origen: Number(r.id_origen),
  id_tipo_solicitud: Number(r.id_tipo_solicitud),
  id_empleado: Number(r.id_empleado),
  f_referencia: String(r.f_referencia).trim(),
  niveles: Number(r.niveles),
  nivel: Number(r.nivel),
  id_autorizador: Number(r.id_autorizador),
  n_autorizador: String(r.n_autorizador ?? ""),
  resultado: r.resultado === "A" || r.resultado === "R" ? r.resultado : null,
  fecha: r.fecha === null || r.fecha === undefined ? null : String(r.fecha).trim(),
  comentario: r.comentario === null || r.comentario === undefined ? null : String(r.comentario),
  creado: Number(r.creado),
})

const stepColumns = (sql: Sql) =>
  sql.literal(`a.id_autorizacion, a.origen, a.id_origen, a.id_tipo_solicitud, a.id_empleado, a.f_referencia, a.niveles, a.nivel,
    a.id_autorizador, ${fullNameSql("e")} AS n_autorizador, a.resultado, a.fecha, a.comentario, a.creado`)

export const stepById = (id_autorizacion: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT ${stepColumns(sql)} FROM autorizaciones a JOIN empleados e ON e.id_empleado = a.id_autorizador
      WHERE a.id_autorizacion = ${id_autorizacion}`
    return rows[0] === undefined ? undefined : toStep(rows[0])
  })

/**
 * Every step of each of these requests of one origin, oldest first (a request sent again after a
 * rejection keeps its history), in one query.
 */
export const stepsOfMany = (origen: string, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const byRequest = new Map<number, Array<StepRow>>()
    if (ids.length === 0) return byRequest
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT ${stepColumns(sql)} FROM autorizaciones a JOIN empleados e ON e.id_empleado = a.id_autorizador
      WHERE a.origen = ${origen} AND ${sql.in("a.id_origen", [...ids])}
      ORDER BY a.id_autorizacion`
    for (const step of rows.map(toStep)) byRequest.set(step.id_origen, [...(byRequest.get(step.id_origen) ?? []), step])
    return byRequest
  })

/** Every step of one request, oldest first. */
export const stepsOf = (origen: string, id_origen: number) =>
  Effect.map(stepsOfMany(origen, [id_origen]), (byRequest): ReadonlyArray<StepRow> => byRequest.get(id_origen) ?? [])

/** The steps waiting for one approver, oldest first. */
export const waitingFor = (id_autorizador: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT ${stepColumns(sql)} FROM autorizaciones a JOIN empleados e ON e.id_empleado = a.id_autorizador
      WHERE a.id_autorizador = ${id_autorizador} AND a.resultado IS NULL
      ORDER BY a.id_autorizacion
      LIMIT 200`
    return rows.map(toStep)
  })

/** A step as it is created: what it is about and who decides it, not yet decided. */
export type NewStep = Omit<StepRow, "id_autorizacion" | "n_autorizador" | "resultado" | "fecha" | "comentario">

export const insertStep = (step: NewStep) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_autorizacion: number | string }>`INSERT INTO autorizaciones ${sql.insert({ ...step })} RETURNING id_autorizacion`
    return Number(rows[0]?.id_autorizacion)
  })

/** Withdraws the step a request waits on (the request was cancelled): nothing is left to decide. */
export const withdrawWaiting = (origen: string, id_origen: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM autorizaciones WHERE origen = ${origen} AND id_origen = ${id_origen} AND resultado IS NULL`
  })

/** Records a decision on a waiting step; false when it was no longer waiting (decided meanwhile). */
export const recordDecision = (id_autorizacion: number, resultado: "A" | "R", fecha: string, comentario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_autorizacion: number | string }>`
      UPDATE autorizaciones SET resultado = ${resultado}, fecha = ${fecha}, comentario = ${comentario === "" ? null : comentario}
      WHERE id_autorizacion = ${id_autorizacion} AND resultado IS NULL
      RETURNING id_autorizacion`
    return rows.length > 0
  })

/** The employee a signed-in user acts as (usuarios.id_empleado), if any. */
export const employeeOfUser = (id_usuario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_empleado: number | string | null }>`SELECT id_empleado FROM usuarios WHERE id_usuario = ${id_usuario}`
    const id = rows[0]?.id_empleado
    return id === null || id === undefined ? undefined : Number(id)
  })

export interface Recipient {
  readonly id_empleado: number
  readonly nombre: string
  readonly email: string
}

/**
 * Where each person is written to: the work e-mail, else the personal one, else the sign-in of
 * a user linked to them (user ids are e-mail addresses). People without an address are left out.
 */
export const recipients = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (ids.length === 0) return []
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_empleado: number | string; nombre: string; email: string | null }>`
      SELECT e.id_empleado, ${sql.literal(fullNameSql("e"))} AS nombre,
        COALESCE(NULLIF(e.email_trabajo, ''), NULLIF(e.email_personal, ''),
          (SELECT MIN(u.id_usuario) FROM usuarios u WHERE u.id_empleado = e.id_empleado AND u.activo = '1')) AS email
      FROM empleados e WHERE ${sql.in("e.id_empleado", [...ids])}`
    return rows.flatMap((r) => {
      const email = r.email ?? ""
      return email.includes("@") ? [{ id_empleado: Number(r.id_empleado), nombre: String(r.nombre), email }] : []
    })
  })

export const requestTypeNames = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (ids.length === 0) return new Map<number, string>()
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_tipo_solicitud: number | string; n_tipo_solicitud: string }>`
      SELECT id_tipo_solicitud, n_tipo_solicitud FROM tipos_solicitud WHERE ${sql.in("id_tipo_solicitud", [...ids])}`
    return new Map(rows.map((r) => [Number(r.id_tipo_solicitud), r.n_tipo_solicitud] as const))
  })

import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type { KioskRequest } from "../../domain/kiosko/kiosko"
import { type PortalRequestState, type PortalRequestType, portalRequestOrigin, portalRequestTexts, portalRequestTypeLabel } from "../../domain/personal/solicitudes-portal-vocabulary"
import { earlierDate, vacationRequestProblem, vacationRequestTexts } from "../../domain/rules/vacation-balance"
import { stepsOfMany } from "../authorizations/repo"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { lockEmployee, vacationInput } from "./vacation-balance"
import { dateText } from "../records/date-text"

// The kiosk's requests (solicitudes_portal, DOMAIN-MX 4.8): reading them with their steps, and
// the vacation an authorization stores (filing one is solicitudes-portal-file.ts; their states
// are the workflow's, domain/personal/solicitudes-portal.ts). An authorized
// vacation becomes the person's period in periodos_vacaciones, the table the dashboard's
// "Vacaciones del Mes" counts (migration 0079 keeps its centre), so approving is what makes it
// count; nothing else writes there for a request.

interface RequestRow {
  readonly id_solicitud: number | string
  readonly id_empleado: number | string
  readonly id_tipo_solicitud: string
  readonly f_solicitud: string
  readonly f_inicio: string | null
  readonly f_fin: string | null
  readonly dias: number | string | null
  readonly monto: number | string | null
  readonly detalle: string
  readonly estado: string
  readonly comentarios: string | null
  readonly nivel_actual: number | string | null
}

export interface StoredRequest {
  readonly id_solicitud: number
  readonly id_empleado: number
  readonly id_tipo_solicitud: PortalRequestType
  readonly f_solicitud: string
  readonly f_inicio: string | null
  readonly f_fin: string | null
  readonly dias: number | null
  readonly monto: number | null
  readonly detalle: string
  readonly estado: PortalRequestState
  readonly comentarios: string | null
  readonly nivel_actual: number | null
}

const toStored = (r: RequestRow): StoredRequest => ({
  id_solicitud: Number(r.id_solicitud),
  id_empleado: Number(r.id_empleado),
  id_tipo_solicitud: r.id_tipo_solicitud as PortalRequestType,
  f_solicitud: String(r.f_solicitud),
  f_inicio: r.f_inicio === null ? null : String(r.f_inicio),
  f_fin: r.f_fin === null ? null : String(r.f_fin),
  dias: r.dias === null ? null : Number(r.dias),
  monto: r.monto === null ? null : Number(r.monto),
  detalle: r.detalle,
  estado: r.estado as PortalRequestState,
  comentarios: r.comentarios,
  nivel_actual: r.nivel_actual === null ? null : Number(r.nivel_actual),
})

/** The requests matching `where` (a fragment over alias t), newest first, at most `limit`. */
const selectRequests = (where: (sql: SqlClient.SqlClient) => Fragment, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<RequestRow>`
      SELECT t.id_solicitud, t.id_empleado, t.id_tipo_solicitud,
        ${sql.literal(dateText(sql, "t.f_solicitud"))} AS f_solicitud,
        ${sql.literal(dateText(sql, "t.f_inicio"))} AS f_inicio,
        ${sql.literal(dateText(sql, "t.f_fin"))} AS f_fin,
        t.dias, t.monto, t.detalle, t.estado, t.comentarios,
        (SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = ${portalRequestOrigin} AND a.id_origen = t.id_solicitud AND a.resultado IS NULL) AS nivel_actual
      FROM solicitudes_portal t
      WHERE ${where(sql)}
      ORDER BY t.id_solicitud DESC
      LIMIT ${limit}`
    return rows.map(toStored)
  })

export const storedRequest = (id_solicitud: number) =>
  Effect.map(
    selectRequests((sql) => sql.and([sql`t.id_solicitud = ${id_solicitud}`]), 1),
    (rows) => rows[0],
  )

/** The requests with the steps of their flows, as the kiosk shows them. */
const withSteps = (rows: ReadonlyArray<StoredRequest>) =>
  Effect.gen(function* () {
    const steps = yield* stepsOfMany(
      portalRequestOrigin,
      rows.map((r) => r.id_solicitud),
    )
    return rows.map(
      (r): KioskRequest => ({
        ...r,
        n_tipo_solicitud: portalRequestTypeLabel(r.id_tipo_solicitud),
        pasos: (steps.get(r.id_solicitud) ?? []).map((s) => ({
          id_autorizacion: s.id_autorizacion,
          nivel: s.nivel,
          n_autorizador: s.n_autorizador,
          resultado: s.resultado,
          fecha: s.fecha,
          comentario: s.comentario,
        })),
      }),
    )
  })

/** One person's latest 100 requests, newest first. */
export const requestsOfEmployee = (id_empleado: number) =>
  Effect.flatMap(
    selectRequests((sql) => sql.and([sql`t.id_empleado = ${id_empleado}`]), 100),
    withSteps,
  )

export const requestWithSteps = (id_solicitud: number) =>
  Effect.gen(function* () {
    const row = yield* storedRequest(id_solicitud)
    if (row === undefined) return yield* refuse(404, portalRequestTexts.solicitudNoExiste)
    const [full] = yield* withSteps([row])
    return full as KioskRequest
  })

/**
 * An authorized vacation becomes the person's period (the step after `enviar` or `autorizar`
 * reaches Autorizada: the flow's last approval, or HR's decision on a Pendiente one). It is
 * checked again against the person's periods and balance as they stand now (another vacation may
 * have been authorized meanwhile); when it no longer fits, a 409 undoes the decision with it.
 */
export const storeVacation = (id_solicitud: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const row = yield* storedRequest(id_solicitud)
    if (row === undefined || row.id_tipo_solicitud !== "VAC" || row.f_inicio === null || row.f_fin === null) return
    yield* lockEmployee(row.id_empleado)
    const today = yield* todayInMexico
    const input = yield* vacationInput(row.id_empleado, today, row.id_solicitud)
    const period = { f_inicio: row.f_inicio, f_fin: row.f_fin }
    // Approved late, a vacation may have begun: its start is no refusal then.
    const problem = input === undefined ? null : vacationRequestProblem(period, { ...input, today: earlierDate(row.f_inicio, today) })
    if (problem !== null) return yield* refuse(409, problem.message === vacationRequestTexts.traslapeAutorizadas ? problem.message : portalRequestTexts.sinSaldo)
    yield* sql`INSERT INTO periodos_vacaciones ${sql.insert({ id_empleado: row.id_empleado, f_inicio: row.f_inicio, f_fin: row.f_fin, id_solicitud })}`
  })

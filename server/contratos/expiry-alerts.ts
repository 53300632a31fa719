import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { contractParameterDefaults } from "../../domain/contratos/parametros"
import { type AlertSubject, probationThreshold } from "../../domain/contratos/expiry-alerts"
import { daysFrom, expiryAlert, probationAlertDue, probationEnd } from "../../domain/rules/contratos-vigencia"
import { shiftDay } from "../../domain/rules/working-days"
import { busyRetry, isBusy } from "../http/sql-refusal"
import { todayInMexico } from "../organizacion/in-force"
import { numberedNameSql } from "../records/person-name"
import { readContractParameters } from "./parametros"
import { mailAlerts } from "./expiry-alerts-mail"

// The contracts' daily expiry alerts (MODULES-MX §2). Each pass, on the server's day in Mexico
// City, looks at the Vigente contracts ending within the first threshold of CON090 (30, 15, 7 by
// default) and those whose probation ends within 7 days:
// - an expiry alert is due on the day equal to a threshold; a pass after a missed day sends the
//   highest pending threshold once and settles the lower ones reached (domain/rules
//   contratos-vigencia `expiryAlert`);
// - a probation alert goes once, 7 days before the probation's last day (or later while it lasts).
// What is sent is stored in contratos_alertas, whose key is the claim: the row is inserted
// before anything is mailed, and a pass that inserts nothing sends nothing. As the movements'
// job, a pass takes a transaction-level advisory lock on PostgreSQL (a second server skips) and
// on SQLite a stale second pass fails and reruns, then finds the rows. The mail goes after the
// commit, so a slow SMTP server never holds the database; a failed send is logged, the alert
// stays on the dashboard.

/** Arbitrary constant naming this job's advisory lock. */
const lockKey = 23_002_301

export interface SentAlert extends AlertSubject {
  readonly id_empleado: number
  /** The threshold the alert names (7 for a probation). */
  readonly umbral: number
}

export interface AlertPassResult {
  readonly sent: ReadonlyArray<SentAlert>
  readonly mails: number
  /** Another process held the lock: nothing was looked at. */
  readonly skipped: boolean
}

interface Candidate {
  readonly id_contrato: string
  readonly id_empleado: number | string
  readonly colaborador: string
  readonly n_puesto: string | null
  readonly f_inicio: string
  readonly f_fin: string | null
  readonly dias_prueba: number | string | null
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10))

/** Inserts the rows of one alert; true when this pass claimed the one it sends. */
const claim = (id_contrato: string, tipo: "vencimiento" | "prueba", sent: number, settles: ReadonlyArray<number>, today: string, dias: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    let claimed = false
    for (const umbral of settles) {
      const avisado = umbral === sent ? "1" : "0"
      const rows = yield* sql`INSERT INTO contratos_alertas (id_contrato, tipo, umbral, f_envio, dias_restantes, avisado)
        VALUES (${id_contrato}, ${tipo}, ${umbral}, ${today}, ${dias}, ${avisado}) ON CONFLICT DO NOTHING RETURNING umbral`
      if (umbral === sent && rows.length > 0) claimed = true
    }
    return claimed
  })

const recordPass = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const locked = yield* sql.onDialectOrElse({
    pg: () => Effect.map(sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${lockKey}) AS ok`, (rows) => rows[0]?.ok === true),
    orElse: () => Effect.succeed(true),
  })
  if (!locked) return { sent: [], skipped: true, accountId: null }
  const params = yield* readContractParameters
  const thresholds = [
    params?.dias_alerta_1 ?? contractParameterDefaults.dias_alerta_1,
    params?.dias_alerta_2 ?? contractParameterDefaults.dias_alerta_2,
    params?.dias_alerta_3 ?? contractParameterDefaults.dias_alerta_3,
  ]
  const today = yield* todayInMexico
  const horizon = shiftDay(today, Math.max(...thresholds))
  // A probation lasts at most 180 days (0185's CHECK): an older start cannot be in one.
  const probationFrom = shiftDay(today, -180)
  const candidates = yield* sql<Candidate>`
    SELECT c.id_contrato, c.id_empleado, ${sql.literal(numberedNameSql("e"))} AS colaborador, p.n_puesto, c.f_inicio, c.f_fin, c.dias_prueba
    FROM contratos c JOIN empleados e ON e.id_empleado = c.id_empleado LEFT JOIN puestos p ON p.id_puesto = c.id_puesto
    WHERE c.estado = 'Vigente' AND ((c.f_fin >= ${today} AND c.f_fin <= ${horizon}) OR (c.dias_prueba IS NOT NULL AND c.f_inicio >= ${probationFrom}))
    ORDER BY c.f_fin, c.id_contrato`
  const stored = yield* sql<{ id_contrato: string; tipo: string; umbral: number | string }>`
    SELECT a.id_contrato, a.tipo, a.umbral FROM contratos_alertas a JOIN contratos c ON c.id_contrato = a.id_contrato
    WHERE c.estado = 'Vigente' AND ((c.f_fin >= ${today} AND c.f_fin <= ${horizon}) OR (c.dias_prueba IS NOT NULL AND c.f_inicio >= ${probationFrom}))`
  // The thresholds already sent, by contract and kind: one pass over the stored alerts, not one per candidate.
  const sentBy = new Map<string, Array<number>>()
  for (const s of stored) {
    const key = `${s.id_contrato}\u0000${s.tipo}`
    const list = sentBy.get(key)
    if (list === undefined) sentBy.set(key, [Number(s.umbral)])
    else list.push(Number(s.umbral))
  }
  const sentOf = (id: string, tipo: string): ReadonlyArray<number> => sentBy.get(`${id}\u0000${tipo}`) ?? []
  const sent: Array<SentAlert> = []
  for (const c of candidates) {
    const subject = { id_contrato: c.id_contrato, id_empleado: Number(c.id_empleado), colaborador: c.colaborador, n_puesto: c.n_puesto ?? "" }
    const f_fin = c.f_fin === null ? null : iso(c.f_fin)
    if (f_fin !== null && f_fin >= today && f_fin <= horizon) {
      const dias = daysFrom(today, f_fin)
      const alert = expiryAlert(dias, thresholds, sentOf(c.id_contrato, "vencimiento"))
      if (alert !== null && (yield* claim(c.id_contrato, "vencimiento", alert.threshold, alert.settles, today, dias)))
        sent.push({ ...subject, tipo: "vencimiento", umbral: alert.threshold, f_limite: f_fin, dias_restantes: dias })
    }
    if (c.dias_prueba !== null) {
      const f_inicio = iso(c.f_inicio)
      const dias_prueba = Number(c.dias_prueba)
      const already = sentOf(c.id_contrato, "prueba").length > 0
      if (probationAlertDue(f_inicio, dias_prueba, today, already)) {
        const end = probationEnd(f_inicio, dias_prueba)
        const dias = daysFrom(today, end)
        if (yield* claim(c.id_contrato, "prueba", probationThreshold, [probationThreshold], today, dias))
          sent.push({ ...subject, tipo: "prueba", umbral: probationThreshold, f_limite: end, dias_restantes: dias })
      }
    }
  }
  return { sent, skipped: false, accountId: params?.id_cuenta_correo ?? null }
})

/** One pass: the alerts due today recorded (once across processes), then mailed. */
export const sendContractAlerts = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const recorded = yield* sql.withTransaction(recordPass).pipe(Effect.retry({ schedule: busyRetry, while: isBusy }))
  const mails = recorded.sent.length === 0 ? 0 : yield* mailAlerts(recorded.sent, recorded.accountId)
  return { sent: recorded.sent, mails, skipped: recorded.skipped } satisfies AlertPassResult
})

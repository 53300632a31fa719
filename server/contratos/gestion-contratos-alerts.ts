import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { shiftDay } from "../../domain/rules/working-days"
import { daysFrom, expiryAlert, probationAlertDue, probationEnd } from "../../domain/rules/contratos-vigencia"
import { todayInMexico } from "../organizacion/in-force"
import { dateTextSql } from "../records/date-text"

// The contracts' alerts (MODULES-MX §2): on Mexico City's day, which Vigente contracts reach an
// expiry threshold (30, 15 and 7 days by default; a missed day sends the highest pending one
// once) and which probations end within 7 days (to force their evaluation, CON220). What was
// sent is kept in contratos.alertas_enviadas ("30,15", "P" for the probation), so a threshold is
// never sent twice. The pass finds, hands the alerts to `notify` and marks them, in one
// transaction: a failed notice marks nothing and is found again by the next pass. Who receives
// them (jefe, RH, colaborador) and the thresholds are CON090's; until it is wired `notify` is the
// caller's.

export interface ContractAlert {
  readonly id_contrato: string
  readonly id_empleado: number
  readonly kind: "vencimiento" | "prueba"
  /** The expiry threshold the alert names; for a probation, the days to its last day. */
  readonly threshold: number
  readonly dias_restantes: number
  /** The marks the alert leaves in alertas_enviadas. */
  readonly marks: ReadonlyArray<string>
}

const probationMark = "P"

const sentOf = (stored: string | null): ReadonlyArray<string> => (stored === null || stored.trim() === "" ? [] : stored.split(",").map((s) => s.trim()))

/** The alerts due today, contract by contract (a contract may owe both kinds). */
export const dueContractAlerts = (thresholds: ReadonlyArray<number> = [30, 15, 7]) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    const horizon = shiftDay(today, Math.max(...thresholds))
    const rows = yield* sql<{ id_contrato: string; id_empleado: number | string; f_inicio: string; f_fin: string | null; dias_prueba: number | string | null; alertas_enviadas: string | null }>`
      SELECT id_contrato, id_empleado, ${dateTextSql(sql, "f_inicio")} AS f_inicio, ${dateTextSql(sql, "f_fin")} AS f_fin, dias_prueba, alertas_enviadas
      FROM contratos
      WHERE estado = 'Vigente' AND ((f_fin >= ${today} AND f_fin <= ${horizon}) OR dias_prueba IS NOT NULL)
      ORDER BY id_contrato`
    const alerts: Array<ContractAlert> = []
    for (const r of rows) {
      const sent = sentOf(r.alertas_enviadas)
      const base = { id_contrato: r.id_contrato, id_empleado: Number(r.id_empleado) }
      if (r.f_fin !== null && r.f_fin >= today && r.f_fin <= horizon) {
        const days = daysFrom(today, r.f_fin)
        const due = expiryAlert(days, thresholds, sent.map(Number).filter(Number.isFinite))
        if (due !== null) alerts.push({ ...base, kind: "vencimiento", threshold: due.threshold, dias_restantes: days, marks: due.settles.map(String) })
      }
      const trial = r.dias_prueba === null ? null : Number(r.dias_prueba)
      if (trial !== null && probationAlertDue(r.f_inicio, trial, today, sent.includes(probationMark))) {
        const left = daysFrom(today, probationEnd(r.f_inicio, trial))
        alerts.push({ ...base, kind: "prueba", threshold: left, dias_restantes: left, marks: [probationMark] })
      }
    }
    return alerts
  })

/** Keeps what an alert settled beside what the contract had already been sent. */
const mark = (alert: ContractAlert) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ alertas_enviadas: string | null }>`SELECT alertas_enviadas FROM contratos WHERE id_contrato = ${alert.id_contrato}`
    const kept = [...new Set([...sentOf(row?.alertas_enviadas ?? null), ...alert.marks])].join(",")
    yield* sql`UPDATE contratos SET alertas_enviadas = ${kept} WHERE id_contrato = ${alert.id_contrato}`
  })

/** One pass: the alerts due, handed to `notify`, then marked as sent; answers them. */
export const contractAlertPass = <E, R>(notify: (alerts: ReadonlyArray<ContractAlert>) => Effect.Effect<void, E, R>, thresholds?: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const alerts = yield* dueContractAlerts(thresholds)
        if (alerts.length === 0) return alerts
        yield* notify(alerts)
        yield* Effect.forEach(alerts, mark, { discard: true })
        return alerts
      }),
    )
  })

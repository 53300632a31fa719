import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { DetallePrestamo } from "../../domain/personal/prestamos-autorizados-api"
import { isLoanPeriod, loanMessages, loanOrigin } from "../../domain/personal/prestamos-autorizados-vocabulary"
import { loanSchedule } from "../../domain/personal/prestamos-autorizados-rules"
import type { Principal } from "../auth/principal"
import { ApiFailure, forbidden } from "../http/failure"
import { scopeCondition } from "../records/queries"
import { isVisible } from "../records/visible"
import { dateText } from "../records/date-text"
import { flowSteps } from "../authorizations/flow-steps"
import { numberedNameSql } from "../records/person-name"

// One loan as its detail, its payment schedule and its account statement show it: the stored
// terms, the schedule with the abonos applied in order, the abonos with the balance after each,
// and the steps of its flow. Only a loan of a person of the caller's work centres (403), and
// 404 for one that does not exist.

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).trim())

export interface LoanRecord extends DetallePrestamo {
  readonly id_empresa: number
  readonly id_periodicidad: string
}

export const readLoan = (id_prestamo: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = (column: string) => sql.literal(dateText(sql, column))
    const [l] = yield* sql<Record<string, unknown>>`
      SELECT t.id_prestamo, t.id_empresa, t.estado, ${day("t.f_solicitud")} AS f_solicitud, t.monto, t.num_pagos, t.otorgante,
        t.id_periodicidad, pp.n_periodicidad, t.tasa_interes, t.interes, t.total, t.importe_descuento,
        ${day("t.f_primer_descuento")} AS f_primer_descuento, t.saldo, t.comentario_rechazo,
        ${sql.literal(numberedNameSql("e"))} AS colaborador,
        CASE WHEN ${scopeCondition(sql, "empleado", "t.id_empleado", principal)} THEN 1 ELSE 0 END AS ve
      FROM prestamos t
      JOIN empleados e ON e.id_empleado = t.id_empleado
      JOIN periodicidades_pago pp ON pp.id_periodicidad = t.id_periodicidad
      WHERE t.id_prestamo = ${id_prestamo}`
    if (l === undefined) return yield* new ApiFailure({ status: 404, message: loanMessages.prestamoNoExiste })
    if (!isVisible(l.ve)) return yield* forbidden()

    const payments = yield* sql<Record<string, unknown>>`
      SELECT id_abono, ${day("f_abono")} AS f_abono, importe, referencia FROM prestamos_abonos
      WHERE id_prestamo = ${id_prestamo} ORDER BY f_abono, id_abono`
    const steps = yield* flowSteps(loanOrigin, id_prestamo)

    const total = Number(l.total)
    const period = String(l.id_periodicidad).trim()
    let balance = Math.round(total * 100)
    const abonos = payments.map((p) => {
      balance -= Math.round(Number(p.importe) * 100)
      return { id_abono: Number(p.id_abono), f_abono: String(p.f_abono), importe: Number(p.importe), referencia: text(p.referencia), saldo: balance / 100 }
    })
    const paid = abonos.reduce((sum, a) => sum + Math.round(a.importe * 100), 0) / 100
    const first = String(l.f_primer_descuento)
    const loan: LoanRecord = {
      id_prestamo,
      id_empresa: Number(l.id_empresa),
      id_periodicidad: period,
      colaborador: String(l.colaborador),
      estado: String(l.estado),
      f_solicitud: String(l.f_solicitud),
      monto: Number(l.monto),
      num_pagos: Number(l.num_pagos),
      otorgante: String(l.otorgante),
      periodicidad: `${period} ${String(l.n_periodicidad ?? "")}`.trim(),
      tasa_interes: Number(l.tasa_interes),
      interes: Number(l.interes),
      total,
      importe_descuento: Number(l.importe_descuento),
      f_primer_descuento: first,
      saldo: Number(l.saldo),
      comentario_rechazo: text(l.comentario_rechazo),
      calendario: isLoanPeriod(period) ? loanSchedule(total, Number(l.num_pagos), first, period, paid) : [],
      abonos,
      pasos: steps,
    }
    return loan
  })

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { DetallePrestamo } from "../../domain/personal/prestamos-autorizados-api"
import type { personalLoans } from "../../domain/personal/prestamos-autorizados"
import { isLoanPeriod, loanOrigin } from "../../domain/personal/prestamos-autorizados-vocabulary"
import { loanSchedule } from "../../domain/personal/prestamos-autorizados-rules"
import type { EntityOf } from "../../domain/records/descriptor"
import { dateText } from "../records/date-text"
import { numOrNull, textOrEmpty, textOrNull } from "../records/stored-values"
import { flowSteps } from "../authorizations/flow-steps"

// One loan as its detail, its payment schedule and its account statement show it: the stored
// loan as the platform read it (server/records/read-record.ts, its scope and 404 included), the
// schedule with the abonos applied in order, the abonos with the balance after each, and the
// steps of its flow.

export type StoredLoan = EntityOf<typeof personalLoans>

export interface LoanRecord extends DetallePrestamo {
  readonly id_empresa: number
  readonly id_periodicidad: string
}

/** The stored loan with what its record does not carry: the abonos, the schedule and its flow. */
export const loanRecord = (stored: StoredLoan) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // A stored loan always has its folio; the descriptor types a derived key as nullable.
    const id_prestamo = stored.id_prestamo ?? 0
    const payments = yield* sql<Record<string, unknown>>`
      SELECT id_abono, ${sql.literal(dateText(sql, "f_abono"))} AS f_abono, importe, referencia FROM prestamos_abonos
      WHERE id_prestamo = ${id_prestamo} ORDER BY f_abono, id_abono`
    const steps = yield* flowSteps(loanOrigin, id_prestamo)

    const total = stored.total ?? 0
    const period = (stored.id_periodicidad ?? "").trim()
    let balance = Math.round(total * 100)
    const abonos = payments.map((p) => {
      const importe = numOrNull(p.importe) ?? 0
      balance -= Math.round(importe * 100)
      return { id_abono: numOrNull(p.id_abono) ?? 0, f_abono: textOrEmpty(p.f_abono), importe, referencia: textOrNull(p.referencia)?.trim() ?? null, saldo: balance / 100 }
    })
    const paid = abonos.reduce((sum, a) => sum + Math.round(a.importe * 100), 0) / 100
    const loan: LoanRecord = {
      id_prestamo,
      id_empresa: stored.id_empresa_prestamo ?? 0,
      id_periodicidad: period,
      colaborador: stored.colaborador ?? "",
      estado: stored.estado,
      f_solicitud: stored.f_solicitud,
      monto: stored.monto,
      num_pagos: stored.num_pagos,
      otorgante: stored.otorgante,
      periodicidad: `${period} ${stored.periodicidad ?? ""}`.trim(),
      tasa_interes: stored.tasa_interes ?? 0,
      interes: stored.interes ?? 0,
      total,
      importe_descuento: stored.importe_descuento ?? 0,
      f_primer_descuento: stored.f_primer_descuento,
      saldo: stored.saldo ?? 0,
      comentario_rechazo: stored.comentario_rechazo?.trim() ?? null,
      calendario: isLoanPeriod(period) ? loanSchedule(total, stored.num_pagos, stored.f_primer_descuento, period, paid) : [],
      abonos,
      pasos: steps,
    }
    return loan
  })

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { toDisplayDate } from "../../domain/dates"
import { isLoanPeriod, lenderLabel, loanOrigin } from "../../domain/personal-loans"
import { formatPesos } from "../../domain/rules/loan-limits"
import { paymentsPhrase } from "../../domain/rules/loan-schedule"
import type { AuthorizationOrigin, OriginSummary } from "../authorizations/origin"
import { Now } from "../clock"
import { dateText } from "./movement-snapshot"

// Loans as an origin of the authorization engine ("PRESTAMO"): what an approver reads in "Mis
// autorizaciones" (amount, payments and discount per period, lender and interest, first
// discount, motive), and what the end of the flow does: the last approval makes the loan
// Vigente; a rejection ends it as Rechazado with the approver's comment. Only a loan still En
// autorización moves.

const describe = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const summaries = new Map<number, OriginSummary>()
    if (ids.length === 0) return summaries
    const sql = yield* SqlClient.SqlClient
    const loans = yield* sql<Record<string, unknown>>`
      SELECT t.id_prestamo, ${sql.literal(dateText(sql, "t.f_solicitud"))} AS f_solicitud,
        ${sql.literal(dateText(sql, "t.f_primer_descuento"))} AS f_primer_descuento,
        t.monto, t.num_pagos, t.otorgante, t.id_periodicidad, t.tasa_interes, t.interes, t.total, t.importe_descuento, t.motivo,
        COALESCE(e.num_empleado, '') || ' - ' || e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '') AS colaborador
      FROM prestamos t JOIN empleados e ON e.id_empleado = t.id_empleado
      WHERE ${sql.in("t.id_prestamo", [...ids])}`
    for (const l of loans) {
      const id = Number(l.id_prestamo)
      const period = String(l.id_periodicidad).trim()
      const rate = Number(l.tasa_interes)
      const payments = isLoanPeriod(period) ? paymentsPhrase(Number(l.num_pagos), period) : `${Number(l.num_pagos)} pagos`
      const lender =
        l.otorgante === "CAJA"
          ? `Otorgante: ${lenderLabel("CAJA")}, interés anual ${rate} % (${formatPesos(Number(l.interes))})`
          : `Otorgante: ${lenderLabel("EMPRESA")}, sin intereses (LFT art. 111)`
      summaries.set(id, {
        folio: String(id),
        colaborador: String(l.colaborador),
        tipo: "Préstamo",
        fecha: String(l.f_solicitud),
        detalle: [
          `Monto: ${formatPesos(Number(l.monto))}`,
          `Pagos: ${payments} de ${formatPesos(Number(l.importe_descuento))}`,
          lender,
          ...(Number(l.interes) > 0 ? [`Total a pagar: ${formatPesos(Number(l.total))}`] : []),
          `Primer descuento: ${toDisplayDate(String(l.f_primer_descuento)) ?? String(l.f_primer_descuento)}`,
          ...(l.motivo === null || l.motivo === undefined || String(l.motivo).trim() === "" ? [] : [`Motivo: ${String(l.motivo)}`]),
        ],
      })
    }
    return summaries
  })

/** Makes an authorized loan Vigente (the last approval, or a send with no flow configured). */
export const loanInForce = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const at = new Date((yield* Now)()).toISOString()
    yield* sql`UPDATE prestamos SET estado = 'Vigente', f_autorizacion = ${at}, f_modificacion = ${at}
      WHERE id_prestamo = ${id} AND estado IN ('Capturado', 'En autorización')`
  })

export const loanAuthorizationOrigin: AuthorizationOrigin = {
  origen: loanOrigin,
  describe,
  onApproved: loanInForce,
  onRejected: (id, comentario) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const now = yield* Now
      yield* sql`UPDATE prestamos SET estado = 'Rechazado', comentario_rechazo = ${comentario.slice(0, 500)},
        f_modificacion = ${new Date(now()).toISOString()}
        WHERE id_prestamo = ${id} AND estado IN ('Capturado', 'En autorización')`
    }),
}

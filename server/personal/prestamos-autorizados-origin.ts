import { toDisplayDate } from "../../domain/dates"
import { isLoanPeriod, lenderLabel } from "../../domain/personal/prestamos-autorizados-vocabulary"
import { formatPesos } from "../../domain/rules/loan-limits"
import { paymentsPhrase } from "../../domain/personal/prestamos-autorizados-rules"
import { describeEach } from "../authorizations/describe-each"
import type { OriginSummary } from "../authorizations/origin"
import { numberedNameSql } from "../records/person-name"
import { dateText } from "../records/date-text"
import { workflowOrigin } from "../records/workflow-origin"
import { asRecordTable } from "../records/table"
import { personalLoansTable } from "./prestamos-autorizados"

// Loans as an origin of the authorization engine ("PRESTAMO"): what an approver reads in "Mis
// autorizaciones" (amount, payments and discount per period, lender and interest, first
// discount, motive). What the end of the flow does is the workflow's (domain/personal/
// prestamos-autorizados.ts): the last approval makes the loan Vigente; a rejection ends it as
// Rechazado with the approver's comment. Only a loan still En autorización moves.

const describe = describeEach(
  "id_prestamo",
  (sql, ids) =>
    sql<Record<string, unknown>>`
      SELECT t.id_prestamo, ${sql.literal(dateText(sql, "t.f_solicitud"))} AS f_solicitud,
        ${sql.literal(dateText(sql, "t.f_primer_descuento"))} AS f_primer_descuento,
        t.monto, t.num_pagos, t.otorgante, t.id_periodicidad, t.tasa_interes, t.interes, t.total, t.importe_descuento, t.motivo,
        ${sql.literal(numberedNameSql("e"))} AS colaborador
      FROM prestamos t JOIN empleados e ON e.id_empleado = t.id_empleado
      WHERE ${sql.in("t.id_prestamo", [...ids])}`,
  (l, id): OriginSummary => {
    const period = String(l.id_periodicidad).trim()
    const rate = Number(l.tasa_interes)
    const payments = isLoanPeriod(period) ? paymentsPhrase(Number(l.num_pagos), period) : `${Number(l.num_pagos)} pagos`
    const lender =
      l.otorgante === "CAJA"
        ? `Otorgante: ${lenderLabel("CAJA")}, interés anual ${rate} % (${formatPesos(Number(l.interes))})`
        : `Otorgante: ${lenderLabel("EMPRESA")}, sin intereses (LFT art. 111)`
    return {
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
      adjuntos: [],
    }
  },
)

/** Loans' flow: its outcome is the workflow's (Vigente or Rechazado), what an approver reads their own. */
export const loanAuthorizationOrigin = workflowOrigin(asRecordTable(personalLoansTable), "enviar-autorizacion", { describe })

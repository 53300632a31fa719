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
import { personalLoans } from "../../domain/personal/prestamos-autorizados"
import { typedRows } from "../records/typed-rows"
import { Effect } from "effect"

// Loans as an origin of the authorization engine ("PRESTAMO"): what an approver reads in "Mis
// autorizaciones" (amount, payments and discount per period, lender and interest, first
// discount, motive). What the end of the flow does is the workflow's (domain/personal/
// prestamos-autorizados.ts): the last approval makes the loan Vigente; a rejection ends it as
// Rechazado with the approver's comment. Only a loan still En autorización moves.

const summaryRows = typedRows(personalLoans, [
  "id_prestamo",
  "f_solicitud",
  "f_primer_descuento",
  "monto",
  "num_pagos",
  "otorgante",
  "id_periodicidad",
  "tasa_interes",
  "interes",
  "total",
  "importe_descuento",
  "motivo",
  "colaborador",
])

const describe = describeEach(
  "id_prestamo",
  (sql, ids) =>
    Effect.flatMap(
      sql<Record<string, unknown>>`
        SELECT t.id_prestamo, ${sql.literal(dateText(sql, "t.f_solicitud"))} AS f_solicitud,
          ${sql.literal(dateText(sql, "t.f_primer_descuento"))} AS f_primer_descuento,
          t.monto, t.num_pagos, t.otorgante, TRIM(t.id_periodicidad) AS id_periodicidad, t.tasa_interes, t.interes, t.total,
          t.importe_descuento, t.motivo, ${sql.literal(numberedNameSql("e"))} AS colaborador
        FROM prestamos t JOIN empleados e ON e.id_empleado = t.id_empleado
        WHERE ${sql.in("t.id_prestamo", [...ids])}`,
      summaryRows,
    ),
  (l, id): OriginSummary => {
    const period = l.id_periodicidad ?? ""
    const rate = l.tasa_interes ?? 0
    const interest = l.interes ?? 0
    const discount = l.importe_descuento ?? 0
    const payments = isLoanPeriod(period) ? paymentsPhrase(l.num_pagos, period) : `${l.num_pagos} pagos`
    const lender =
      l.otorgante === "CAJA"
        ? `Otorgante: ${lenderLabel("CAJA")}, interés anual ${rate} % (${formatPesos(interest)})`
        : `Otorgante: ${lenderLabel("EMPRESA")}, sin intereses (LFT art. 111)`
    return {
      folio: String(id),
      colaborador: l.colaborador ?? "",
      tipo: "Préstamo",
      fecha: l.f_solicitud,
      detalle: [
        `Monto: ${formatPesos(l.monto)}`,
        `Pagos: ${payments} de ${formatPesos(discount)}`,
        lender,
        ...(interest > 0 ? [`Total a pagar: ${formatPesos(l.total ?? 0)}`] : []),
        `Primer descuento: ${toDisplayDate(l.f_primer_descuento) ?? l.f_primer_descuento}`,
        ...(l.motivo === null || l.motivo.trim() === "" ? [] : [`Motivo: ${l.motivo}`]),
      ],
      adjuntos: [],
    }
  },
)

/** Loans' flow: its outcome is the workflow's (Vigente or Rechazado), what an approver reads their own. */
export const loanAuthorizationOrigin = workflowOrigin(asRecordTable(personalLoansTable), "enviar-autorizacion", { describe })

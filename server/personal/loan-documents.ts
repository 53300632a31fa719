import type { Content } from "pdfmake/interfaces"
import { toDisplayDate } from "../../domain/dates"
import { lenderLabel } from "../../domain/personal-loans"
import { formatPesos } from "../../domain/rules/loan-limits"
import { blockStyles, dataTable, emptyLine, keepHeadingsWithNext, labelledValues, sectionHeading } from "../pdf/blocks"
import { type Letterhead, letterheadContent } from "../pdf/letterhead"
import type { PdfDocument } from "../pdf/render"
import { dateLine, signatureBlock } from "../pdf/signatures"
import type { LoanRecord } from "./loan-read"

// The loan's two documents (DOMAIN-MX 4.11), made on the server with the company's letterhead on
// every page, the loan's folio and the page numbers at the foot:
// - the payment schedule (calendario de pagos): the terms and every payment with its date, its
//   amount, what was paid of it and the balance after it; signed by the employee (who agrees to
//   the discounts in writing) and by whoever authorizes;
// - the account statement (estado de cuenta): the terms, every abono with the balance after it,
//   the balance today and the payments still due.
// Every value is printed as text.

export const scheduleTitle = "Calendario de pagos del préstamo"
export const statementTitle = "Estado de cuenta del préstamo"

const shown = (iso: string): string => toDisplayDate(iso) ?? iso

const terms = (loan: LoanRecord): Content =>
  labelledValues([
    ["Folio", String(loan.id_prestamo)],
    ["Colaborador", loan.colaborador],
    ["Fecha de solicitud", shown(loan.f_solicitud)],
    ["Estado", loan.estado],
    ["Otorgante", lenderLabel(loan.otorgante)],
    ["Monto", formatPesos(loan.monto)],
    ["Tasa de interés anual", loan.otorgante === "CAJA" ? `${loan.tasa_interes} %` : "0 % (LFT art. 111)"],
    ["Interés", formatPesos(loan.interes)],
    ["Total a pagar", formatPesos(loan.total)],
    ["Periodicidad", loan.periodicidad],
    ["Número de pagos", String(loan.num_pagos)],
    ["Descuento por periodo", formatPesos(loan.importe_descuento)],
    ["Primer descuento", shown(loan.f_primer_descuento)],
    ["Saldo", formatPesos(loan.saldo)],
  ])

const scheduleTable = (loan: LoanRecord): Content =>
  loan.calendario.length === 0
    ? emptyLine()
    : dataTable(
        ["No.", "Fecha", "Importe", "Pagado", "Saldo", "Estado"],
        loan.calendario.map((p) => [String(p.num_pago), shown(p.fecha), formatPesos(p.importe), formatPesos(p.pagado), formatPesos(p.saldo), p.estado]),
        [28, 70, "*", "*", "*", 60],
      )

const frame = (letterhead: Letterhead, loan: LoanRecord, title: string, content: ReadonlyArray<Content>): PdfDocument => ({
  info: { title: `${title} ${loan.id_prestamo} - ${letterhead.razonSocial}`, subject: title },
  pageMargins: [40, 110, 40, 50],
  header: () => ({ stack: [letterheadContent(letterhead, title)], margin: [40, 28, 40, 0] }),
  footer: (page, pages) => ({
    columns: [
      { text: `${letterhead.razonSocial} · Préstamo ${loan.id_prestamo}`, fontSize: 8, color: "#555555" },
      { text: `Página ${page} de ${pages}`, alignment: "right", fontSize: 8, color: "#555555" },
    ],
    margin: [40, 16, 40, 0],
  }),
  styles: { ...blockStyles },
  pageBreakBefore: keepHeadingsWithNext,
  content: [...content],
})

export const scheduleDocument = (letterhead: Letterhead, loan: LoanRecord, today: string): PdfDocument =>
  frame(letterhead, loan, scheduleTitle, [
    sectionHeading("Condiciones del préstamo"),
    terms(loan),
    sectionHeading("Pagos"),
    scheduleTable(loan),
    {
      text: "El colaborador autoriza que cada pago se descuente de su salario en la fecha indicada (LFT art. 110-I: cada descuento no excede el 30 % del excedente del salario mínimo).",
      fontSize: 9,
      margin: [0, 8, 0, 0],
    },
    signatureBlock(["Colaborador", "Autorizó"]),
    dateLine(today, "Fecha de emisión"),
  ])

export const statementDocument = (letterhead: Letterhead, loan: LoanRecord, today: string): PdfDocument => {
  const pending = loan.calendario.filter((p) => p.estado !== "Pagado")
  return frame(letterhead, loan, statementTitle, [
    sectionHeading("Condiciones del préstamo"),
    terms(loan),
    sectionHeading("Abonos"),
    loan.abonos.length === 0
      ? emptyLine("Sin abonos registrados")
      : dataTable(
          ["Fecha", "Importe", "Referencia", "Saldo"],
          loan.abonos.map((a) => [shown(a.f_abono), formatPesos(a.importe), a.referencia ?? "—", formatPesos(a.saldo)]),
          [70, "*", "*", "*"],
        ),
    labelledValues([
      ["Total abonado", formatPesos(Math.round((loan.total - loan.saldo) * 100) / 100)],
      ["Saldo al día", formatPesos(loan.saldo)],
    ]),
    sectionHeading("Pagos pendientes"),
    pending.length === 0
      ? emptyLine("Sin pagos pendientes")
      : dataTable(
          ["No.", "Fecha", "Importe", "Por pagar"],
          pending.map((p) => [String(p.num_pago), shown(p.fecha), formatPesos(p.importe), formatPesos(Math.round((p.importe - p.pagado) * 100) / 100)]),
          [28, 70, "*", "*"],
        ),
    dateLine(today, "Fecha de corte"),
  ])
}

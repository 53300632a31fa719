import { Effect } from "effect"
import type { Content } from "pdfmake/interfaces"
import { toDisplayDate } from "../../domain/dates"
import { lenderLabel } from "../../domain/personal/prestamos-autorizados-vocabulary"
import { formatPesos } from "../../domain/rules/loan-limits"
import { type DocumentCompany, companyOf } from "../documents/company"
import { type CompanyDocumentSpec, companyDocument, documentFileName, facts, heading } from "../documents/frame"
import { todayInMexico } from "../organizacion/in-force"
import { dataTable, emptyLine } from "../pdf/blocks"
import type { Signer } from "../pdf/signatures"
import { personalLoans } from "../../domain/personal/prestamos-autorizados"
import { type DocumentBuilder, typedDocument } from "../records/document"
import { type LoanRecord, loanRecord } from "./prestamos-autorizados-read"

// The loan's two documents (DOMAIN-MX 4.11), the descriptor's "calendario" and "estado-cuenta"
// (GET /prestamos/:id/calendario, /prestamos/:id/estado-cuenta), in the company document frame (server/documents/:
// letterhead with logo, RFC and fiscal address, the loan's folio, place and date, page numbers):
// - the payment schedule (calendario de pagos): the terms and every payment with its date, its
//   amount, what was paid of it and the balance after it; signed by the employee, who agrees in
//   writing to the discounts (LFT art. 110), and by whoever authorized it;
// - the account statement (estado de cuenta): the terms, every abono with the balance after it,
//   the balance today and the payments still due.
// A loan's folio is its own (the list's Folio): the documents are views of it, not issued
// documents with a series of their own. Every value is printed as text.

export const scheduleTitle = "Calendario de pagos del préstamo"
export const statementTitle = "Estado de cuenta del préstamo"

const shown = (iso: string): string => toDisplayDate(iso) ?? iso
const cents = (n: number) => Math.round(n * 100) / 100

const terms = (loan: LoanRecord): Content =>
  facts([
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

/** The person who signs for the borrower, and the last approver of its flow (or a blank line). */
const signers = (loan: LoanRecord): ReadonlyArray<Signer> => {
  const approved = [...loan.pasos].reverse().find((p) => p.resultado === "A")
  const borrower = loan.colaborador.includes(" - ") ? loan.colaborador.slice(loan.colaborador.indexOf(" - ") + 3) : loan.colaborador
  return [
    { nombre: borrower, cargo: "Colaborador: acepta los descuentos" },
    { nombre: approved?.autorizador ?? " ", cargo: "Autorizó" },
  ]
}

type Spec = Omit<CompanyDocumentSpec, "company"> & { readonly company: DocumentCompany }

export const scheduleDocument = (company: DocumentCompany, loan: LoanRecord, today: string): Spec => ({
  company,
  title: scheduleTitle,
  folio: String(loan.id_prestamo),
  fecha: today,
  body: [
    heading("Condiciones del préstamo"),
    terms(loan),
    heading("Pagos"),
    loan.calendario.length === 0
      ? emptyLine()
      : dataTable(
          ["No.", "Fecha", "Importe", "Pagado", "Saldo", "Estado"],
          loan.calendario.map((p) => [String(p.num_pago), shown(p.fecha), formatPesos(p.importe), formatPesos(p.pagado), formatPesos(p.saldo), p.estado]),
          [28, 70, "*", "*", "*", 60],
        ),
    {
      text: "El colaborador autoriza que cada pago se descuente de su salario en la fecha indicada; ningún descuento excede el 30 % del excedente del salario mínimo (LFT art. 110-I).",
      fontSize: 9,
      margin: [0, 8, 0, 0],
    },
  ],
  firmantes: signers(loan),
})

export const statementDocument = (company: DocumentCompany, loan: LoanRecord, today: string): Spec => {
  const pending = loan.calendario.filter((p) => p.estado !== "Pagado")
  return {
    company,
    title: statementTitle,
    folio: String(loan.id_prestamo),
    fecha: today,
    body: [
      heading("Condiciones del préstamo"),
      terms(loan),
      heading("Abonos"),
      loan.abonos.length === 0
        ? emptyLine("Sin abonos registrados")
        : dataTable(
            ["Fecha", "Importe", "Referencia", "Saldo"],
            loan.abonos.map((a) => [shown(a.f_abono), formatPesos(a.importe), a.referencia ?? "—", formatPesos(a.saldo)]),
            [70, "*", "*", "*"],
          ),
      facts([
        ["Total abonado", formatPesos(cents(loan.total - loan.saldo))],
        ["Saldo al día", formatPesos(loan.saldo)],
      ]),
      heading("Pagos pendientes"),
      pending.length === 0
        ? emptyLine("Sin pagos pendientes")
        : dataTable(
            ["No.", "Fecha", "Importe", "Por pagar"],
            pending.map((p) => [String(p.num_pago), shown(p.fecha), formatPesos(p.importe), formatPesos(cents(p.importe - p.pagado))]),
            [28, 70, "*", "*"],
          ),
    ],
  }
}

/**
 * A builder of the descriptor's documents: the loan as the platform read it (once), with its
 * schedule, abonos and flow (what the record does not carry), laid out on today's date.
 */
const built = (layout: (company: DocumentCompany, loan: LoanRecord, today: string) => Spec): DocumentBuilder =>
  typedDocument(personalLoans, (stored) =>
    Effect.gen(function* () {
      const loan = yield* loanRecord(stored)
      const spec = layout(yield* companyOf(loan.id_empresa), loan, yield* todayInMexico)
      return { document: companyDocument(spec), filename: documentFileName(spec.title, spec.folio) }
    }),
  )

/** The builders of the descriptor's documents (domain/personal/prestamos-autorizados.ts). */
export const loanBuilders = { calendario: built(scheduleDocument), "estado-cuenta": built(statementDocument) }

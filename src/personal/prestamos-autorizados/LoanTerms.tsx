import { lenderLabel } from "../../../domain/personal/prestamos-autorizados-vocabulary"
import { checkLoan, formatPesos, loanTerms } from "../../../domain/rules/loan-limits"
import type { FieldRenderProps } from "../../records/RecordForm"
import { useLoanContext } from "./loan-context"
import { FactList } from "../../ui/FactList"

// The loan's terms as they are typed (DOMAIN-MX 4.11): the person's pay, period and minimum
// wage, the rate the lender may charge (LFT art. 111), the payment per period against the
// parameter's and the law's limits (LFT art. 110-I), from the same pure rule the server applies
// (domain/rules/loan-limits.ts). The month's and the year's loans and the loan in force are
// counted by the server when it saves.

const text = (v: unknown): string => (typeof v === "string" ? v : "")
const amount = (v: unknown): number | null => {
  const clean = text(v).replace(/[$,\s]/g, "")
  const n = Number(clean)
  return clean === "" || !Number.isFinite(n) ? null : n
}

export const LoanTerms = ({ values }: { readonly values: FieldRenderProps["values"] }) => {
  const context = useLoanContext(text(values.id_empleado), text(values.f_solicitud))
  const person = context?.colaborador ?? null
  if (context === null || person === null) return null
  const monto = amount(values.monto)
  const pagos = amount(values.num_pagos)
  const otorgante = values.otorgante === "CAJA" ? "CAJA" : "EMPRESA"
  const borrower =
    person.salario_diario === null || person.salario_minimo === null
      ? null
      : { salario_diario: person.salario_diario, id_periodicidad: person.id_periodicidad, salario_minimo: person.salario_minimo, persona_clave: person.persona_clave }
  const ready = borrower !== null && monto !== null && monto > 0 && pagos !== null && Number.isInteger(pagos) && pagos >= 1
  const request = { monto: monto ?? 0, num_pagos: pagos ?? 1, otorgante } as const
  const terms = ready ? loanTerms(request, borrower, context.parametros) : null
  const verdict = ready ? checkLoan(request, borrower, { prestamos_mes_empresa: 0, prestamos_ano_colaborador: 0, prestamo_abierto: false }, context.parametros) : null
  const rows: ReadonlyArray<readonly [string, string]> = [
    ["Salario diario", person.salario_diario === null ? "—" : formatPesos(person.salario_diario)],
    ["Periodicidad", person.periodicidad ?? "—"],
    ["Salario mínimo de la zona", person.salario_minimo === null ? "—" : formatPesos(person.salario_minimo)],
    ["Otorgante", lenderLabel(otorgante)],
    ["Tasa de interés anual", terms === null ? "—" : otorgante === "EMPRESA" ? "0 % (LFT art. 111)" : `${terms.tasa_interes} %`],
    ["Interés", terms === null ? "—" : formatPesos(terms.interes)],
    ["Total a pagar", terms === null ? "—" : formatPesos(terms.total)],
    ["Descuento por periodo", terms === null ? "—" : formatPesos(terms.importe_descuento)],
    ["Límite legal por periodo (LFT art. 110-I)", terms === null ? "—" : formatPesos(terms.limite_legal)],
    ["Máximo por periodo (parámetros)", terms === null || terms.limite_parametro === null ? "—" : formatPesos(terms.limite_parametro)],
  ]
  return (
    <section aria-labelledby="loan-terms" className="mt-2 rounded-md border border-ink-200 bg-ink-50 p-3">
      <h3 id="loan-terms" className="text-sm font-semibold text-ink-900">
        Condiciones del préstamo
      </h3>
      <FactList items={rows} strong="value" className="mt-1 gap-x-4" />
      <p role="status" className={`mt-2 text-sm font-medium ${verdict !== null && !verdict.ok ? "text-danger-700" : "text-ink-800"}`}>
        {verdict === null ? "Capture el monto y el número de pagos para ver el descuento." : verdict.ok ? "Dentro de los límites; al guardar se revisan también los préstamos del mes y del año." : verdict.message}
      </p>
    </section>
  )
}

import { loanParameterWarnings } from "../../../domain/personal/prestamos-autorizados-vocabulary"

// What the Préstamos tab says when a loan parameter goes where the law limits it (DOMAIN-MX 7.1,
// 7.2): an interest rate (LFT art. 111: only a savings fund's loans may carry it; the system
// applies it to those only) and a tope over one monthly salary (LFT art. 110-I). A warning, not a
// refusal: the values are the company's to choose, and the loan rule applies the law anyway.

const above = (text: string | undefined, limit: number): boolean => {
  const clean = (text ?? "").replace(/[$,%\s]/g, "")
  return clean !== "" && Number.isFinite(Number(clean)) && Number(clean) > limit
}

export const LoanLawWarnings = ({ values }: { readonly values: Readonly<Record<string, string | undefined>> }) => {
  const warnings = [
    ...(above(values.tasa_int_clave, 0) || above(values.tasa_int_noclave, 0) ? [loanParameterWarnings.tasa] : []),
    ...(above(values.tope_max_veces, 1) ? [loanParameterWarnings.veces] : []),
  ]
  // Always present, so a screen reader hears a warning as it appears.
  return (
    <div role="status" className="flex flex-col gap-2">
      {warnings.map((w) => (
        <p key={w} className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <strong>Aviso legal: </strong>
          {w}
        </p>
      ))}
    </div>
  )
}

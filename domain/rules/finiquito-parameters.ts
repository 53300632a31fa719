import type { FiniquitoParameters } from "./finiquito"
import { type LegalKey, type LegalRow, legalValueOn, minimumWageKey, noValueText } from "./legal-parameters"

// The legal rows a finiquito reads, chosen for its date: the UMA (exemptions), the zone's minimum
// wage (the prima de antigüedad's cap) and the monthly ISR tariff. [D] All are taken on f_baja,
// the day the relation ends, not on the day the calculation is made or paid.

export type FiniquitoParametersOn =
  | { readonly kind: "found"; readonly parametros: FiniquitoParameters }
  | { readonly kind: "none"; readonly clave: LegalKey; readonly message: string }

export const finiquitoParameterKeys = (zona: string): ReadonlyArray<LegalKey> => ["UMA", minimumWageKey(zona), "TARIFA_ISR_MENSUAL"]

/** The three rows in force on `date`, or the first one missing, named in the words CON090 uses. */
export const finiquitoParametersOn = (rows: ReadonlyArray<LegalRow>, zona: string, date: string): FiniquitoParametersOn => {
  const found: Array<LegalRow> = []
  for (const clave of finiquitoParameterKeys(zona)) {
    const value = legalValueOn(rows, clave, date)
    const usable = value.kind === "found" && (clave === "TARIFA_ISR_MENSUAL" ? value.row.tramos.length > 0 : value.row.valor !== null)
    if (value.kind === "none" || !usable) return { kind: "none", clave, message: noValueText(clave, date) }
    found.push(value.row)
  }
  const [uma, salario_minimo, tarifa] = found as [LegalRow, LegalRow, LegalRow]
  return { kind: "found", parametros: { uma, salario_minimo, tarifa } }
}

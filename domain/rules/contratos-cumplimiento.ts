import { probationEnd } from "./contratos-vigencia"

// Reporte de cumplimiento (CON250, MODULES-MX §2): the percentages of each work centre and their
// colour [D]: 95 or more verde, 80 to 94.99 ámbar, under 80 rojo. A percentage is rounded to two
// decimals and its band read from that rounded figure, so the band never contradicts the number
// printed beside it. A zero denominator has no percentage (null): "Sin datos", never NaN.

export type ComplianceBand = "verde" | "ambar" | "rojo"

/** numerador / denominador × 100 with two decimals; null when there is nothing to measure. */
export const compliancePercent = (numerator: number, denominator: number): number | null =>
  denominator <= 0 ? null : Math.round((numerator / denominator) * 10_000) / 100

/** ≥ 95 verde, 80–94.99 ámbar, < 80 rojo; none without a figure. */
export const complianceBand = (percent: number | null): ComplianceBand | null => {
  if (percent === null) return null
  if (percent >= 95) return "verde"
  if (percent >= 80) return "ambar"
  return "rojo"
}

/** The band in words, printed beside the number (the colour is never the only signal, WCAG 1.4.1). */
export const complianceBandWords: Readonly<Record<ComplianceBand, string>> = { verde: "Cumple", ambar: "En riesgo", rojo: "No cumple" }

/**
 * A probation evaluated on time: its first "Evaluación de periodo de prueba" follow-up (CON220)
 * dated on or before the probation's last day, f_inicio + dias_prueba − 1.
 */
export const probationEvaluatedOnTime = (f_inicio: string, dias_prueba: number, firstEvaluation: string | null): boolean =>
  firstEvaluation !== null && firstEvaluation <= probationEnd(f_inicio, dias_prueba)

/**
 * A timely renewal: the successor was recorded (Mexico City's day) on or before the previous
 * contract's f_fin, so the relation never ran on an expired contract.
 */
export const renewedOnTime = (f_fin: string, renewedOn: string | null): boolean => renewedOn !== null && renewedOn <= f_fin

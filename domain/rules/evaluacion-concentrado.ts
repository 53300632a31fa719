import { roundCents } from "./money-rounding"

// The concentrado of a cycle (MODULES-MX §5, EVA390): the final score of a person is
// Σ componente × peso / 100 over the project's component weights (Σ 100); a component the
// person has no score for (no 360 answers, no operative evaluation) leaves it and the others'
// weights are renormalised [D], as the 360 relations are. Then the nine-box place and the bonus.

export interface Component {
  /** The component's score in percent, or null when the person has none. */
  readonly calificacion: number | null
  /** Percent of the final (the project's pesos_componentes). */
  readonly peso: number
}

/** The final score (two decimals), or null when no component with weight has a score. */
export const finalScore = (componentes: ReadonlyArray<Component>): number | null => {
  const scored = componentes.filter((c): c is { calificacion: number; peso: number } => c.calificacion !== null && c.peso > 0)
  const weight = scored.reduce((s, c) => s + c.peso, 0)
  if (weight <= 0) return null
  return roundCents(scored.reduce((s, c) => s + c.calificacion * c.peso, 0) / weight)
}

export const bands = ["Bajo", "Medio", "Alto"] as const
export type Band = (typeof bands)[number]

/** Performance band [D]: Bajo < 70 ≤ Medio < 90 ≤ Alto. */
export const performanceBand = (final: number): Band => (final < 70 ? "Bajo" : final < 90 ? "Medio" : "Alto")

/** The nine-box cell's name: "desempeño medio / potencial alto". */
export const nineBox = (final: number, potencial: Band): string =>
  `desempeño ${performanceBand(final).toLowerCase()} / potencial ${potencial.toLowerCase()}`

/** The bonus threshold [D]: no bonus under 70. */
export const bonusThreshold = 70

/** bono = SD × eva_dias_sueldo × final / 100 when final ≥ 70, else 0; half-up to centavos. */
export const bonus = (salarioDiario: number, diasSueldo: number, final: number): number =>
  final >= bonusThreshold ? roundCents((salarioDiario * diasSueldo * final) / 100) : 0

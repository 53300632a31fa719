import { roundCents } from "./money-rounding"

// Objectives of an evaluation cycle (MODULES-MX §5, EVA010 and EVA200): each objective's
// fulfilment by its direction, bounded to [0, tope]; the objectives score as the weighted sum;
// the weights adding to exactly 100 and the count between the system parameters' minimum and
// maximum. Pure: no dates, no I/O.

export const objectiveDirections = ["Mayor es mejor", "Menor es mejor", "Binario"] as const
export type ObjectiveDirection = (typeof objectiveDirections)[number]

/** The project's default cap of fulfilment [D]. */
export const defaultFulfilmentCap = 120

export const objectiveMessages = {
  sumaPesos: "La suma de los pesos debe ser 100",
  alMenos: (min: number) => `Debe capturar al menos ${min} objetivos`,
  maximo: (max: number) => `No puede capturar más de ${max} objetivos`,
} as const

/** Rounds to hundredths, half away from zero, after cutting the float's noise. */
const hundredths = (n: number): number => roundCents(n)

const bounded = (n: number, tope: number): number => Math.min(Math.max(n, 0), Math.max(tope, 0))

/**
 * One objective's fulfilment in percent, bounded to [0, tope] and rounded to hundredths.
 * - Mayor es mejor: resultado / meta × 100. A goal of 0 or less gives no ratio: the goal is met
 *   (100) when the result reaches it, else 0.
 * - Menor es mejor: meta / resultado × 100; a result of 0 (or less) beats any goal: the cap.
 * - Binario: 100 when achieved (a result above 0, "sí"), else 0.
 * A result that is not a finite number has no fulfilment: 0.
 */
export const objectiveFulfilment = (sentido: ObjectiveDirection, resultado: number, meta: number, tope: number = defaultFulfilmentCap): number => {
  if (!Number.isFinite(resultado) || !Number.isFinite(meta)) return 0
  const raw = (() => {
    switch (sentido) {
      case "Mayor es mejor":
        return meta > 0 ? (resultado / meta) * 100 : resultado >= meta ? 100 : 0
      case "Menor es mejor":
        return resultado <= 0 ? tope : (meta / resultado) * 100
      case "Binario":
        return resultado > 0 ? 100 : 0
    }
  })()
  return hundredths(bounded(raw, tope))
}

export interface WeightedFulfilment {
  /** Percent, already bounded. */
  readonly cumplimiento: number
  /** Percent of the objectives' total (the weights add to 100). */
  readonly peso: number
}

/**
 * The objectives score: Σ cumplimiento × peso / 100, rounded to hundredths. Computed in whole
 * hundredths of each factor so 95 × 40 + 125 × 30 adds exactly. With weights adding to 100 and
 * each fulfilment within [0, tope], the score stays within [0, tope].
 */
export const objectivesScore = (objetivos: ReadonlyArray<WeightedFulfilment>): number => {
  const total = objetivos.reduce((sum, o) => sum + Math.round(o.cumplimiento * 100) * Math.round(o.peso * 100), 0)
  return hundredths(total / 1_000_000)
}

/** Whether the weights add to exactly 100, compared in hundredths (33.33 + 33.33 + 33.34). */
export const weightsAddTo100 = (pesos: ReadonlyArray<number>): boolean =>
  pesos.reduce((sum, p) => sum + Math.round(p * 100), 0) === 10_000

/** The refusal for the weights, or undefined when they add to 100. */
export const weightsProblem = (pesos: ReadonlyArray<number>): string | undefined =>
  weightsAddTo100(pesos) ? undefined : objectiveMessages.sumaPesos

/** The refusal for a person's number of objectives against min_objetivo and max_objetivo. */
export const objectiveCountProblem = (n: number, min: number, max: number): string | undefined => {
  if (n < min) return objectiveMessages.alMenos(min)
  if (n > max) return objectiveMessages.maximo(max)
  return undefined
}

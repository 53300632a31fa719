import { type Relation360, type Weights360, score360 } from "./evaluacion-360"
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

/** Where the Medio and Alto performance bands start [D]. */
export const bandFloors = { medio: 70, alto: 90 } as const

/** Performance band [D]: Bajo < 70 ≤ Medio < 90 ≤ Alto. */
export const performanceBand = (final: number): Band => (final < bandFloors.medio ? "Bajo" : final < bandFloors.alto ? "Medio" : "Alto")

/** The nine-box cell's name: "desempeño medio / potencial alto". */
export const nineBox = (final: number, potencial: Band): string =>
  `desempeño ${performanceBand(final).toLowerCase()} / potencial ${potencial.toLowerCase()}`

/** The bonus threshold [D]: no bonus under 70. */
export const bonusThreshold = 70

/** bono = SD × eva_dias_sueldo × final / 100 when final ≥ 70, else 0; half-up to centavos. */
export const bonus = (salarioDiario: number, diasSueldo: number, final: number): number =>
  final >= bonusThreshold ? roundCents((salarioDiario * diasSueldo * final) / 100) : 0

/** What a cycle weighs, as EVA150 froze it on publishing. */
export interface CycleWeights {
  readonly peso_objetivos: number
  readonly peso_360: number
  readonly peso_operativa: number
  readonly pesos360: Weights360
  readonly minimos360: Partial<Readonly<Record<Relation360, number>>>
  readonly escala: number
  /** A 360 or Integral cycle: its 360 counts. */
  readonly con360: boolean
}

/** What one participant has: the objectives score (calibrated when it is), each relation's evaluator means, the operative score. */
export interface ParticipantFacts {
  readonly objetivos: number | null
  readonly medias360: Partial<Readonly<Record<Relation360, ReadonlyArray<number>>>>
  readonly operativa: number | null
}

export interface ParticipantScores {
  readonly objetivos: number | null
  /** The 360 in percent, with its anonymity rule (a hidden relation is not scored). */
  readonly evaluacion_360: number | null
  readonly operativa: number | null
  readonly final: number | null
}

/** A participant's component scores and final, as the concentrado stores and shows them. */
export const participantScores = (facts: ParticipantFacts, cycle: CycleWeights): ParticipantScores => {
  const evaluacion_360 = cycle.con360 ? score360(facts.medias360, cycle.pesos360, cycle.minimos360, cycle.escala).porcentaje : null
  const objetivos = facts.objetivos === null ? null : roundCents(facts.objetivos)
  const operativa = facts.operativa === null ? null : roundCents(facts.operativa)
  return {
    objetivos,
    evaluacion_360,
    operativa,
    final: finalScore([
      { calificacion: objetivos, peso: cycle.peso_objetivos },
      { calificacion: evaluacion_360, peso: cycle.peso_360 },
      { calificacion: operativa, peso: cycle.peso_operativa },
    ]),
  }
}

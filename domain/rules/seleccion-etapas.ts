import { type StageType, scoredStageTypes } from "../seleccion/procesos-seleccion-vocabulary"

// A selection process template's stages (SEL150, MODULES-MX §6): exactly one Inicial, one
// Contratado and one Descartado; the weights of the scored stages (Filtro, Evaluación, Entrevista,
// Referencias, Examen médico) add up to 100; the other stages carry no weight. Weights are
// compared in centésimas so 33.33 + 33.33 + 33.34 is exactly 100.

export interface StageDraft {
  readonly tipo: string
  readonly peso: number | null
}

export const stageMessages = {
  unaInicial: "El proceso debe tener exactamente una etapa de tipo Inicial",
  unaContratado: "El proceso debe tener exactamente una etapa de tipo Contratado",
  unaDescartado: "El proceso debe tener exactamente una etapa de tipo Descartado",
  pesoSinCalificacion: "Solo las etapas que se califican llevan peso (Filtro, Evaluación, Entrevista, Referencias, Examen médico)",
  sumaPesos: (total: number) => `La suma de los pesos de las etapas que se califican debe ser 100 (suma actual: ${formatWeight(total)})`,
} as const

const formatWeight = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2))

export const isScored = (tipo: string): boolean => scoredStageTypes.includes(tipo as StageType)

const cents = (n: number): number => Math.round(n * 100)

/** Σ of the scored stages' weights. */
export const scoredWeight = (stages: ReadonlyArray<StageDraft>): number =>
  stages.filter((s) => isScored(s.tipo)).reduce((sum, s) => sum + cents(s.peso ?? 0), 0) / 100

/** The first problem of a template's stages, or undefined when they make a valid process. */
export const stagesProblem = (stages: ReadonlyArray<StageDraft>): string | undefined => {
  const count = (tipo: StageType) => stages.filter((s) => s.tipo === tipo).length
  if (count("Inicial") !== 1) return stageMessages.unaInicial
  if (count("Contratado") !== 1) return stageMessages.unaContratado
  if (count("Descartado") !== 1) return stageMessages.unaDescartado
  if (stages.some((s) => !isScored(s.tipo) && (s.peso ?? 0) !== 0)) return stageMessages.pesoSinCalificacion
  const total = scoredWeight(stages)
  return cents(total) === 10_000 ? undefined : stageMessages.sumaPesos(total)
}

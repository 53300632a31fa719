// EVA200 Evaluaciones de objetivos (MODULES-MX §5): the states of a person's objectives
// evaluation in a cycle.

export const objectiveEvaluationStates = ["Pendiente", "Autoevaluado", "Evaluado", "Calibrado", "Firmado"] as const
export type ObjectiveEvaluationState = (typeof objectiveEvaluationStates)[number]

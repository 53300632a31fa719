// SEL150's stage types (MODULES-MX §6). The scored ones carry a weight; their weights add to 100.

export const stageTypes = ["Inicial", "Filtro", "Evaluación", "Entrevista", "Referencias", "Examen médico", "Oferta", "Contratado", "Descartado"] as const
export type StageType = (typeof stageTypes)[number]

export const scoredStageTypes: ReadonlyArray<StageType> = ["Filtro", "Evaluación", "Entrevista", "Referencias", "Examen médico"]

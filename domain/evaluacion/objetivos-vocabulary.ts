// EVA010 Objetivos (MODULES-MX §5): the states of a person's objectives sheet in a cycle and the
// units an objective is measured in.

export const objectiveSheetStates = ["Borrador", "Enviado", "Aprobado", "Devuelto"] as const
export type ObjectiveSheetState = (typeof objectiveSheetStates)[number]

export const objectiveUnits = ["%", "$", "número", "días", "sí/no"] as const
export type ObjectiveUnit = (typeof objectiveUnits)[number]

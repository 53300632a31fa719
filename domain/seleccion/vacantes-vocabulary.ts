// SEL160's words (MODULES-MX §6, state table 0.1): the vacancy's states and modes of work, and the
// messages of its rules.

export const vacancyStates = ["Abierta", "En pausa", "Cubierta", "Cancelada"] as const
export type VacancyState = (typeof vacancyStates)[number]

export const workModes = ["Presencial", "Remoto", "Híbrido"] as const

/** The requisition states from which a vacancy is opened: authorized, or already in process (another vacancy cancelled). */
export const requisitionStatesForVacancy: ReadonlyArray<string> = ["Autorizada", "En proceso"]

export const vacancyMessages = {
  requisicion: "La requisición es requerida",
  proceso: "El proceso de selección es requerido",
  titulo: "El título es requerido",
  cierre: "La fecha de cierre no puede ser anterior a la de publicación",
  requisicionNoExiste: "La requisición no existe o no está a su alcance",
  requisicionNoAutorizada: "La requisición no está autorizada: no se abre una vacante",
  requisicionConVacante: "La requisición ya tiene una vacante vigente",
  procesoNoExiste: "El proceso de selección no existe o no está activo",
  procesoConCandidatos: "La vacante ya tiene candidatos: su proceso de selección no cambia",
  posicion: "La posición ya no está disponible",
  bolsa: "La publicación en la bolsa de trabajo no está habilitada (parámetro bolsa_conecta)",
  reclutador: "El reclutador no existe o no está activo",
  inmutable: "La vacante ya está cubierta o cancelada: no se modifica",
  noEliminable: "Solo se elimina una vacante abierta o en pausa sin candidatos asignados",
  conCandidatos: "La vacante tiene candidatos asignados: ciérrela en lugar de eliminarla",
  noPublicable: "Solo se publica una vacante abierta",
  publicada: "Vacante publicada",
  yaPublicada: "La vacante ya está publicada",
  noPausable: "Solo se pausa una vacante abierta",
  pausada: "Vacante en pausa",
  noReanudable: "Solo se reanuda una vacante en pausa",
  reanudada: "Vacante abierta de nuevo",
  noCerrable: "Solo se cierra una vacante abierta o en pausa",
  cerrada: "Vacante cerrada",
} as const

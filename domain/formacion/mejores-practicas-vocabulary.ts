// The words FOR320 (mejores prácticas) shares with its migration, server, seed, views and PDF:
// its states, the categories seeded with the migration, and its messages.

/** Borrador → En revisión → Publicada → Replicada, or Rechazada from En revisión. */
export const practiceStates = ["Borrador", "En revisión", "Publicada", "Replicada", "Rechazada"] as const
export type PracticeState = (typeof practiceStates)[number]

/** The categories of get-catalogo-mp, seeded with the migration [D]. */
export const practiceCategories: ReadonlyArray<readonly [string, string]> = [
  ["PROD", "Productividad"],
  ["CALIDAD", "Calidad"],
  ["SEGURIDAD", "Seguridad y salud"],
  ["COSTOS", "Reducción de costos"],
  ["SERVICIO", "Servicio al cliente"],
  ["AMBIENTE", "Medio ambiente"],
  ["OTRA", "Otra"],
]

export const practiceMessages = {
  responsable: "El responsable es requerido",
  titulo: "El título es requerido",
  categoria: "La categoría es requerida",
  problema: "El problema es requerido",
  objetivo: "El objetivo es requerido",
  integrante: "El integrante es requerido",
  indicador: "El indicador es requerido",
  fecha: "La fecha del seguimiento es requerida",
  avance: "El avance es requerido",
  motivoRechazo: "El motivo del rechazo es requerido",
  replicadaEn: "Indique dónde se replicó la práctica",
  // The server's checks (database).
  colaborador: "El colaborador no existe, no está activo o no es de sus centros de trabajo",
  curso: "El curso no existe o no es de sus centros de trabajo",
  depto: "El departamento no existe o no es de sus centros de trabajo",
  soloSeguimiento: "Con la práctica publicada solo se captura su seguimiento",
  sinResultados: "Capture al menos un resultado (indicador, antes y después) antes de enviar a revisión",
  // The workflow's answers.
  enviada: "Práctica enviada a revisión",
  publicada: "Práctica publicada",
  rechazada: "Práctica rechazada",
  replicada: "Práctica replicada",
  noEnviable: "Solo se envía a revisión una práctica en borrador",
  noPublicable: "Solo se publica una práctica en revisión",
  noRechazable: "Solo se rechaza una práctica en revisión",
  noReplicable: "Solo se marca como replicada una práctica publicada",
  inmutable: "La práctica está en revisión o rechazada: ya no se modifica",
  soloBorrador: "Solo se elimina una práctica en borrador",
} as const

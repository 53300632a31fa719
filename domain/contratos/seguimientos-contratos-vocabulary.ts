// Seguimientos de contratos (CON220, MODULES-MX §2): the words shared by the descriptor, the
// migration, the server and the page. The wire values of tipo and resultado are codes [D]; their
// labels are §2's. Messages §2 leaves unworded are marked [D].

export const followUpTypes = [
  { id: "EVALUACION_PRUEBA", label: "Evaluación de periodo de prueba" },
  { id: "REVISION_VENCIMIENTO", label: "Revisión previa a vencimiento" },
  { id: "RENOVACION", label: "Renovación" },
  { id: "TERMINACION", label: "Terminación" },
  { id: "FIRMA_PENDIENTE", label: "Firma pendiente" },
  { id: "OTRO", label: "Otro" },
] as const

export const followUpResults = [
  { id: "RENOVAR", label: "Renovar" },
  { id: "NO_RENOVAR", label: "No renovar" },
  { id: "CONVERTIR", label: "Convertir a indeterminado" },
  { id: "APROBO_PRUEBA", label: "Aprobó prueba" },
  { id: "NO_APROBO_PRUEBA", label: "No aprobó prueba" },
  { id: "PENDIENTE", label: "Pendiente" },
] as const

/** The results that judge a probation (LFT 39-A): only a contract with one takes them. */
export const probationResults: ReadonlyArray<string> = ["APROBO_PRUEBA", "NO_APROBO_PRUEBA"]
export const failedProbation = "NO_APROBO_PRUEBA"

/** The least a comment says (§2: text ≥ 10). */
export const minCommentLength = 10

export const followUpMessages = {
  contrato: "El contrato es requerido",
  fecha: "La fecha de seguimiento es requerida",
  responsable: "El responsable es requerido",
  comentario: "El comentario es requerido",
  comisionMixta: "La opinión de la Comisión Mixta es requerido",
  // [D] the rest.
  comentarioCorto: `El comentario debe tener al menos ${minCommentLength} caracteres`,
  sinComisionMixta: "Solo el resultado No aprobó prueba lleva la opinión de la Comisión Mixta",
  fechaFutura: "La fecha de seguimiento no puede ser posterior a hoy",
  compromisoAnterior: "La fecha de compromiso no puede ser anterior a la fecha de seguimiento",
  contratoInexistente: "El contrato no existe",
  responsableInexistente: "El responsable no existe o no está activo",
  sinPrueba: "El contrato no tiene periodo de prueba",
  pruebaVencida: (fin: string) => `Un resultado No aprobó prueba debe fecharse dentro del periodo de prueba, que terminó el ${fin} (LFT 39-A)`,
} as const

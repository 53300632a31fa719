// EVA200 Evaluaciones de objetivos (MODULES-MX §5): the states of a person's objectives
// evaluation in a cycle, the phases each step happens in, and the Spanish messages of its calls.

export const objectiveEvaluationStates = ["Pendiente", "Autoevaluado", "Evaluado", "Calibrado", "Firmado"] as const
export type ObjectiveEvaluationState = (typeof objectiveEvaluationStates)[number]

/** The phases in which an evaluated sheet is signed, after the feedback. */
export const signingPhases: ReadonlyArray<string> = ["Retroalimentación", "Cierre"]

/**
 * Who counts as Recursos Humanos for the calibration [D]: the holders of EVA150, the key of the
 * cycles themselves, besides EVA200. A boss or a person with only EVA200 never calibrates, and
 * sees only their own sheet and those of the people they are the boss of.
 */
export const calibrationKey = "EVA150"

export const objectiveEvaluationMessages = {
  proyecto: "El proyecto no es válido",
  colaborador: "El colaborador no es válido",
  objetivo: "El objetivo no es válido",
  estadoFiltro: "El estado no es válido",
  filtro: "El filtro no es válido",
  resultadoValido: "El resultado debe ser un número de a lo más 12 enteros y 2 decimales",
  comentario: "El comentario admite a lo más 1000 caracteres",
  evidencia: "La evidencia admite a lo más 1000 caracteres",
  motivo: "El motivo de la calibración es requerido",
  motivoLargo: "El motivo de la calibración admite a lo más 500 caracteres",
  calificacionCalibrada: "La calificación calibrada es requerida",
  sinObjetivosProyecto: "El proyecto no tiene evaluación de objetivos",
  noParticipante: "El colaborador no participa en el proyecto",
  ajena: "Solo el colaborador, su jefe o Recursos Humanos consultan esta evaluación",
  noAprobado: "Los objetivos del colaborador aún no están aprobados: solo se evalúan objetivos aprobados",
  proyectoCerrado: "El proyecto está cerrado: sus evaluaciones ya no cambian",
  faseCaptura: "La evaluación de objetivos solo se captura en las fases de Autoevaluación (el colaborador) o Evaluación (el jefe)",
  noEsColaborador: "Solo el propio colaborador captura su autoevaluación",
  noEsJefe: "Solo el jefe del colaborador (el ocupante de la posición de su jefe) evalúa sus objetivos",
  yaEvaluado: "La evaluación del jefe ya está capturada: la autoevaluación ya no cambia",
  yaCerrada: (estado: string) => `La evaluación está ${estado.toLowerCase()}: ya no cambia`,
  objetivosIncompletos: "Envíe cada objetivo del colaborador una sola vez",
  objetivoAjeno: "Un objetivo no pertenece a la hoja del colaborador",
  resultadoAutoRequerido: (orden: number) => `El resultado de la autoevaluación del objetivo ${orden} es requerido`,
  resultadoRequerido: (orden: number) => `El resultado del objetivo ${orden} es requerido`,
  faseCalibracion: "La calibración solo se hace en la fase de Calibración",
  soloRH: "Solo Recursos Humanos calibra las evaluaciones",
  calibrarSinEvaluar: "Solo se calibra una evaluación que el jefe ya evaluó",
  calibradaRango: (tope: number) => `La calificación calibrada debe estar entre 0 y ${tope}`,
  faseFirma: "La evaluación se firma en las fases de Retroalimentación o Cierre",
  firmarSinEvaluar: "Solo se firma una evaluación evaluada o calibrada",
  yaFirmada: "La evaluación ya está firmada",
  soloColaboradorFirma: "Solo el colaborador firma su evaluación",
  autoevaluacionGuardada: "Autoevaluación guardada",
  evaluacionGuardada: "Evaluación guardada",
  calibrada: "Evaluación calibrada",
  firmada: "Evaluación firmada",
} as const

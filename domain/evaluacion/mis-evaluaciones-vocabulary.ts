// The words of "Mis evaluaciones" (MODULES-MX §5, "Capture of 360 and operative answers"): the
// answering of 360 and operative evaluations and the results call, with every Spanish message
// their page and calls say.

/** The phases in which evaluations are answered; answers stay editable until Evaluación ends. */
export const answeringPhases = ["Autoevaluación", "Evaluación"] as const

export const evaluationKinds = ["360", "Operativa"] as const
export type EvaluationKind = (typeof evaluationKinds)[number]

export const answerStates = ["Pendiente", "Respondida"] as const
export type AnswerState = (typeof answerStates)[number]

export const yesNo = ["Sí", "No"] as const

/** How the evaluator stands to the person evaluated, as the list says it. */
export const relationLabel = (relacion: string): string =>
  ({ Auto: "Autoevaluación", Jefe: "Jefe", Par: "Par", Subordinado: "Subordinado", Cliente: "Cliente", Operativa: "Evaluación operativa" })[relacion] ?? relacion

/** The 360 groups of the results as the page and the report say them. */
export const groupLabel = (grupo: string): string =>
  ({ auto: "Autoevaluación", jefe: "Jefe", pares: "Pares", subordinados: "Subordinados", clientes: "Clientes", otros: "Otros" })[grupo] ?? grupo

export const myEvaluationTexts = {
  titulo: "Mis evaluaciones",
  intro: "Las evaluaciones que le tocan responder. Puede corregir sus respuestas hasta que termine la fase de evaluación.",
  pendientes: "Pendientes",
  respondidas: "Respondidas",
  sinPendientes: "No tiene evaluaciones pendientes.",
  sinRespondidas: "Aún no ha respondido evaluaciones.",
  proyecto: "Proyecto",
  evaluado: "Evaluado",
  tipo: "Tipo",
  relacion: "Relación",
  limite: "Responder antes del",
  respondida: "Respondida el",
  responder: "Responder",
  editar: "Editar respuestas",
  ver: "Ver respuestas",
  cerrada: "Cerrada",
  volver: "Volver a Mis evaluaciones",
  guardar: "Enviar respuestas",
  guardando: "Enviando",
  requerida: "Requerida",
  obligatoriasNota: "Las preguntas marcadas como requeridas deben responderse.",
  confidencial:
    "Las respuestas de pares y subordinados son confidenciales: la persona evaluada solo ve su promedio en grupo, nunca quién respondió qué.",
  competencia: "Competencia",
  esperado: "Nivel esperado",
  nivel: "Nivel evaluado",
  peso: "Peso",
  respuestaAbierta: "Su respuesta",
  cargando: "Cargando evaluaciones",
  errorCarga: "No se pudieron cargar sus evaluaciones",
  errorGuardar: "No se pudieron guardar las respuestas",
  reintentar: "Reintentar",
  corrija: (n: number) => (n === 1 ? "Corrija 1 respuesta marcada." : `Corrija ${n} respuestas marcadas.`),
  evaluacionDe: (nombre: string, proyecto: string) => `Evaluación de ${nombre} · ${proyecto}`,
  // The project and relation in the name: one person may be evaluated in two cycles, or in the 360 and the operative.
  responderA: (nombre: string, detalle: string) => `Responder la evaluación de ${nombre} (${detalle})`,
  editarA: (nombre: string, detalle: string) => `Editar la evaluación de ${nombre} (${detalle})`,
  verA: (nombre: string, detalle: string) => `Ver la evaluación de ${nombre} (${detalle})`,
  enNombreDe: (evaluador: string | null) =>
    evaluador === null || evaluador === ""
      ? "Captura de Recursos Humanos: la evaluación no tiene evaluador. Queda registrado quién la capturó."
      : `Captura en nombre de ${evaluador}: las respuestas se guardan como suyas y queda registrado quién las capturó.`,
} as const

export const myEvaluationMessages = {
  guardada: "Respuestas guardadas",
  asignacion: "La evaluación es requerida",
  unaEvaluacion: "Indique una sola evaluación: la asignación 360 o la evaluación operativa",
  noExiste: "La evaluación no existe",
  ajena: "La evaluación no es suya: solo la responde su evaluador o Recursos Humanos en su nombre",
  fueraDeFase: "La evaluación solo se responde en las fases de Autoevaluación y Evaluación del proyecto",
  faseTerminada: "La fase de evaluación ya terminó: las respuestas ya no se modifican",
  sinEncuesta: "El proyecto no tiene encuesta 360",
  sinUsuarioEmpleado: "Su usuario no está ligado a un colaborador",
  pregunta: "La pregunta es requerida",
  preguntaNoExiste: (orden: number) => `La pregunta ${orden} no existe en la encuesta`,
  preguntaRepetida: (orden: number) => `La pregunta ${orden} se respondió más de una vez`,
  requerida: (orden: number) => `La respuesta a la pregunta ${orden} es requerida`,
  fueraDeEscala: (orden: number, escala: number) => `La respuesta a la pregunta ${orden} debe estar entre 1 y ${escala}`,
  siNo: (orden: number) => `La respuesta a la pregunta ${orden} debe ser Sí o No`,
  texto: "La respuesta abierta admite hasta 2000 caracteres",
  competencia: "La competencia es requerida",
  competenciaNoEvaluada: (n: string) => `El nivel de la competencia ${n} es requerido`,
  competenciaAjena: "La competencia no está entre las del puesto evaluado",
  competenciaRepetida: "Una competencia se calificó más de una vez",
  nivelNoExiste: "El nivel evaluado no existe",
  sinResultados: "No tiene acceso a los resultados de este colaborador",
  noParticipante: "El colaborador no participa en el proyecto",
  evaluadorRespondio: "Un evaluador que ya respondió la evaluación no se quita: sus respuestas se perderían",
  sin360Propio: "Sus resultados 360 se entregan en la sesión de retroalimentación",
} as const

/** "Mis retroalimentaciones", the person's feedback sessions in Mis evaluaciones. */
export const myFeedbackTexts = {
  titulo: "Mis retroalimentaciones",
  intro: "Las sesiones de retroalimentación que su jefe celebró con usted. Fírmelas con su conformidad y sus comentarios.",
  sinSesiones: "Aún no tiene sesiones de retroalimentación.",
  abrir: "Ver sesión",
  abrirA: (proyecto: string, tipo: string) => `Ver la retroalimentación ${tipo} de ${proyecto}`,
  firmar: "Firmar",
  firmarA: (proyecto: string, tipo: string) => `Firmar la retroalimentación ${tipo} de ${proyecto}`,
  errorCarga: "No se pudieron cargar sus retroalimentaciones",
  errorFirmar: "No se pudo firmar la retroalimentación",
  errorResultados: "No se pudieron cargar sus resultados",
} as const

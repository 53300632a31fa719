// The words of Encuestas (EVA100, MODULES-MX §5): the instrument's kinds, its questions' kinds,
// the default labels of the 1–5 scale and every Spanish message its pages and calls answer.

export const surveyKinds = ["360", "Operativa", "Opinión de curso", "Retroalimentación", "Libre"] as const
export type SurveyKind = (typeof surveyKinds)[number]

export const questionKinds = ["Escala", "Abierta", "Sí-No"] as const
export type QuestionKind = (typeof questionKinds)[number]

/** The labels of the scale's five points a new instrument starts with [D]. */
export const defaultScaleLabels = ["Nunca", "Rara vez", "A veces", "Casi siempre", "Siempre"] as const

/** The states of the projects (EVA150) in which an instrument they name counts as used. */
export const lockingProjectStates = ["Publicado", "En evaluación", "En calibración", "Cerrado"] as const

export const surveyMessages = {
  clave: "La clave es requerido",
  nombre: "El nombre de la encuesta es requerido",
  tipo: "El tipo de encuesta es requerido",
  escala: (n: number) => `La etiqueta ${n} de la escala es requerida`,
  titulo: "El título de la sección es requerido",
  texto: "El texto de la pregunta es requerido",
  tipoPregunta: "El tipo de pregunta es requerido",
  seccion: "La sección de la pregunta es requerida",
  peso: "El peso de la pregunta es requerido",
  seccionInexistente: (pregunta: number, seccion: number) => `La pregunta ${pregunta} indica la sección ${seccion}, que no existe`,
  seccionVacia: (titulo: string) => `La sección «${titulo}» no tiene preguntas`,
  sinEscala: "Una encuesta 360 u operativa necesita al menos una pregunta de escala",
  competenciaOperativa: (pregunta: number) => `La pregunta ${pregunta}: una encuesta operativa solo liga competencias operativas`,
  competenciaNoOperativa: (pregunta: number) => `La pregunta ${pregunta}: una encuesta 360 liga competencias organizacionales o técnicas`,
  competenciaInactiva: (pregunta: number) => `La pregunta ${pregunta}: la competencia no existe o está inactiva`,
  bloqueada: "La encuesta la usa un proyecto publicado y ya no se modifica: duplíquela para crear una nueva versión",
  bloqueadaEliminar: "La encuesta la usa un proyecto y no puede eliminarse; desactívela",
  noDesactivable: "La encuesta ya está inactiva",
  noActivable: "La encuesta ya está activa",
  desactivada: "Encuesta desactivada",
  activada: "Encuesta activada",
  encuesta: "La encuesta no es válida",
  tipoFiltro: "El tipo de encuesta no es válido",
} as const

// The words FOR310 (a course's opinion survey) shares with its migration, server, seed, public
// page and report: its states, the instrument's five sections, and its messages.

/** Borrador (linked, nothing sent) → Abierta (links sent) ⇄ Cerrada. */
export const surveyStates = ["Borrador", "Abierta", "Cerrada"] as const
export type SurveyState = (typeof surveyStates)[number]

/** The sections of an instrument of type Opinión de curso, in the order asked. */
export const surveySections = ["Instructor", "Contenido", "Materiales", "Instalaciones", "Aplicabilidad"] as const
export type SurveySection = (typeof surveySections)[number]

export const questionKinds = ["escala", "comentario"] as const

/** The 1–5 scale, as the answer page names each point. */
export const scaleLabels: ReadonlyArray<readonly [number, string]> = [
  [1, "Muy malo"],
  [2, "Malo"],
  [3, "Regular"],
  [4, "Bueno"],
  [5, "Excelente"],
]

/** The public page the mailed link opens; the token goes in the fragment, never to a server log. */
export const answerPagePath = "/encuesta-opinion"
export const answerLinkOf = (base: string, token: string): string => `${base.replace(/\/+$/, "")}${answerPagePath}#token=${encodeURIComponent(token)}`

export const surveyMessages = {
  curso: "El curso es requerido",
  instrumento: "La encuesta es requerida",
  cursoAjeno: "El curso no existe o no es de sus centros de trabajo",
  instrumentoInactivo: "La encuesta no existe o no está activa",
  cursoRepetido: "El curso ya tiene una encuesta de opinión abierta o por enviar",
  soloBorrador: "La encuesta ya se envió: no se modifica",
  noEliminable: "Solo se elimina una encuesta que no se ha enviado",
  noEnviable: "Solo se envía una encuesta en borrador",
  noCerrable: "Solo se cierra una encuesta abierta",
  noReabrible: "Solo se reabre una encuesta cerrada",
  noRecordable: "Solo se envía un recordatorio de una encuesta abierta",
  cursoSinConcluir: "La encuesta se envía cuando el curso concluye: el curso aún no está concluido ni cerrado",
  ventanaAntes: (desde: string) => `La ventana de la encuesta abre el ${desde}, el último día del curso`,
  ventanaCerrada: (hasta: string) => `La ventana de la encuesta cerró el ${hasta}`,
  sinParticipantes: "El curso no tiene participantes inscritos a quienes enviar la encuesta",
  enviada: "Encuesta enviada",
  enviadaAviso: (n: number) => (n === 1 ? "Se envió 1 enlace por correo al participante inscrito" : `Se enviaron ${n} enlaces por correo a los participantes inscritos`),
  cerrada: "Encuesta cerrada",
  reabierta: "Encuesta reabierta",
  recordatorio: "Recordatorio enviado",
  recordatorioAviso: "Cada participante que no ha respondido recibe un enlace nuevo; el anterior deja de servir",
  // The public answer page's refusals.
  enlaceInvalido: "El enlace de la encuesta no es válido. Use el enlace más reciente que recibió por correo.",
  yaRespondida: "Esta encuesta ya fue respondida con este enlace. Cada enlace sirve una sola vez.",
  noAbierta: "La encuesta de este curso no está abierta.",
  noInscrito: "Solo responden la encuesta los participantes inscritos en el curso.",
  respuestas: "Las respuestas no son válidas",
  comentarioLargo: "Cada comentario admite a lo más 1,000 caracteres",
  gracias: "Gracias: su opinión quedó registrada de forma anónima.",
  demasiadas: (segundos: number) => `Demasiados intentos desde esta dirección. Espere ${segundos} segundos y vuelva a intentarlo.`,
} as const

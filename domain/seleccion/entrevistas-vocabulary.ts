import type { Choice } from "../records/field"

// The words of Entrevistas (MODULES-MX §6, guarded by SEL250) that the migration, the server and
// the page share: its states, modalities and recommendations (0313_seleccion's CHECK lists), and
// its messages.

export const interviewStates = ["Programada", "Realizada", "Cancelada", "No se presentó"] as const
export const interviewModes: ReadonlyArray<Choice> = [
  { id: "Presencial", label: "Presencial" },
  { id: "Videollamada", label: "Videollamada" },
  { id: "Teléfono", label: "Teléfono" },
]
export const recommendations: ReadonlyArray<Choice> = [
  { id: "Contratar", label: "Contratar" },
  { id: "Dudoso", label: "Dudoso" },
  { id: "No contratar", label: "No contratar" },
]

export const interviewMessages = {
  asignacion: "La asignación es requerida",
  asignacionInexistente: "La asignación no existe",
  asignacionCerrada: "El candidato ya no está en proceso en esta vacante: no se le programan entrevistas",
  fecha: "La fecha es requerida",
  hora: "La hora es requerida",
  horaInvalida: "La hora debe tener el formato HH:MM (24 horas)",
  futura: "La fecha y hora de la entrevista deben ser futuras",
  duracion: "La duración es requerida",
  modalidad: "La modalidad es requerida",
  lugar: "Indique el lugar o la liga de la entrevista",
  entrevistadores: "Seleccione al menos un entrevistador",
  entrevistador: "El entrevistador es requerido",
  entrevistadorInactivo: "Uno de los entrevistadores no existe o ya no está activo",
  competenciaOCriterio: "Cada renglón de la evaluación lleva una competencia o un criterio, no ambos",
  peso: "El peso es requerido",
  calificacion: "La calificación va de 1 a 5",
  soloProgramada: "Solo una entrevista programada se modifica",
  noEliminable: "Solo se elimina una entrevista programada; una realizada queda en el expediente del candidato",
  noRealizable: "Solo una entrevista programada puede marcarse como realizada",
  sinCalificar: "Califique al menos un renglón de la evaluación y capture la recomendación antes de marcarla como realizada",
  futuraRealizada: "Una entrevista de un día futuro no puede marcarse como realizada",
  realizada: "Entrevista registrada como realizada",
  noCancelable: "Solo una entrevista programada se cancela",
  cancelada: "Entrevista cancelada",
  noAusencia: "Solo una entrevista programada se marca como no presentada",
  ausencia: "Entrevista registrada: el candidato no se presentó",
} as const

/** The interview's start as stored in f_hora: "YYYY-MM-DDTHH:MM", Mexico City's clock. */
export const interviewStart = (fecha: string, hora: string): string => `${fecha}T${hora}`

/** HH:MM on a 24-hour clock. */
export const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/

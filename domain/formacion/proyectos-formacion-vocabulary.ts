// The words FOR160 (a course run) shares with its migration, server, seed and views: the course's
// states (MODULES-MX §0.1), its kinds, the five objectives of LFT art. 153-F, a participant's
// states, and the messages of its rules that need the database.

/** Planeado → Convocado → En curso → Concluido → Cerrado, or Cancelado before it concludes. */
export const courseStates = ["Planeado", "Convocado", "En curso", "Concluido", "Cerrado", "Cancelado"] as const
export type CourseState = (typeof courseStates)[number]

/** Who gives it: the company's own people, or an agente capacitador from outside. */
export const courseKinds = [
  { id: "Interno", label: "Interno" },
  { id: "Externo", label: "Externo" },
] as const

/** LFT art. 153-F: what the training is for (the DC-2 ranks them; a course names one). */
export const objectiveChoices = [
  { id: "I", label: "I. Actualizar y perfeccionar conocimientos" },
  { id: "II", label: "II. Preparar para vacantes o puestos de nueva creación" },
  { id: "III", label: "III. Prevenir riesgos de trabajo" },
  { id: "IV", label: "IV. Incrementar la productividad" },
  { id: "V", label: "V. Mejorar el nivel educativo y las competencias" },
] as const

export const participantStates = ["Inscrito", "Asistió", "Aprobado", "Reprobado", "Baja"] as const
export type ParticipantState = (typeof participantStates)[number]

/** The grade that passes unless the course says another (MODULES-MX §3 [D]). */
export const defaultMinimumGrade = 80

export const courseRecordMessages = {
  nombre: "El nombre del curso es requerido",
  empresa: "La empresa es requerida",
  centro: "El centro de trabajo es requerido",
  tipo: "El tipo de curso es requerido",
  agente: "El agente capacitador es requerido para un curso externo",
  instructor: "El instructor es requerido",
  area: "El área temática es requerida",
  objetivo: "El objetivo del curso es requerido",
  duracion: "La duración en horas es requerida",
  inicio: "La fecha de inicio es requerida",
  fin: "La fecha de fin es requerida",
  finAntes: "La fecha de fin no puede ser anterior a la de inicio",
  cupo: "El cupo es requerido",
  minima: "La calificación mínima es requerida",
  costo: "El costo estimado es requerido",
  fecha: "La fecha de la sesión es requerida",
  horaInicio: "La hora de inicio es requerida",
  horaFin: "La hora de fin es requerida",
  hora: "Capture la hora como HH:MM, de 00:00 a 23:59",
  colaborador: "El colaborador es requerido",
  estadoParticipante: "El estado del participante es requerido",
  concepto: "El concepto de gasto es requerido",
  monto: "El monto es requerido",
  montoPositivo: "El monto debe ser mayor que cero",
  motivo: "El motivo de la cancelación es requerido",
  // The server's checks (database).
  participante: "El colaborador no existe, no está activo o no es de sus centros de trabajo",
  sede: "La sede no existe, no está activa o no es de la empresa del curso",
  proyectoDnc: "El proyecto DNC no existe o no es de la empresa del curso",
  soloCalificaciones: "Con el curso en curso solo se capturan las calificaciones, el estado de los participantes y los costos reales",
  soloCostos: "Con el curso concluido solo se capturan los costos reales",
  sesionConAsistencia: (fecha: string) => `La sesión del ${fecha} ya tiene asistencia registrada: no se quita ni se cambia su fecha u horario`,
  participanteConAsistencia: "Un participante con asistencia registrada no se quita del curso: márquelo como Baja",
  soloPlaneado: "Solo se elimina un curso planeado; cancele el curso en su lugar",
  inmutable: "El curso está cerrado o cancelado: ya no se modifica",
  sinParticipantes: "Inscriba al menos un participante antes de convocar",
  sinSesiones: "Capture las sesiones del curso antes de convocar",
  // The workflow's answers.
  convocado: "Curso convocado",
  convocatoria: "La convocatoria se envía por correo a los participantes y a sus jefes",
  iniciado: "Curso iniciado",
  concluido: "Curso concluido: cada participante quedó aprobado o reprobado por su asistencia y su calificación",
  cerrado: "Curso cerrado",
  cancelado: "Curso cancelado",
  noConvocable: "Solo se convoca un curso planeado",
  noIniciable: "Solo se inicia un curso convocado",
  noConcluible: "Solo se concluye un curso en curso",
  noCerrable: "Solo se cierra un curso concluido",
  sinDc3: (n: number) =>
    n === 1
      ? "No se puede cerrar el curso: un participante aprobado no tiene su constancia DC-3. Emítala en Formatos DC-3"
      : `No se puede cerrar el curso: ${n} participantes aprobados no tienen su constancia DC-3. Emítalas en Formatos DC-3`,
  noCancelable: "Un curso concluido, cerrado o cancelado ya no se cancela",
  diaDescanso: "Hay sesiones en día de descanso (fin de semana o día festivo de la LFT)",
} as const

import { isWorkingDay } from "../rules/working-days"

// FOR160's rules on a course run (MODULES-MX §3): its duration is the sum of its sessions' hours,
// each session falls within the course's dates and ends after it starts, the enrolled never
// exceed the capacity, and Concluir needs every participant's grade. Pure functions: the form,
// the server and the tests read the same ones.

export const courseMessages = {
  duracion: "La duración no coincide con las sesiones",
  cupo: "Se excedió el cupo del curso",
  calificaciones: "Capture la calificación de todos los participantes",
  // Where §3 gives a rule but no wording, the message is ours [D].
  sesionFuera: "La fecha de la sesión debe estar dentro del periodo del curso",
  horaFin: "La hora de fin debe ser posterior a la hora de inicio",
} as const

const clock = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Minutes since midnight of an "HH:MM" time, or null when the text is not one. */
export const minutesOf = (time: string): number | null => {
  const m = clock.exec(time)
  return m === null ? null : Number(m[1]) * 60 + Number(m[2])
}

/** A session's length in minutes; null when a time is not one or the end is not after the start. */
export const sessionMinutes = (start: string, end: string): number | null => {
  const from = minutesOf(start)
  const to = minutesOf(end)
  return from === null || to === null || to <= from ? null : to - from
}

export interface SessionTimes {
  readonly fecha: string
  readonly hora_inicio: string
  readonly hora_fin: string
}

/** The sessions' hours in whole minutes (so 4 h 30 min + 3 h 30 min is exactly 8 h); a bad session counts nothing. */
export const sessionsMinutes = (sessions: ReadonlyArray<SessionTimes>): number =>
  sessions.reduce((total, s) => total + (sessionMinutes(s.hora_inicio, s.hora_fin) ?? 0), 0)

/** The course's hours must equal its sessions' hours (a course without sessions yet is not judged). */
export const durationProblem = (hours: number, sessions: ReadonlyArray<SessionTimes>): string | undefined =>
  sessions.length === 0 || hours * 60 === sessionsMinutes(sessions) ? undefined : courseMessages.duracion

/** A session dated outside [f_inicio, f_fin] (ISO dates compare as text). */
export const sessionDateProblem = (fecha: string, start: string, end: string): string | undefined =>
  fecha < start || fecha > end ? courseMessages.sesionFuera : undefined

/** The participants who count against the capacity: everyone enrolled but those who dropped. */
export const occupiedSeats = (participants: ReadonlyArray<{ readonly estado: string }>): number =>
  participants.filter((p) => p.estado !== "Baja").length

export const capacityProblem = (capacity: number, participants: ReadonlyArray<{ readonly estado: string }>): string | undefined =>
  occupiedSeats(participants) > capacity ? courseMessages.cupo : undefined

/** Concluir: every participant still in the course (not dropped) has a grade. */
export const ungradedProblem = (
  participants: ReadonlyArray<{ readonly estado: string; readonly calificacion: number | null }>,
): string | undefined => (participants.some((p) => p.estado !== "Baja" && p.calificacion === null) ? courseMessages.calificaciones : undefined)

/**
 * The hours of a day a SAT c_TipoJornada covers (LFT 60: diurna 6:00–20:00, nocturna 20:00–6:00)
 * [V]; the other kinds (mixta, por hora, por turnos...) say nothing about the hours, so only the
 * day is judged for them.
 */
const jornadaWindow = (tipoJornada: string | null): { readonly from: number; readonly to: number; readonly overnight: boolean } | null => {
  if (tipoJornada === "01") return { from: 6 * 60, to: 20 * 60, overnight: false }
  if (tipoJornada === "02") return { from: 20 * 60, to: 6 * 60, overnight: true }
  return null
}

/**
 * Why a session falls outside a participant's working day, or undefined: on a weekend or an LFT
 * art. 74 rest day, or outside the hours of the participant's jornada. Training is given within the
 * working day unless agreed otherwise (LFT 153-E [V]), so this warns and never refuses.
 */
export const outsideWorkingDay = (session: SessionTimes, tipoJornada: string | null): string | undefined => {
  if (!isWorkingDay(session.fecha)) return "La sesión cae en día de descanso"
  const window = jornadaWindow(tipoJornada)
  const from = minutesOf(session.hora_inicio)
  const to = minutesOf(session.hora_fin)
  if (window === null || from === null || to === null) return undefined
  // A session lies within one day (it ends after it starts): a night one is wholly after 20:00 or wholly before 6:00.
  const inside = window.overnight ? from >= window.from || to <= window.to : from >= window.from && to <= window.to
  return inside ? undefined : "La sesión queda fuera de la jornada del participante"
}

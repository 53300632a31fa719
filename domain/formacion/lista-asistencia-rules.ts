// FOR200's rules (MODULES-MX §3): `% asistencia = sesiones asistidas / sesiones`, and a participant
// passes with an attendance of at least 80 % [D] and a grade of at least the course's minimum.

export const attendanceMarks = ["Asistió", "Falta", "Retardo", "Justificada"] as const
export type AttendanceMark = (typeof attendanceMarks)[number]

/** The least attendance that passes, in percent [D]. */
export const minimumAttendance = 80

/**
 * A late arrival was there; a justified absence excuses the worker but not the hours missed, so
 * it does not count as attended [D] (a DC-3 certifies the whole course).
 */
export const attended = (mark: AttendanceMark | null): boolean => mark === "Asistió" || mark === "Retardo"

/** Attendance in percent with two decimals, over every session of the course (an unmarked one is not attended). */
export const attendancePercent = (sessions: number, marks: ReadonlyArray<AttendanceMark | null>): number => {
  if (sessions <= 0) return 0
  const present = marks.filter(attended).length
  return Math.round((present * 10_000) / sessions) / 100
}

/** The outcome of a graded participant: Aprobado needs the attendance and the minimum grade. */
export const courseOutcome = (attendance: number, grade: number, minimumGrade: number): "Aprobado" | "Reprobado" =>
  attendance >= minimumAttendance && grade >= minimumGrade ? "Aprobado" : "Reprobado"

import { describe, expect, it } from "vitest"
import { attendancePercent, courseOutcome } from "../../domain/formacion/lista-asistencia-rules"
import {
  capacityProblem,
  courseMessages,
  durationProblem,
  outsideWorkingDay,
  sessionDateProblem,
  sessionMinutes,
  sessionsMinutes,
  ungradedProblem,
} from "../../domain/formacion/proyectos-formacion-rules"
import { available, belowCommittedProblem, budgetMessages, budgetTotal, committed, spent, totalsBy } from "../../domain/formacion/revision-presupuesto-rules"

const session = (fecha: string, hora_inicio: string, hora_fin: string) => ({ fecha, hora_inicio, hora_fin })

describe("a course's sessions and duration", () => {
  it.each([
    ["09:00", "13:00", 240],
    ["09:00", "13:30", 270],
    ["00:00", "23:59", 1439],
    ["13:00", "13:00", null],
    ["14:00", "09:00", null],
    ["9:00", "13:00", null],
    ["24:00", "24:30", null],
  ])("%s to %s lasts %s minutes", (from, to, minutes) => {
    expect(sessionMinutes(from, to)).toBe(minutes)
  })

  it("the duration is the sessions' hours in whole minutes", () => {
    const sessions = [session("2026-11-09", "09:00", "13:30"), session("2026-11-10", "09:00", "12:30")]
    expect(sessionsMinutes(sessions)).toBe(480)
    expect(durationProblem(8, sessions)).toBeUndefined()
    expect(durationProblem(9, sessions)).toBe(courseMessages.duracion)
    expect(durationProblem(16, [])).toBeUndefined()
  })

  it("a session is dated within the course", () => {
    expect(sessionDateProblem("2026-11-09", "2026-11-09", "2026-11-13")).toBeUndefined()
    expect(sessionDateProblem("2026-11-13", "2026-11-09", "2026-11-13")).toBeUndefined()
    expect(sessionDateProblem("2026-11-14", "2026-11-09", "2026-11-13")).toBe(courseMessages.sesionFuera)
    expect(sessionDateProblem("2026-11-08", "2026-11-09", "2026-11-13")).toBe(courseMessages.sesionFuera)
  })

  it("the capacity counts everyone but those who dropped", () => {
    const enrolled = [{ estado: "Inscrito" }, { estado: "Aprobado" }, { estado: "Baja" }]
    expect(capacityProblem(2, enrolled)).toBeUndefined()
    expect(capacityProblem(1, enrolled)).toBe(courseMessages.cupo)
  })

  it("Concluir needs a grade for every participant still in the course", () => {
    expect(ungradedProblem([{ estado: "Asistió", calificacion: 90 }, { estado: "Baja", calificacion: null }])).toBeUndefined()
    expect(ungradedProblem([{ estado: "Asistió", calificacion: 0 }])).toBeUndefined()
    expect(ungradedProblem([{ estado: "Asistió", calificacion: 90 }, { estado: "Inscrito", calificacion: null }])).toBe(courseMessages.calificaciones)
  })

  it.each([
    // Monday 9 November 2026, a working day.
    [session("2026-11-09", "09:00", "13:00"), "01", undefined],
    [session("2026-11-09", "18:00", "21:00"), "01", "La sesión queda fuera de la jornada del participante"],
    [session("2026-11-09", "05:00", "07:00"), "01", "La sesión queda fuera de la jornada del participante"],
    [session("2026-11-09", "21:00", "23:00"), "02", undefined],
    [session("2026-11-09", "02:00", "05:00"), "02", undefined],
    [session("2026-11-09", "10:00", "12:00"), "02", "La sesión queda fuera de la jornada del participante"],
    // Mixta and the others say nothing of the hours.
    [session("2026-11-09", "18:00", "23:00"), "03", undefined],
    [session("2026-11-09", "18:00", "23:00"), null, undefined],
    // Saturday, and the third Monday of November (LFT 74).
    [session("2026-11-14", "09:00", "13:00"), "01", "La sesión cae en día de descanso"],
    [session("2026-11-16", "09:00", "13:00"), "01", "La sesión cae en día de descanso"],
  ])("%o for jornada %s warns %s", (s, jornada, warning) => {
    expect(outsideWorkingDay(s, jornada)).toBe(warning)
  })
})

describe("attendance and passing", () => {
  it("counts Asistió and Retardo as attended, over every session", () => {
    expect(attendancePercent(5, ["Asistió", "Retardo", "Asistió", "Asistió", "Falta"])).toBe(80)
    expect(attendancePercent(5, ["Asistió", "Asistió", "Asistió", "Justificada", "Falta"])).toBe(60)
    expect(attendancePercent(3, ["Asistió", "Asistió", null])).toBe(66.67)
    expect(attendancePercent(0, [])).toBe(0)
  })

  it.each([
    [80, 80, 80, "Aprobado"],
    [100, 79.5, 80, "Reprobado"],
    [79.99, 100, 80, "Reprobado"],
    [100, 70, 70, "Aprobado"],
  ] as const)("attendance %s and grade %s against minimum %s: %s", (attendance, grade, minimum, outcome) => {
    expect(courseOutcome(attendance, grade, minimum)).toBe(outcome)
  })
})

describe("the training budget", () => {
  const courses = [
    { estado: "Concluido", costo_estimado: 120_000, costos_reales: [100_000.1, 20_000.2] },
    { estado: "Planeado", costo_estimado: 92_500, costos_reales: [] },
    { estado: "Cancelado", costo_estimado: 50_000, costos_reales: [1_500] },
  ]

  it("commits the planned cost of the courses not cancelled and spends their real costs", () => {
    expect(committed(courses)).toBe(212_500)
    expect(spent(courses)).toBe(121_500.3)
    expect(budgetTotal([{ monto: 150_000 }, { monto: 100_000 }])).toBe(250_000)
    expect(available(250_000, 212_500)).toBe(37_500)
  })

  it("an authorized budget is never below what is committed", () => {
    expect(belowCommittedProblem(212_500, 212_500)).toBeUndefined()
    expect(belowCommittedProblem(212_499.99, 212_500)).toBe(budgetMessages.bajoComprometido)
  })

  it("totals the lines by department and by concept, largest first", () => {
    const lines = [
      { id_depto: 3, id_concepto_gasto: "INS", monto: 100_000.1 },
      { id_depto: 3, id_concepto_gasto: "MAT", monto: 0.2 },
      { id_depto: 5, id_concepto_gasto: "INS", monto: 150_000 },
    ]
    expect(totalsBy(lines, "id_depto")).toEqual([
      { id: "5", total: 150_000 },
      { id: "3", total: 100_000.3 },
    ])
    expect(totalsBy(lines, "id_concepto_gasto")).toEqual([
      { id: "INS", total: 250_000.1 },
      { id: "MAT", total: 0.2 },
    ])
  })
})

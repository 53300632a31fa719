import { describe, expect, it } from "vitest"
import { satisfaction, windowOf } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { buildScaleSurveys } from "../../server/seed/scale-surveys"

// The scale seed's surveys are what the report reads: counts equal to their answers, values on the
// scale, answers without a person, a link per participant and only attendees answering.

const questions = [1, 2, 3, 4, 5, 6].map((id_pregunta) => ({ id_pregunta, tipo: id_pregunta % 3 === 0 ? "comentario" : "escala" }))
const people = (n: number, attended: boolean) => Array.from({ length: n }, (_, i) => ({ id_empleado: i + 1, attended }))
let counter = 0
const options = { today: "2026-11-30", at: "2026-11-30T00:00:00.000Z", user: "admin@demo.mx", firstId: 10, newId: (bytes: number) => String(++counter).padStart(bytes * 2, "0") }

describe("scale opinion surveys", () => {
  const built = buildScaleSurveys(
    [
      { id_curso: 1, f_fin: "2026-03-02", people: people(200, true) },
      { id_curso: 2, f_fin: "2026-11-27", people: people(30, false) },
      { id_curso: 3, f_fin: "2026-05-04", people: [] },
    ],
    questions,
    options,
  )

  it("sends one survey per course with participants, closed once its window has passed", () => {
    expect(built.surveys.map((s) => [s.id_proyecto, s.id_proyecto_formacion, s.estado])).toEqual([
      [11, 1, "Cerrada"],
      [12, 2, "Abierta"],
    ])
    expect(built.surveys[0]).toMatchObject({ id_instrumento: "OPCUR", ...windowOf("2026-03-02") })
    expect(built.links).toHaveLength(230)
  })

  it("has about 60 % of the attendees answer, nobody else, and keeps no person in an answer", () => {
    const first = built.answers.filter((a) => a.id_proyecto === 11).length
    expect(first).toBeGreaterThan(100)
    expect(first).toBeLessThan(140)
    expect(built.answers.filter((a) => a.id_proyecto === 12)).toHaveLength(0)
    expect(built.links.filter((l) => l.usado === "1")).toHaveLength(first)
    for (const a of built.answers) expect(Object.keys(a).sort()).toEqual(["id_proyecto", "id_respuesta"])
  })

  it("stores each survey's counts as its answers' and values 1 to 5 with some comments", () => {
    const scale = built.values.filter((v) => v.valor !== null)
    expect(scale.every((v) => Number.isInteger(v.valor) && Number(v.valor) >= 1 && Number(v.valor) <= 5)).toBe(true)
    expect(scale).toHaveLength(first(built) * 4)
    const comments = built.values.filter((v) => v.comentario !== null)
    expect(comments.length).toBeGreaterThan(0)
    expect(comments.every((c) => c.id_pregunta === 3 || c.id_pregunta === 6)).toBe(true)
    const favourable = scale.filter((v) => Number(v.valor) >= 4).length
    expect(built.surveys[0]).toMatchObject({ respuestas: first(built), valores: scale.length, favorables: favourable, satisfaccion: satisfaction(favourable, scale.length) })
  })
})

const first = (b: ReturnType<typeof buildScaleSurveys>) => b.answers.filter((a) => a.id_proyecto === 11).length

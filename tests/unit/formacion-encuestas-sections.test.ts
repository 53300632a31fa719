import { describe, expect, it } from "vitest"
import { isComment, sectionTotalsOf } from "../../server/formacion/proyecto-encuesta-opinion-sections"

// One questionnaire's figures per section, as the answer's transaction adds them to its survey's
// (encuestas_opinion_secciones, read by Reporte de encuestas): the scale values, their sum, the
// 4s and 5s, and the comments the report lists (more than spaces, as its TRIM(comentario) <> '').

const questions = [
  { id_pregunta: 1, seccion: "Instructor" },
  { id_pregunta: 2, seccion: "Instructor" },
  { id_pregunta: 3, seccion: "Instructor" },
  { id_pregunta: 4, seccion: "Contenido" },
  { id_pregunta: 5, seccion: "Contenido" },
]

describe("a questionnaire's section figures", () => {
  it("counts, sums and keeps the favourable values and the comments of each section", () => {
    const totals = sectionTotalsOf(questions, [
      { id_pregunta: 1, valor: 5, comentario: null },
      { id_pregunta: 2, valor: 3, comentario: null },
      { id_pregunta: 3, valor: null, comentario: "Claro" },
      { id_pregunta: 4, valor: 4, comentario: null },
      { id_pregunta: 5, valor: null, comentario: "   " },
    ])
    expect(totals).toEqual([
      { seccion: "Instructor", valores: 2, suma: 8, favorables: 1, comentarios: 1 },
      { seccion: "Contenido", valores: 1, suma: 4, favorables: 1, comentarios: 0 },
    ])
  })

  it("leaves out a question the instrument does not have", () => {
    expect(sectionTotalsOf(questions, [{ id_pregunta: 99, valor: 5, comentario: "x" }])).toEqual([])
  })

  it.each([
    [null, false],
    ["", false],
    ["   ", false],
    [" Bien ", true],
    ["\n", true],
  ])("%j is a comment: %s", (comentario, expected) => {
    expect(isComment(comentario)).toBe(expected)
  })
})

import { describe, expect, it } from "vitest"
import { answerMessages, answerProblem, meanOf, satisfaction, satisfactionOf, windowOf, windowState } from "../../domain/formacion/proyecto-encuesta-opinion-rules"

// The pure rules of the course opinion survey (FOR310, MODULES-MX §3): satisfaction % (4s and 5s
// over the scale answers), the answer window (the course's last day to ten days after) and what
// a questionnaire must hold.

describe("satisfaction %", () => {
  it.each([
    [34, 40, 85],
    [0, 10, 0],
    [10, 10, 100],
    [2, 3, 66.67],
    [1, 3, 33.33],
    [33, 40, 82.5],
  ])("%i favourable of %i answers is %d %%", (favourable, answers, expected) => {
    expect(satisfaction(favourable, answers)).toBe(expected)
  })

  it("is no figure without answers", () => {
    expect(satisfaction(0, 0)).toBeNull()
    expect(satisfactionOf([])).toBeNull()
  })

  it("counts only 4 and 5 as favourable", () => {
    expect(satisfactionOf([1, 2, 3, 4, 5])).toBe(40)
    expect(satisfactionOf([...Array<number>(34).fill(4), ...Array<number>(6).fill(3)])).toBe(85)
  })

  it("takes the mean to two decimals", () => {
    expect(meanOf([4, 5, 5])).toBe(4.67)
    expect(meanOf([])).toBeNull()
  })
})

describe("the answer window", () => {
  it("runs from the course's last day to ten days after", () => {
    expect(windowOf("2026-11-13")).toEqual({ f_apertura: "2026-11-13", f_cierre: "2026-11-23" })
    expect(windowOf("2026-12-28")).toEqual({ f_apertura: "2026-12-28", f_cierre: "2027-01-07" })
  })

  it.each([
    ["2026-11-12", "antes"],
    ["2026-11-13", "abierta"],
    ["2026-11-23", "abierta"],
    ["2026-11-24", "cerrada"],
  ] as const)("on %s it is %s", (today, state) => {
    expect(windowState(today, windowOf("2026-11-13"))).toBe(state)
  })
})

describe("a questionnaire against its instrument", () => {
  const questions = [
    { id_pregunta: 1, seccion: "Instructor", tipo: "escala" },
    { id_pregunta: 2, seccion: "Instructor", tipo: "escala" },
    { id_pregunta: 3, seccion: "Instructor", tipo: "comentario" },
  ] as const
  const rated = (id: number, valor: number) => ({ id_pregunta: id, valor, comentario: null })

  it("passes with every scale question rated and an optional comment", () => {
    expect(answerProblem(questions, [rated(1, 5), rated(2, 3)])).toBeUndefined()
    expect(answerProblem(questions, [rated(1, 5), rated(2, 3), { id_pregunta: 3, valor: null, comentario: "Bien" }])).toBeUndefined()
  })

  it("counts the scale questions left unrated", () => {
    expect(answerProblem(questions, [])).toBe(answerMessages.faltaValor(2))
    expect(answerProblem(questions, [rated(1, 4)])).toBe(answerMessages.faltaValor(1))
    expect(answerMessages.faltaValor(1)).toBe("Falta calificar 1 pregunta de la escala del 1 al 5")
  })

  it("refuses a foreign question, a question twice, and a rating on a comment", () => {
    expect(answerProblem(questions, [rated(1, 4), rated(2, 4), rated(9, 4)])).toBe(answerMessages.preguntaDesconocida)
    expect(answerProblem(questions, [rated(1, 4), rated(1, 5), rated(2, 4)])).toBe(answerMessages.repetida)
    expect(answerProblem(questions, [rated(1, 4), rated(2, 4), rated(3, 4)])).toBe(answerMessages.valorEnComentario)
  })
})

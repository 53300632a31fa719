import { describe, expect, it } from "vitest"
import { ajusteCandidato, logro, rankCandidates } from "../../domain/rules/seleccion-ajuste"
import { calificacionEntrevista } from "../../domain/rules/seleccion-entrevista"

// MODULES-MX §6's worked examples as tables: the interview's score Σ c × p / Σ p and the fit %
// Σ min(evaluado/esperado, 1) × peso / Σ peso × 100, with cases of our own around them.

describe("the interview's score", () => {
  it.each([
    ["§6: 4 × 40 + 3 × 30 + 5 × 30 is 4.00", [[40, 4], [30, 3], [30, 5]], 4],
    ["weights not adding to 100 keep the scale", [[2, 5], [1, 2]], 4],
    ["equal weights are the mean", [[1, 3], [1, 4], [1, 4]], 3.67],
    ["one line", [[100, 5]], 5],
    ["unrated lines do not count", [[50, 2], [50, null]], 2],
    ["thirds of weight stay exact", [[33.33, 4], [33.33, 4], [33.34, 4]], 4],
    ["no line rated has no score", [[40, null]], null],
    ["an empty scorecard has no score", [], null],
  ] as const)("%s", (_name, lines, score) => {
    expect(calificacionEntrevista(lines.map(([peso, calificacion]) => ({ peso, calificacion })))).toBe(score)
  })
})

describe("the fit to the puesto", () => {
  const puesto = (...rows: ReadonlyArray<readonly [number, number]>) => rows.map(([esperado, peso], i) => ({ id_competencia: i + 1, esperado, peso }))
  const levels = (...values: ReadonlyArray<number | null>) => new Map(values.flatMap((v, i) => (v === null ? [] : [[i + 1, v] as const])))
  it.each([
    ["§6: 3/4 at 50, 3/3 at 30, 2/5 at 20 is 75.50", puesto([4, 50], [3, 30], [5, 20]), levels(3, 3, 2), 75.5, 3],
    ["exceeding is capped at 100", puesto([2, 60], [3, 40]), levels(4, 5), 100, 2],
    ["unassessed counts 0", puesto([4, 50], [4, 50]), levels(4, null), 50, 1],
    ["nothing assessed is 0", puesto([3, 100]), levels(null), 0, 0],
    ["weights over several types renormalise", puesto([2, 100], [4, 100]), levels(2, 2), 75, 2],
    ["thirds round to hundredths", puesto([3, 100]), levels(2), 66.67, 1],
  ])("%s", (_name, expected, assessed, ajuste, evaluadas) => {
    expect(ajusteCandidato(expected, assessed)).toEqual({ ajuste, evaluadas, total: expected.length })
  })

  it("has no figure when the puesto expects nothing", () => {
    expect(ajusteCandidato([], new Map())).toEqual({ ajuste: null, evaluadas: 0, total: 0 })
  })

  it.each([
    [4, 3, 0.75],
    [3, 3, 1],
    [2, 5, 1],
    [5, null, 0],
  ])("logro esperado %s evaluado %s", (esperado, evaluado, share) => {
    expect(logro(esperado, evaluado)).toBe(share)
  })
})

describe("the ranking of a vacancy", () => {
  it("orders by fit, ties share a place, names break ties, no figure goes last", () => {
    const ranked = rankCandidates([
      { id_asignacion: 1, nombre: "Zoe", ajuste: 75.5 },
      { id_asignacion: 2, nombre: "Ana", ajuste: null },
      { id_asignacion: 3, nombre: "Beto", ajuste: 90 },
      { id_asignacion: 4, nombre: "Carla", ajuste: 75.5 },
    ])
    expect(ranked.map((r) => [r.nombre, r.posicion])).toEqual([
      ["Beto", 1],
      ["Carla", 2],
      ["Zoe", 2],
      ["Ana", 4],
    ])
  })
})

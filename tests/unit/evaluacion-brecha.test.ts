import { describe, expect, it } from "vitest"
import { expectedOnScale, gap360 } from "../../domain/rules/evaluacion-brecha"

// The 360 gap of EVA360 as tables: the expected COM050 level carried onto the instrument's scale
// by a straight line (lowest level 1, highest the escala), then esperado − media and COM300's
// capped fulfilment.

describe("the expected level on the 360 scale", () => {
  it.each([
    ["Básico (1 of 1–4) is the scale's bottom", 1, 1, 4, 5, 1],
    ["Intermedio (2 of 1–4) is 2.3333 of 5", 2, 1, 4, 5, 2.3333],
    ["Avanzado (3 of 1–4) is 3.6667 of 5", 3, 1, 4, 5, 3.6667],
    ["Experto (4 of 1–4) is the scale's top", 4, 1, 4, 5, 5],
    ["the same on a 1–5 level scale", 3, 1, 5, 5, 3],
    ["onto a 1–10 scale", 2, 1, 3, 10, 5.5],
    ["a value past the highest is the top", 6, 1, 4, 5, 5],
    ["a value under the lowest is the bottom", 0, 1, 4, 5, 1],
    ["one level only expects the top", 2, 2, 2, 5, 5],
  ])("%s", (_name, valor, min, max, escala, expected) => {
    expect(expectedOnScale(valor, min, max, escala)).toBe(expected)
  })
})

describe("the gap and the fulfilment", () => {
  it.each([
    ["under the expected: a gap", 3.2, 3.6667, 0.47, 87.27],
    ["met exactly", 3.6667, 3.6667, 0, 100],
    ["over the expected: negative gap, capped at 100", 4.5, 3.6667, -0.83, 100],
    ["from the bottom of the scale", 1, 5, 4, 20],
    ["no mean shown (hidden relation): no figure", null, 3.6667, null, null],
    ["the puesto expects nothing of it: no figure", 3.5, null, null, null],
  ])("%s", (_name, media, esperado, brecha, cumplimiento) => {
    expect(gap360(media, esperado)).toEqual({ brecha, cumplimiento })
  })
})

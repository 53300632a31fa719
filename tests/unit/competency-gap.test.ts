import { describe, expect, it } from "vitest"
import { brecha, cumplimiento, hasGap, weightedTotal } from "../../domain/rules/competency-gap"

// The gap, the fulfilment and the weighted total of issue 16 part 5 as tables: the expected and
// assessed values of the one scale; an unassessed competency has no figure.

describe("the gap", () => {
  it.each([
    ["Avanzado (3) assessed Intermedio (2)", 3, 2, 1],
    ["met", 3, 3, 0],
    ["exceeded", 2, 4, -2],
    ["from the bottom", 4, 1, 3],
    ["unassessed", 3, null, null],
  ])("%s", (_name, expected, assessed, gap) => {
    expect(brecha(expected, assessed)).toBe(gap)
  })
})

describe("the fulfilment", () => {
  it.each([
    ["2 of 3 is 66.67", 3, 2, 66.67],
    ["1 of 3 is 33.33", 3, 1, 33.33],
    ["3 of 4 is 75", 4, 3, 75],
    ["1 of 6 is 16.67", 6, 1, 16.67],
    ["met is 100", 3, 3, 100],
    ["exceeding is capped at 100", 2, 4, 100],
    ["unassessed has none", 3, null, null],
  ])("%s", (_name, expected, assessed, percent) => {
    expect(cumplimiento(expected, assessed)).toBe(percent)
  })
})

describe("a gap to show", () => {
  it.each([
    [1, true],
    [0, false],
    [-1, false],
    [null, false],
  ])("brecha %s", (gap, shown) => {
    expect(hasGap({ brecha: gap })).toBe(shown)
  })
})

describe("the weighted total of a type", () => {
  it.each([
    ["weights 60/40 at 66.67 and 100", [{ peso: 60, cumplimiento: 66.67 }, { peso: 40, cumplimiento: 100 }], { cumplimiento: 80, evaluadas: 2, total: 2 }],
    ["equal weights", [{ peso: 50, cumplimiento: 50 }, { peso: 50, cumplimiento: 100 }], { cumplimiento: 75, evaluadas: 2, total: 2 }],
    ["an unassessed row is left out", [{ peso: 60, cumplimiento: 50 }, { peso: 40, cumplimiento: null }], { cumplimiento: 50, evaluadas: 1, total: 2 }],
    ["thirds round to hundredths", [{ peso: 33.33, cumplimiento: 100 }, { peso: 33.33, cumplimiento: 0 }, { peso: 33.34, cumplimiento: 0 }], { cumplimiento: 33.33, evaluadas: 3, total: 3 }],
    ["nothing assessed", [{ peso: 100, cumplimiento: null }], { cumplimiento: null, evaluadas: 0, total: 1 }],
    ["no competencies", [], { cumplimiento: null, evaluadas: 0, total: 0 }],
  ])("%s", (_name, rows, total) => {
    expect(weightedTotal(rows)).toEqual(total)
  })
})

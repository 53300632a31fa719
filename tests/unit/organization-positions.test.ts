import { describe, expect, it } from "vitest"
import { chiefProblem, daysBetween, defaultKeyPattern, keyPattern, nextKey, positionMessages } from "../../domain/organizacion/posiciones-rules"

// The positions' pure rules: a chief that would make the tree loop, and the next consecutive key.

describe("chiefProblem", () => {
  it("refuses the position itself, in any case", () => {
    expect(chiefProblem("P-000010", "p-000010", [])).toBe(positionMessages.jefeDependiente)
  })
  it("refuses a chief whose chain above reaches the position (a descendant)", () => {
    expect(chiefProblem("A", "C", ["B", "A", "ROOT"])).toBe(positionMessages.jefeDependiente)
  })
  it("accepts a chief elsewhere in the tree", () => {
    expect(chiefProblem("A", "X", ["Y", "ROOT"])).toBeUndefined()
  })
})

describe("next consecutive key", () => {
  it("reads a key's pattern", () => {
    expect(keyPattern("P-000123")).toEqual({ prefix: "P-", width: 6 })
    expect(keyPattern("TST-03")).toEqual({ prefix: "TST-", width: 2 })
    expect(keyPattern("GERENTE")).toEqual({ prefix: "GERENTE-", width: 1 })
  })
  it("is one more than the highest number of the same prefix, padded, whatever the case", () => {
    expect(nextKey({ prefix: "TST-", width: 2 }, ["TST-01", "tst-07", "TST-0A", "OTRO-99"])).toBe("TST-08")
    expect(nextKey(defaultKeyPattern, [])).toBe("P-000001")
    expect(nextKey({ prefix: "A-", width: 1 }, ["A-9"])).toBe("A-10")
  })
  it("gives none past ten characters", () => {
    expect(nextKey({ prefix: "ABCDEFGH-", width: 1 }, ["ABCDEFGH-9"])).toBeUndefined()
  })
})

describe("daysBetween", () => {
  it("counts calendar days across a month end", () => {
    expect(daysBetween("2026-01-30", "2026-02-02")).toBe(3)
  })
})

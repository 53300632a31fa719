import { describe, expect, it } from "vitest"
import { chiefProblem, jobProfileRuleMessages, minimumWageMessage, monthlyMinimumCents, salaryRangeOk, underMinimumWage, weightsAddUp } from "../../domain/organizacion/gestionar-puestos-rules"

// The job profile's arithmetic and tree rules (DOMAIN-MX 3.5) as tables: the weights of a
// competency type add up to 100.00 in hundredths (the cases floats get wrong included), the
// tabulador's monthly minimum against daily minimum wage × 30.4 in cents, the salary range, and
// a chief that is neither the puesto nor under it.

describe("the weights of a competency type", () => {
  it.each([
    ["no rows", [], true],
    ["100", [100], true],
    ["60 + 39.99", [60, 39.99], false],
    ["60 + 40", [60, 40], true],
    ["33.33 × 3", [33.33, 33.33, 33.33], false],
    ["33.33 + 33.33 + 33.34", [33.33, 33.33, 33.34], true],
    ["0.1 + 0.2 + 99.7 (floats say 100.00000000000001)", [0.1, 0.2, 99.7], true],
    ["50 + 50.01", [50, 50.01], false],
  ] as const)("%s", (_, weights, ok) => {
    expect(weightsAddUp(weights)).toBe(ok)
  })
})

describe("the tabulador against the zone's minimum wage", () => {
  it("is daily × 30.4 in cents", () => {
    expect(monthlyMinimumCents(315.04)).toBe(957_722)
    expect(monthlyMinimumCents(440.87)).toBe(1_340_245)
    expect(monthlyMinimumCents(278.8)).toBe(847_552)
  })
  it.each([
    [9577.22, 315.04, false],
    [9577.21, 315.04, true],
    [13_402.44, 440.87, true],
    [13_402.45, 440.87, false],
  ] as const)("%d a month with %d a day: under = %s", (monthly, daily, under) => {
    expect(underMinimumWage(monthly, daily)).toBe(under)
  })
  it("names the zone and both figures", () => {
    expect(minimumWageMessage("General", 315.04)).toContain("zona General")
    expect(minimumWageMessage("General", 315.04)).toContain("9,577.22")
  })
  it("keeps min ≤ max in cents", () => {
    expect(salaryRangeOk(100.1, 100.1)).toBe(true)
    expect(salaryRangeOk(100.11, 100.1)).toBe(false)
    expect(salaryRangeOk(null, 5)).toBe(true)
  })
})

describe("a puesto's chief", () => {
  it.each([
    ["itself", "P1", "P1", [], jobProfileRuleMessages.propioJefe],
    ["itself in another case", "p1", "P1", [], jobProfileRuleMessages.propioJefe],
    ["one under it", "P1", "P3", ["P2", "P1"], jobProfileRuleMessages.jefeDependiente],
    ["another branch", "P1", "P9", ["P8"], undefined],
    ["a root", "P1", "P2", [], undefined],
  ] as const)("%s", (_, puesto, chief, ancestors, problem) => {
    expect(chiefProblem(puesto, chief, ancestors)).toBe(problem)
  })
})

import { describe, expect, it } from "vitest"
import { postalCodeMessage, postalCodeProblem, postalCodeRangeMessage } from "../../domain/rules/postal-code"
import { demoCentres, demoCompanyDetails } from "../../server/seed/demo-structure"
import { scaleCities } from "../../server/seed/scale-structure"

// SEPOMEX codes run from 01000 to 99999: five digits, never starting with 00.
describe("código postal against the SEPOMEX range", () => {
  it.each([
    ["01000", null],
    ["06600", null],
    [" 06600 ", null],
    ["64000", null],
    ["99999", null],
    ["10000", null],
    ["00000", postalCodeRangeMessage],
    ["00999", postalCodeRangeMessage],
    ["00100", postalCodeRangeMessage],
    ["0100", postalCodeMessage],
    ["100000", postalCodeMessage],
    ["0660A", postalCodeMessage],
    ["06 600", postalCodeMessage],
    ["０６６００", postalCodeMessage],
    ["", postalCodeMessage],
  ])("%j -> %s", (code, problem) => {
    expect(postalCodeProblem(code)).toBe(problem)
  })
})

describe("the seeds' postal codes", () => {
  it("are all within the SEPOMEX range: the demo's companies and centres, the scale seed's cities", () => {
    const codes = [
      ...demoCompanyDetails.map((c) => c.codigo_postal),
      ...Object.values(demoCentres).flatMap((centres) => centres.map((c) => c.codigo_postal)),
      ...scaleCities.map((c) => c.codigo_postal),
    ]
    expect(codes.length).toBeGreaterThan(20)
    expect(codes.filter((code) => postalCodeProblem(code) !== null)).toEqual([])
  })
})

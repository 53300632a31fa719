import { describe, expect, it } from "vitest"
import {
  type Destination,
  destinationsProblem,
  hundredths,
  hundredthsText,
  percentageProblem,
  proratingMessages,
  repeatedDestination,
  sumInHundredths,
  sumProblem,
  vigenciasOverlap,
  vigenteOn,
} from "../../domain/organizacion/prorrateo-posiciones-rules"

// The prorating rules of DOMAIN-MX 3.9 as tables: the sum is exactly 100.00 in hundredths (the
// cases floats get wrong included), each percentage in (0, 100], no destination twice, and the
// vigencias of one position never share a day.

const d = (id: number, porcentaje: number): Destination => ({ tipo: "D", id_depto: id, id_proyecto: null, porcentaje })
const p = (id: number, porcentaje: number): Destination => ({ tipo: "P", id_depto: null, id_proyecto: id, porcentaje })

describe("the sum of a prorating", () => {
  it.each([
    ["60.00 + 39.99", [60, 39.99], false],
    ["60.00 + 40.00", [60, 40], true],
    ["33.33 × 3", [33.33, 33.33, 33.33], false],
    ["33.34 + 33.33 + 33.33", [33.34, 33.33, 33.33], true],
    ["0.1 + 0.2 + 99.7 (0.30000000000000004 in floats)", [0.1, 0.2, 99.7], true],
    ["100", [100], true],
    ["50 + 50.01", [50, 50.01], false],
    ["nothing", [], false],
    ["ten times 10.00", Array.from({ length: 10 }, () => 10), true],
    ["three of 33.33 and one of 0.01", [33.33, 33.33, 33.33, 0.01], true],
  ] as const)("%s is %s", (_name, percents, accepted) => {
    const rows = percents.map((n, i) => d(i + 1, n))
    expect(sumProblem(rows)).toBe(accepted ? undefined : proratingMessages.suma)
    expect(destinationsProblem(rows)).toBe(accepted ? undefined : proratingMessages.suma)
  })

  it("counts in whole hundredths", () => {
    expect(hundredths(39.99)).toBe(3999)
    expect(hundredths(0.07)).toBe(7)
    expect(sumInHundredths([d(1, 33.33), d(2, 33.33), d(3, 33.33)])).toBe(9999)
    expect(hundredthsText(9999)).toBe("99.99")
    expect(hundredthsText(10000)).toBe("100.00")
    expect(hundredthsText(5)).toBe("0.05")
  })
})

describe("a percentage", () => {
  it.each([
    [0, false],
    [-1, false],
    [0.01, true],
    [100, true],
    [100.01, false],
    [250, false],
  ] as const)("%s is %s", (n, accepted) => {
    expect(percentageProblem(n)).toBe(accepted ? undefined : proratingMessages.porcentaje)
  })
})

describe("the destinations", () => {
  it("refuses a department or a project twice, not a department and a project of the same id", () => {
    expect(repeatedDestination([d(1, 50), d(1, 50)])).toBe(2)
    expect(destinationsProblem([d(1, 50), d(1, 50)])).toBe(proratingMessages.destinoDuplicado)
    expect(destinationsProblem([p(3, 40), d(2, 20), p(3, 40)])).toBe(proratingMessages.destinoDuplicado)
    expect(destinationsProblem([d(3, 60), p(3, 40)])).toBeUndefined()
  })

  it("refuses a row whose ids do not match its tipo", () => {
    expect(destinationsProblem([{ tipo: "D", id_depto: null, id_proyecto: 4, porcentaje: 100 }])).toBe(proratingMessages.departamento(1))
    expect(destinationsProblem([d(1, 50), { tipo: "P", id_depto: 2, id_proyecto: 4, porcentaje: 50 }])).toBe(proratingMessages.proyecto(2))
  })
})

describe("vigencias", () => {
  it.each([
    [{ f_inicio: "2026-01-01", f_fin: "2026-06-30" }, { f_inicio: "2026-07-01", f_fin: null }, false],
    [{ f_inicio: "2026-01-01", f_fin: "2026-06-30" }, { f_inicio: "2026-06-30", f_fin: null }, true],
    [{ f_inicio: "2026-01-01", f_fin: null }, { f_inicio: "2030-01-01", f_fin: "2030-12-31" }, true],
    [{ f_inicio: "2026-03-01", f_fin: "2026-03-31" }, { f_inicio: "2026-01-01", f_fin: "2026-02-28" }, false],
    [{ f_inicio: "2026-03-01", f_fin: "2026-03-31" }, { f_inicio: "2026-03-10", f_fin: "2026-03-11" }, true],
  ] as const)("%o and %o overlap: %s", (a, b, overlap) => {
    expect(vigenciasOverlap(a, b)).toBe(overlap)
    expect(vigenciasOverlap(b, a)).toBe(overlap)
  })

  it("is in force on both ends", () => {
    const v = { f_inicio: "2026-01-01", f_fin: "2026-01-31" }
    expect(vigenteOn(v, "2026-01-01")).toBe(true)
    expect(vigenteOn(v, "2026-01-31")).toBe(true)
    expect(vigenteOn(v, "2026-02-01")).toBe(false)
    expect(vigenteOn({ f_inicio: "2026-01-01", f_fin: null }, "2099-01-01")).toBe(true)
  })
})

import { describe, expect, it } from "vitest"
import { complianceBand, compliancePercent, probationEvaluatedOnTime, renewedOnTime } from "../../domain/rules/contratos-cumplimiento"

// Reporte de cumplimiento (CON250): the percentages, their colour bands [D] (≥ 95 verde,
// 80–94.99 ámbar, < 80 rojo) read from the printed two-decimal figure, "Sin datos" for a zero
// denominator, and the on-time tests of probations and renewals.

describe("compliancePercent", () => {
  it.each([
    [193, 200, 96.5],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [0, 5, 0],
    [5, 5, 100],
    [18_999, 20_000, 95],
    [0, 0, null],
    [3, 0, null],
  ])("%i of %i is %s", (n, d, expected) => {
    expect(compliancePercent(n, d)).toBe(expected)
  })
})

describe("complianceBand", () => {
  it.each([
    [100, "verde"],
    [95, "verde"],
    [94.99, "ambar"],
    [80, "ambar"],
    [79.99, "rojo"],
    [0, "rojo"],
    [null, null],
  ] as const)("%s is %s", (percent, band) => {
    expect(complianceBand(percent)).toBe(band)
  })

  it("reads the band from the rounded figure: 94.996 prints 95.00 and is verde", () => {
    expect(complianceBand(compliancePercent(94_996, 100_000))).toBe("verde")
  })
})

describe("probationEvaluatedOnTime", () => {
  it.each([
    // f_inicio, dias_prueba, first evaluation, on time (the last day is f_inicio + dias − 1)
    ["2026-03-01", 30, "2026-03-30", true],
    ["2026-03-01", 30, "2026-03-31", false],
    ["2026-03-01", 30, "2026-03-10", true],
    ["2026-02-01", 30, "2026-03-02", true],
    ["2026-02-01", 30, "2026-03-03", false],
    ["2026-03-01", 30, null, false],
  ] as const)("from %s for %i days, evaluated %s: %s", (inicio, dias, evaluada, onTime) => {
    expect(probationEvaluatedOnTime(inicio, dias, evaluada)).toBe(onTime)
  })
})

describe("renewedOnTime", () => {
  it.each([
    ["2026-06-30", "2026-06-20", true],
    ["2026-06-30", "2026-06-30", true],
    ["2026-06-30", "2026-07-01", false],
    ["2026-06-30", null, false],
  ] as const)("ending %s, renewed %s: %s", (fin, renovado, onTime) => {
    expect(renewedOnTime(fin, renovado)).toBe(onTime)
  })
})

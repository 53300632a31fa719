import { describe, expect, it } from "vitest"
import { holidays2026, seededAmounts, tariff2026 } from "../../domain/contratos/parametros-legales-values"
import {
  type LegalRow,
  amountOn,
  diasHabiles,
  holidaysOf,
  isrMensual,
  legalValueOn,
  minimumWageOn,
  periodsOverlap,
} from "../../domain/rules/legal-parameters"

// The dated legal parameters as the seed stores them, judged by the pure rules: boundaries of
// each period, the gap before the first one, the UMA change on 2026-02-01, the zones' minimum
// wages, and working days around holidays (on weekdays and weekends).

const rows: ReadonlyArray<LegalRow> = [...seededAmounts, ...holidays2026].map((r, i) => ({ ...r, id_parametro_legal: i + 1, tramos: [] }))

describe("the value of a clave on a day", () => {
  it.each([
    ["UMA", "2025-01-31", null],
    ["UMA", "2025-02-01", 113.14],
    ["UMA", "2026-01-01", 113.14],
    ["UMA", "2026-01-31", 113.14],
    ["UMA", "2026-02-01", 117.31],
    ["UMA", "2031-12-31", 117.31],
    ["SM_GEN", "2024-12-31", null],
    ["SM_GEN", "2025-12-31", 278.8],
    ["SM_GEN", "2026-01-01", 315.04],
    ["SM_ZLFN", "2025-06-30", 419.88],
    ["SM_ZLFN", "2026-01-01", 440.87],
    ["TARIFA_ISR_MENSUAL", "2026-03-01", null],
  ] as const)("%s on %s is %s", (clave, date, expected) => {
    const value = amountOn(rows, clave, date)
    expect(value).toEqual(expected === null ? { kind: "none", clave, date } : { kind: "found", row: expected })
  })

  it("says none in a gap between two periods", () => {
    const gap: ReadonlyArray<LegalRow> = [
      { id_parametro_legal: 1, clave: "UMA", valor: 100, descripcion: null, f_inicio: "2020-01-01", f_fin: "2020-12-31", tramos: [] },
      { id_parametro_legal: 2, clave: "UMA", valor: 110, descripcion: null, f_inicio: "2021-02-01", f_fin: null, tramos: [] },
    ]
    expect(legalValueOn(gap, "UMA", "2021-01-15")).toEqual({ kind: "none", clave: "UMA", date: "2021-01-15" })
    expect(legalValueOn(gap, "UMA", "2020-12-31")).toMatchObject({ kind: "found", row: { valor: 100 } })
    expect(legalValueOn(gap, "UMA", "2021-02-01")).toMatchObject({ kind: "found", row: { valor: 110 } })
  })

  it("reads the zone's minimum wage", () => {
    expect(minimumWageOn(rows, "ZLFN", "2026-03-10")).toEqual({ kind: "found", row: 440.87 })
    expect(minimumWageOn(rows, "GEN", "2026-03-10")).toEqual({ kind: "found", row: 315.04 })
    expect(minimumWageOn(rows, "GEN", "2025-03-10")).toEqual({ kind: "found", row: 278.8 })
    expect(minimumWageOn(rows, "GEN", "2020-03-10").kind).toBe("none")
  })
})

describe("periods that share a day", () => {
  it.each([
    [["2025-01-01", "2025-12-31"], ["2026-01-01", null], false],
    [["2025-01-01", "2025-12-31"], ["2025-12-31", null], true],
    [["2025-01-01", null], ["2030-01-01", "2030-12-31"], true],
    [["2026-02-02", "2026-02-02"], ["2026-02-02", "2026-02-02"], true],
    [["2026-02-02", "2026-02-02"], ["2026-02-03", "2026-02-03"], false],
  ] as const)("%j and %j: %s", (a, b, expected) => {
    const period = ([f_inicio, f_fin]: readonly [string, string | null]) => ({ f_inicio, f_fin })
    expect(periodsOverlap(period(a), period(b))).toBe(expected)
    expect(periodsOverlap(period(b), period(a))).toBe(expected)
  })
})

describe("working days", () => {
  const holidays = holidaysOf(rows)
  it.each([
    // Monday to Friday of an ordinary week.
    ["2026-03-02", "2026-03-06", 5],
    // The week of the third Monday of March loses its Monday.
    ["2026-03-16", "2026-03-20", 4],
    // A whole week end to end, Saturday to Sunday.
    ["2026-03-07", "2026-03-15", 5],
    // One day, a holiday; one day, a Saturday.
    ["2026-05-01", "2026-05-01", 0],
    ["2026-05-02", "2026-05-02", 0],
    // Backwards.
    ["2026-03-06", "2026-03-02", 0],
    // January 2026: 22 weekdays less 1 January.
    ["2026-01-01", "2026-01-31", 21],
  ] as const)("from %s to %s: %i", (from, to, expected) => {
    expect(diasHabiles(from, to, holidays)).toBe(expected)
  })

  it("takes nothing more for a holiday on a weekend", () => {
    // 2027-05-01 is a Saturday: the week around it keeps its five working days.
    expect(diasHabiles("2027-04-26", "2027-05-02", ["2027-05-01"])).toBe(5)
    expect(diasHabiles("2027-04-26", "2027-05-02", [])).toBe(5)
  })

  it("seeds LFT 74's seven days of 2026", () => {
    expect(holidays).toEqual(["2026-01-01", "2026-02-02", "2026-03-16", "2026-05-01", "2026-09-16", "2026-11-16", "2026-12-25"])
  })
})

describe("the monthly ISR tariff", () => {
  it("gives MODULES-MX §1.3's check: ISR96(12,000) = 946.62", () => {
    expect(isrMensual(tariff2026, 12_000)).toBe(946.62)
  })
  it.each([
    [0, 0],
    [0.01, 0],
    [844.6, 16.22],
    [425_642, 133_488.54],
  ] as const)("on %d: %d", (base, expected) => {
    expect(isrMensual(tariff2026, base)).toBe(expected)
  })
})

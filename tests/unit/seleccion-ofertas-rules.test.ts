import { describe, expect, it } from "vitest"
import { benefitProblems, monthlySalary, offerDateProblems, offerExpired, offerProbationProblem, outsideTabulador } from "../../domain/rules/seleccion-ofertas"
import { acceptanceRate, averageDays, conversions, percent, timeToFill, timeToHire } from "../../domain/rules/seleccion-seguimiento"
import { offerMessages } from "../../domain/seleccion/ofertas-candidatos-vocabulary"

// SEL360's and SEL400's pure rules with MODULES-MX §6's worked examples and our own cases.

describe("monthlySalary (× 30.4)", () => {
  it.each([
    [500, 15_200],
    [315.04, 9_577.22],
    [333.33, 10_133.23],
    [0.01, 0.3],
  ])("%s a day is %s a month", (daily, month) => expect(monthlySalary(daily)).toBe(month))
})

describe("outsideTabulador", () => {
  const t = { salario_min: 12_000, salario_max: 18_000 }
  it.each([
    ["inside", 500, t, false],
    ["the minimum itself", 394.74, { salario_min: 12_000, salario_max: null }, false],
    ["one centavo under the minimum", 394.73, t, true],
    ["just under the maximum", 592.1, { salario_min: null, salario_max: 18_000 }, false],
    ["just over the maximum", 592.11, { salario_min: null, salario_max: 18_000 }, true],
    ["above the maximum", 600, t, true],
    ["no tabulador", 10_000, { salario_min: null, salario_max: null }, false],
  ] as const)("%s", (_n, daily, tab, outside) => expect(outsideTabulador(daily, tab)).toBe(outside))
})

describe("offerProbationProblem (LFT 39-A)", () => {
  const operativo = { tipo_puesto: "O", especializado: false }
  const directivo = { tipo_puesto: "D", especializado: false }
  it.each([
    ["no probation", null, operativo, undefined],
    ["30 days, operative", 30, operativo, undefined],
    ["31 days, operative", 31, operativo, "El periodo de prueba no puede exceder de 30 días (LFT 39-A)"],
    ["180 days, directive", 180, directivo, undefined],
    ["181 days, directive", 181, directivo, "El periodo de prueba no puede exceder de 180 días (LFT 39-A)"],
    ["90 days, specialized", 90, { tipo_puesto: "O", especializado: true }, undefined],
  ] as const)("%s", (_n, dias, kind, problem) => expect(offerProbationProblem(dias, kind)).toBe(problem))
})

describe("benefitProblems (LFT 76, 80, 87)", () => {
  it("accepts the legal floors and above", () => {
    expect(benefitProblems({ dias_aguinaldo: 15, pct_prima_vacacional: 25, dias_vacaciones: 12 })).toEqual([])
    expect(benefitProblems({ dias_aguinaldo: 30, pct_prima_vacacional: 50, dias_vacaciones: 20 })).toEqual([])
  })
  it("names each benefit under its floor", () => {
    expect(benefitProblems({ dias_aguinaldo: 14, pct_prima_vacacional: 24.99, dias_vacaciones: 11 })).toEqual([
      { field: "dias_aguinaldo", message: offerMessages.aguinaldo },
      { field: "pct_prima_vacacional", message: offerMessages.primaVacacional },
      { field: "dias_vacaciones", message: offerMessages.vacaciones },
    ])
  })
})

describe("offerDateProblems", () => {
  it.each([
    ["both ahead, deadline first", "2026-12-15", "2026-12-05", []],
    ["deadline on the start day", "2026-12-15", "2026-12-15", []],
    ["start in the past", "2026-11-29", null, [offerMessages.ingresoPasado]],
    ["deadline in the past", "2026-12-15", "2026-11-29", [offerMessages.limitePasado]],
    ["deadline after the start", "2026-12-15", "2026-12-16", [offerMessages.limiteTardio]],
  ] as const)("%s", (_n, ingreso, limite, messages) =>
    expect(offerDateProblems({ f_ingreso_propuesta: ingreso, f_limite_respuesta: limite }, "2026-11-30").map((p) => p.message)).toEqual(messages),
  )
})

describe("offerExpired", () => {
  it.each([
    ["sent, deadline today", "Enviada", "2026-11-30", false],
    ["sent, deadline yesterday", "Enviada", "2026-11-29", true],
    ["accepted, deadline yesterday", "Aceptada", "2026-11-29", false],
    ["draft, deadline yesterday", "Borrador", "2026-11-29", false],
  ] as const)("%s", (_n, estado, limite, expired) => expect(offerExpired(estado, limite, "2026-11-30")).toBe(expired))
})

describe("SEL400 figures", () => {
  it("time to fill: 2026-09-01 → 2026-10-12 is 41 days (§6)", () => expect(timeToFill("2026-09-01", "2026-10-12")).toBe(41))
  it.each([
    ["same day", "2026-10-12", "2026-10-12", 0],
    ["across a year", "2026-12-20", "2027-01-10", 21],
    ["across February of a leap year", "2028-02-01", "2028-03-01", 29],
    ["no acceptance yet", "2026-09-01", null, null],
  ] as const)("time to fill, %s", (_n, from, to, days) => expect(timeToFill(from, to)).toBe(days))
  it("time to hire from the application", () => expect(timeToHire("2026-09-20", "2026-10-12")).toBe(22))
  it("conversion from the first stage", () => expect(conversions([40, 18, 6, 3, 1])).toEqual([100, 45, 15, 7.5, 2.5]))
  it("conversion of an empty pipeline", () => expect(conversions([0, 0])).toEqual([null, null]))
  it("percent rounds half-up to two decimals", () => expect(percent(1, 3)).toBe(33.33))
  it("acceptance over offers with an outcome", () => {
    expect(acceptanceRate({ aceptadas: 3, rechazadas: 1, vencidas: 0 })).toBe(75)
    expect(acceptanceRate({ aceptadas: 0, rechazadas: 0, vencidas: 0 })).toBeNull()
  })
  it("average days", () => {
    expect(averageDays([3, 4, 4])).toBe(3.67)
    expect(averageDays([])).toBeNull()
  })
})

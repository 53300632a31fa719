import { describe, expect, it } from "vitest"
import { curpCheckDigit } from "../../domain/rules/curp"
import { addDays, identityMessages, identityProblems, identityWarnings } from "../../domain/rules/employee-identity"
import { employeeNumber, employeeNumberDigits } from "../../domain/rules/employee-number"
import {
  contributionBase,
  integratedDailyWage,
  integrationFactor,
  minimumIntegrationFactor,
  umaOn,
} from "../../domain/rules/integration-factor"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { completedYears, seniority, seniorityText } from "../../domain/rules/seniority"
import { vacationDaysOfServiceYear, vacationDaysOn } from "../../domain/rules/vacation-days"

// The employee record's pure rules (DOMAIN-MX 1.7, 4.2) as tables: seniority on the calendar,
// vacation days of LFT art. 76 as reformed, the integration factor and SDI, the employee number
// and the identity cross-checks.

describe("seniority", () => {
  it.each([
    ["2020-01-15", "2020-01-15", 0, 0, 0],
    ["2020-01-15", "2020-01-16", 0, 0, 1],
    ["2020-01-15", "2020-02-14", 0, 0, 30],
    ["2020-01-15", "2020-02-15", 0, 1, 0],
    ["2020-01-15", "2021-01-14", 0, 11, 30],
    ["2020-01-15", "2021-01-15", 1, 0, 0],
    ["2015-06-30", "2026-11-23", 11, 4, 24],
    ["2020-01-31", "2020-02-29", 0, 0, 29],
    ["2020-01-31", "2020-03-01", 0, 1, 1],
    ["2020-02-29", "2021-02-28", 0, 11, 30],
    ["2020-02-29", "2021-03-01", 1, 0, 1],
    ["2019-12-31", "2020-01-01", 0, 0, 1],
  ] as const)("%s to %s is %i years, %i months, %i days", (from, to, years, months, days) => {
    expect(seniority(from, to)).toEqual({ years, months, days })
  })

  it("is null for a later start or an unreal date", () => {
    expect(seniority("2020-01-02", "2020-01-01")).toBeNull()
    expect(seniority("2020-02-30", "2021-01-01")).toBeNull()
    expect(completedYears("2020-01-02", "2020-01-01")).toBe(0)
  })

  it.each([
    [{ years: 3, months: 2, days: 5 }, "3 años, 2 meses, 5 días"],
    [{ years: 1, months: 1, days: 1 }, "1 año, 1 mes, 1 día"],
    [{ years: 0, months: 0, days: 0 }, "0 años, 0 meses, 0 días"],
  ] as const)("%o reads %s", (s, text) => {
    expect(seniorityText(s)).toBe(text)
  })
})

describe("vacation days, LFT art. 76 as reformed", () => {
  it.each([
    [0, 0],
    [1, 12],
    [2, 14],
    [3, 16],
    [4, 18],
    [5, 20],
    [6, 22],
    [10, 22],
    [11, 24],
    [15, 24],
    [16, 26],
    [20, 26],
    [21, 28],
    [25, 28],
    [26, 30],
    [31, 32],
  ] as const)("service year %i gives %i days", (year, days) => {
    expect(vacationDaysOfServiceYear(year)).toBe(days)
  })

  it.each([
    ["2026-03-01", "2026-11-23", 12],
    ["2025-11-23", "2026-11-22", 12],
    ["2025-11-23", "2026-11-23", 14],
    ["2021-11-24", "2026-11-23", 20],
    ["2021-11-23", "2026-11-23", 22],
    ["2010-01-01", "2026-11-23", 26],
    ["2026-12-01", "2026-11-23", 0],
  ] as const)("from %s on %s: %i days this year", (from, on, days) => {
    expect(vacationDaysOn(from, on)).toBe(days)
  })
})

describe("integration factor and SDI (DOMAIN-MX 1.7)", () => {
  it.each([
    [12, 1.0493],
    [14, 1.0507],
    [16, 1.0521],
    [18, 1.0534],
    [20, 1.0548],
    [22, 1.0562],
    [24, 1.0575],
  ] as const)("%i vacation days give %d", (days, factor) => {
    expect(integrationFactor(days)).toBe(factor)
  })

  it("never goes under the first year's minimum", () => {
    expect(integrationFactor(0)).toBe(minimumIntegrationFactor)
    expect(integrationFactor(12, { diasAguinaldo: 30, primaVacacional: 0.5 })).toBe(1.0986)
  })

  it.each([
    [315.04, 1.0493, 330.57],
    [440.87, 1.0493, 462.6],
    [1000, 1.0562, 1056.2],
    [278.8, 1.0452, 291.4],
    [0.01, 1.0493, 0.01],
    [123456.78, 1.0575, 130555.54],
  ] as const)("sd %d × %d = %d", (sd, factor, sdi) => {
    expect(integratedDailyWage(sd, factor)).toBe(sdi)
  })

  it("caps the SBC at 25 UMA of the date", () => {
    expect(umaOn("2026-01-31")).toBe(113.14)
    expect(umaOn("2026-02-01")).toBe(117.31)
    expect(umaOn("2020-01-01")).toBeUndefined()
    expect(contributionBase(5000, 117.31)).toBe(2932.75)
    expect(contributionBase(330.57, 117.31)).toBe(330.57)
  })
})

describe("employee number", () => {
  it.each([
    ["E", 42, 5, "E00042"],
    ["", 7, 3, "007"],
    ["MX-", 123456, 4, "MX-123456"],
    ["E", 1, null, "E00001"],
    ["E", 1, 0, "E1"],
    [" A ", 9, 2, "A09"],
  ] as const)("serie %j, consecutive %i, %j digits: %s", (serie, n, digits, text) => {
    expect(employeeNumber(serie, n, digits)).toBe(text)
  })

  it("keeps digitos_id_persona between 1 and 10", () => {
    expect(employeeNumberDigits(undefined)).toBe(5)
    expect(employeeNumberDigits(40)).toBe(10)
    expect(employeeNumberDigits(-1)).toBe(1)
  })
})

// A CURP and an RFC with right check digits for a birth date and sex.
const curpOf = (yymmdd: string, sexo: "H" | "M", century: "0" | "A" = "0"): string => {
  const first17 = `GODE${yymmdd}${sexo}DFRRN${century}`
  return first17 + curpCheckDigit(first17)
}
const rfcOf = (yymmdd: string): string => {
  const base = `GODE${yymmdd}GR`
  return base + rfcCheckDigit(base)
}

describe("identity cross-checks", () => {
  const today = "2026-11-23"
  const good = {
    curp: curpOf("901231", "H"),
    rfc: rfcOf("901231"),
    f_nacimiento: "1990-12-31",
    sexo: "H",
    f_ingreso: "2026-11-23",
    f_antiguedad: "2026-11-23",
  }
  const fields = (input: Parameters<typeof identityProblems>[0]) =>
    identityProblems(input, today).map((p) => `${p.field}: ${p.message}`)

  it.each([
    ["everything agrees", {}, []],
    ["a lower-case CURP with dashes", { curp: `${good.curp.slice(0, 10).toLowerCase()}-${good.curp.slice(10)}` }, []],
    ["the CURP's date differs", { f_nacimiento: "1990-12-30", rfc: rfcOf("901230") }, [`curp: ${identityMessages.curpNacimiento}`]],
    ["the CURP's century differs", { curp: curpOf("901231", "H", "A") }, [`curp: ${identityMessages.curpNacimiento}`]],
    ["sexo M for an H CURP", { sexo: "M" }, [`sexo: ${identityMessages.curpSexo}`]],
    ["the RFC's date differs", { rfc: rfcOf("901230") }, [`rfc: ${identityMessages.rfcNacimiento}`]],
    ["a malformed CURP is not cross-checked", { curp: "XX", sexo: "M" }, []],
    ["no CURP: the RFC still agrees", { curp: null }, []],
    [
      "14 years old on f_ingreso",
      { curp: curpOf("120101", "M", "A"), rfc: rfcOf("120101"), f_nacimiento: "2012-01-01", sexo: "M", f_ingreso: "2026-11-23" },
      [`f_nacimiento: ${identityMessages.edadMinima}`],
    ],
    [
      "15 that very day",
      { curp: curpOf("111123", "M", "A"), rfc: rfcOf("111123"), f_nacimiento: "2011-11-23", sexo: "M" },
      [],
    ],
    ["f_ingreso 30 days ahead", { f_ingreso: "2026-12-23", f_antiguedad: null }, []],
    ["f_ingreso 31 days ahead", { f_ingreso: "2026-12-24", f_antiguedad: null }, [`f_ingreso: ${identityMessages.ingresoFuturo}`]],
    ["recognised seniority before f_ingreso", { f_antiguedad: "2020-01-01" }, []],
    ["f_antiguedad after f_ingreso", { f_antiguedad: "2026-11-24" }, [`f_antiguedad: ${identityMessages.antiguedad}`]],
  ] as const)("%s", (_name, change, expected) => {
    expect(fields({ ...good, ...change })).toEqual(expected)
  })

  it("warns for a minor and for RFC letters that differ", () => {
    expect(identityWarnings({ ...good, f_nacimiento: "2010-01-01", f_ingreso: "2026-11-23" }).map((w) => w.message)).toEqual([
      identityMessages.menorDeEdad,
    ])
    expect(identityWarnings({ ...good, rfc: `GOPE${good.rfc.slice(4)}` }).map((w) => w.message)).toEqual([identityMessages.letrasRfc])
    expect(identityWarnings(good)).toEqual([])
  })

  it("adds days on the calendar", () => {
    expect(addDays("2026-11-23", 30)).toBe("2026-12-23")
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29")
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
  })
})

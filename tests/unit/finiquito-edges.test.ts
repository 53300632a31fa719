import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { seededAmounts, seededTariff, tariff2026 } from "../../domain/contratos/parametros-legales-values"
import { type FiniquitoInput, type FiniquitoResult, calculateFiniquito } from "../../domain/rules/finiquito"
import { finiquitoCauses } from "../../domain/rules/finiquito-causes"
import { finiquitoCheckTexts, finiquitoProblems } from "../../domain/rules/finiquito-checks"
import { finiquitoParametersOn } from "../../domain/rules/finiquito-parameters"
import type { LegalRow } from "../../domain/rules/legal-parameters"

// The finiquito engine's edges: less than a year of service, the prima de antigüedad's cap by
// zone and its 15-year rule, 29 February, no vacations due, salarios vencidos past 12 months, a
// fixed-term relation, deductions, the input checks, and the sums that must hold for any input.

const rows: ReadonlyArray<LegalRow> = [...seededAmounts, seededTariff].map((r, i) => ({
  ...r,
  id_parametro_legal: i + 1,
  tramos: r.clave === "TARIFA_ISR_MENSUAL" ? tariff2026 : [],
}))

type Core = Pick<FiniquitoInput, "causa" | "salario_diario" | "sdi" | "f_ingreso" | "f_baja">

const input = (over: Partial<FiniquitoInput> & Core, zona = "GEN"): FiniquitoInput => {
  const found = finiquitoParametersOn(rows, zona, over.f_baja)
  if (found.kind === "none") throw new Error(found.message)
  return {
    f_pagado_hasta: over.f_baja,
    tiempo_determinado: false,
    dias_aguinaldo: 15,
    dias_aguinaldo_anticipados: 0,
    pct_prima_vacacional: 25,
    vac_pendientes: 0,
    meses_caidos: 0,
    incluir_20_dias: false,
    base_prima_antiguedad: "SDI",
    dias_usmo: 30,
    percepciones_extra: [],
    deducciones: [],
    parametros: found.parametros,
    ...over,
  }
}

const lineOf = (r: FiniquitoResult, clave: string) => r.lineas.find((l) => l.clave === clave)

describe("less than a year of service", () => {
  const r = calculateFiniquito(input({ causa: "DESPIDO_JUSTIFICADO", salario_diario: 400, sdi: 419.72, f_ingreso: "2026-03-01", f_baja: "2026-06-30" }))

  it("prorates the first year's 12 days over 122 days", () => {
    expect(r.antiguedad).toMatchObject({ completos: 0, dias_fraccion: 122, anio_en_curso: 1, anios_exencion: 0 })
    expect(lineOf(r, "VACACIONES_PROPORCIONALES")).toMatchObject({ dias: 4.011, importe: 1604.38 })
    expect(lineOf(r, "AGUINALDO")).toMatchObject({ importe: 2005.48, exento: 2005.48 })
    expect(lineOf(r, "PRIMA_VACACIONAL")?.importe).toBe(401.1)
  })

  it("pays the prima de antigüedad on the fraction, with no exemption under six months", () => {
    expect(lineOf(r, "PRIMA_ANTIGUEDAD")).toMatchObject({ base: 419.72, importe: 1683.48, exento: 0, gravado: 1683.48 })
  })

  it("leaves out a salary already paid", () => {
    expect(lineOf(r, "SALARIO_PENDIENTE")).toBeUndefined()
  })
})

describe("the prima de antigüedad", () => {
  it.each([
    ["GEN", "SDI", 1056.2, 630.08],
    ["ZLFN", "SDI", 1056.2, 881.74],
    ["ZLFN", "SD", 1000, 881.74],
    ["GEN", "SD", 500, 500],
  ] as const)("in zona %s on the %s is capped at 2 × SM: base %s → %s", (zona, base, sd, expected) => {
    const r = calculateFiniquito(input({ causa: "DESPIDO_JUSTIFICADO", salario_diario: sd, sdi: 1056.2, f_ingreso: "2020-01-01", f_baja: "2026-06-30", base_prima_antiguedad: base }, zona))
    expect(lineOf(r, "PRIMA_ANTIGUEDAD")?.base).toBe(expected)
  })

  it("is paid on a renuncia that reaches 15 years, and exempt for 15 years", () => {
    const r = calculateFiniquito(input({ causa: "RENUNCIA", salario_diario: 570, sdi: 600, f_ingreso: "2011-07-01", f_baja: "2026-06-30" }))
    expect(r.antiguedad).toMatchObject({ completos: 14, dias_fraccion: 365, anios: 15, anios_exencion: 15 })
    expect(lineOf(r, "PRIMA_ANTIGUEDAD")).toMatchObject({ dias: 180, base: 600, importe: 108000, exento: 108000, gravado: 0 })
    expect(lineOf(r, "VACACIONES_PROPORCIONALES")).toMatchObject({ dias: 24, importe: 13680 })
  })

  it("is not paid on a renuncia one day short of 15 years", () => {
    const r = calculateFiniquito(input({ causa: "MUTUO_CONSENTIMIENTO", salario_diario: 570, sdi: 600, f_ingreso: "2011-07-01", f_baja: "2026-06-29" }))
    expect(lineOf(r, "PRIMA_ANTIGUEDAD")).toMatchObject({ importe: 0, nota: "Antigüedad de 14.9973 años, menor a 15" })
  })

  it("is not paid at the end of a fixed-term contract, whatever the years", () => {
    const r = calculateFiniquito(input({ causa: "TERMINO_CONTRATO", salario_diario: 570, sdi: 600, f_ingreso: "2006-01-01", f_baja: "2026-06-30" }))
    expect(lineOf(r, "PRIMA_ANTIGUEDAD")).toMatchObject({ importe: 0, nota: "No procede por la causa de baja" })
  })
})

describe("29 February", () => {
  it("a baja on 29 February closes a whole year of 366 days", () => {
    const r = calculateFiniquito(input({ causa: "RENUNCIA", salario_diario: 500, sdi: 527.4, f_ingreso: "2021-03-01", f_baja: "2028-02-29" }))
    expect(r.antiguedad).toMatchObject({ completos: 6, dias_fraccion: 365, anios: 7, anio_en_curso: 7 })
    expect(lineOf(r, "AGUINALDO")).toMatchObject({ dias: 2.4658, importe: 1232.88 })
    expect(lineOf(r, "VACACIONES_PROPORCIONALES")).toMatchObject({ dias: 22, importe: 11000 })
  })

  it("a start on 29 February has its anniversary on 1 March of common years", () => {
    const r = calculateFiniquito(input({ causa: "RENUNCIA", salario_diario: 500, sdi: 527.4, f_ingreso: "2020-02-29", f_baja: "2027-03-15" }))
    expect(r.antiguedad).toMatchObject({ completos: 7, dias_fraccion: 15, anio_en_curso: 8 })
  })
})

describe("vacations, dismissals and deductions", () => {
  it("with no vacations pending there is no such line and the prima is on the proportional ones", () => {
    const r = calculateFiniquito(input({ causa: "RENUNCIA", salario_diario: 500, sdi: 527.4, f_ingreso: "2022-03-16", f_baja: "2026-06-30" }))
    expect(lineOf(r, "VACACIONES_PENDIENTES")).toBeUndefined()
    expect(lineOf(r, "PRIMA_VACACIONAL")).toMatchObject({ base: 2931.51, importe: 732.88 })
  })

  it("pays 12 months of salarios vencidos and 2% a month on 15 months after them", () => {
    const r = calculateFiniquito(input({ causa: "NEGATIVA_REINSTALAR", salario_diario: 480, sdi: 500, f_ingreso: "2020-07-01", f_baja: "2026-06-30", meses_caidos: 14 }))
    expect(lineOf(r, "SALARIOS_VENCIDOS")).toMatchObject({ dias: 360, importe: 180000 })
    expect(lineOf(r, "INTERESES_SALARIOS_VENCIDOS")).toMatchObject({ base: 225000, importe: 9000 })
    expect(lineOf(r, "INDEMNIZACION_90")?.importe).toBe(45000)
    expect(lineOf(r, "INDEMNIZACION_20")).toMatchObject({ dias: 120, importe: 60000 })
  })

  it("gives half the days served under a fixed-term relation of less than a year (50-I)", () => {
    const r = calculateFiniquito(input({ causa: "RESCISION_TRABAJADOR", salario_diario: 480, sdi: 500, f_ingreso: "2026-01-01", f_baja: "2026-04-10", tiempo_determinado: true }))
    expect(lineOf(r, "INDEMNIZACION_20")).toMatchObject({ dias: 50, importe: 25000, fundamento: "LFT 50-I" })
  })

  it("adds the 20 days to a despido injustificado only when the convenio includes them", () => {
    const base = { causa: "DESPIDO_INJUSTIFICADO", salario_diario: 480, sdi: 500, f_ingreso: "2021-07-01", f_baja: "2026-06-30" } as const
    expect(lineOf(calculateFiniquito(input(base)), "INDEMNIZACION_20")).toBeUndefined()
    expect(lineOf(calculateFiniquito(input({ ...base, incluir_20_dias: true })), "INDEMNIZACION_20")?.importe).toBe(50000)
  })

  it("subtracts deductions from the net and warns above 30 days of salary (LFT 110)", () => {
    const deducciones = [{ concepto: "Préstamo", importe: 15000.01, consentimiento: "1" as const }]
    const r = calculateFiniquito(input({ causa: "RENUNCIA", salario_diario: 500, sdi: 527.4, f_ingreso: "2022-03-16", f_baja: "2026-06-30", deducciones }))
    expect(r.totales.neto).toBe(Math.round((r.totales.bruto - r.totales.isr - 15000.01) * 100) / 100)
    expect(r.advertencias).toEqual(["El descuento excede el límite de LFT 110"])
  })
})

describe("the input checks", () => {
  const valid = { causa: "RENUNCIA", salario_diario: 500, sdi: 527.4, f_ingreso: "2022-03-16", f_baja: "2026-06-30", f_pagado_hasta: "2026-06-15", dias_aguinaldo: 15, dias_aguinaldo_anticipados: 0, pct_prima_vacacional: 25, vac_pendientes: 8, meses_caidos: 0, dias_usmo: 30, percepciones_extra: [], deducciones: [] } as const

  it("accepts example A", () => expect(finiquitoProblems(valid)).toEqual([]))

  it.each([
    [{ f_baja: "2022-03-15", f_pagado_hasta: "2022-03-01" }, "f_baja", finiquitoCheckTexts.bajaAntesIngreso],
    [{ f_pagado_hasta: "2026-07-01" }, "f_pagado_hasta", "La fecha de último pago no puede ser mayor a la fecha de baja"],
    [{ dias_aguinaldo: 14 }, "dias_aguinaldo", "Los días de aguinaldo no pueden ser menores a 15"],
    [{ pct_prima_vacacional: 20 }, "pct_prima_vacacional", "La prima vacacional no puede ser menor al 25%"],
    [{ sdi: 499.99 }, "sdi", finiquitoCheckTexts.sdiMenor],
    [{ meses_caidos: 3 }, "meses_caidos", finiquitoCheckTexts.mesesSinJuicio],
    [{ deducciones: [{ importe: 100, consentimiento: "0" }] }, "deducciones.0.consentimiento", finiquitoCheckTexts.sinConsentimiento],
    [{ percepciones_extra: [{ importe: 0 }] }, "percepciones_extra.0.importe", finiquitoCheckTexts.importePositivo],
  ] as const)("refuses %o on %s", (over, field, message) => {
    expect(finiquitoProblems({ ...valid, ...over })).toEqual([{ field, message }])
  })
})

describe("for any input", () => {
  const day = (from: number, span: number) => fc.integer({ min: 0, max: span }).map((n) => new Date(Date.UTC(2026, 0, 1) - (from - n) * 86_400_000).toISOString().slice(0, 10))

  it("lines are ≥ 0, exento + gravado = importe, and bruto is the sum of lines", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...finiquitoCauses),
        fc.integer({ min: 31504, max: 500000 }),
        fc.integer({ min: 0, max: 800 }),
        day(9000, 8900),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 24 }),
        fc.constantFrom("GEN", "ZLFN"),
        (causa, sdCents, extra, f_ingreso, length, vac, meses, zona) => {
          const bajaMs = Math.min(Date.parse(`${f_ingreso}T00:00:00Z`) + length * 86_400_000 * 10, Date.UTC(2026, 11, 31))
          const f_baja = new Date(Math.max(bajaMs, Date.UTC(2026, 1, 1))).toISOString().slice(0, 10)
          const sd = sdCents / 100
          const r = calculateFiniquito(
            input({ causa, salario_diario: sd, sdi: Math.round(sdCents * (1 + extra / 10000)) / 100, f_ingreso, f_baja, vac_pendientes: vac, meses_caidos: meses, incluir_20_dias: true }, zona),
          )
          const cents = (n: number) => Math.round(n * 100)
          for (const l of r.lineas) {
            expect(l.importe).toBeGreaterThanOrEqual(0)
            expect(cents(l.exento) + cents(l.gravado)).toBe(cents(l.importe))
          }
          expect(cents(r.totales.bruto)).toBe(r.lineas.reduce((t, l) => t + cents(l.importe), 0))
          expect(cents(r.totales.neto)).toBe(cents(r.totales.bruto) - cents(r.totales.isr))
        },
      ),
      { numRuns: 300 },
    )
  })
})

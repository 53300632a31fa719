import { describe, expect, it } from "vitest"
import { seededAmounts, seededTariff, tariff2026 } from "../../domain/contratos/parametros-legales-values"
import { type FiniquitoInput, type FiniquitoLine, calculateFiniquito } from "../../domain/rules/finiquito"
import { finiquitoParametersOn } from "../../domain/rules/finiquito-parameters"
import type { LegalRow } from "../../domain/rules/legal-parameters"

// The finiquito engine against MODULES-MX §1.4 and §1.5 to the centavo, then the edges: less than
// a year, the prima de antigüedad's cap and 15-year rule, a baja on 29 February, no vacations due.

const rows: ReadonlyArray<LegalRow> = [...seededAmounts, seededTariff].map((r, i) => ({
  ...r,
  id_parametro_legal: i + 1,
  tramos: r.clave === "TARIFA_ISR_MENSUAL" ? tariff2026 : [],
}))

const parametersOn = (zona: string, date: string) => {
  const found = finiquitoParametersOn(rows, zona, date)
  if (found.kind === "none") throw new Error(found.message)
  return found.parametros
}

const input = (over: Partial<FiniquitoInput> & Pick<FiniquitoInput, "causa" | "salario_diario" | "sdi" | "f_ingreso" | "f_baja" | "f_pagado_hasta">, zona = "GEN"): FiniquitoInput => ({
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
  parametros: parametersOn(zona, over.f_baja),
  ...over,
})

const table = (lines: ReadonlyArray<FiniquitoLine>) => lines.map((l) => [l.concepto, l.dias, l.importe, l.exento, l.gravado])

const exampleA = input({ causa: "RENUNCIA", salario_diario: 500, sdi: 527.4, f_ingreso: "2022-03-16", f_baja: "2026-06-30", f_pagado_hasta: "2026-06-15", vac_pendientes: 8 })
const exampleB = input({ causa: "DESPIDO_INJUSTIFICADO", salario_diario: 800, sdi: 844.96, f_ingreso: "2018-09-01", f_baja: "2026-07-15", f_pagado_hasta: "2026-06-30" })

describe("worked example A (renuncia, MODULES-MX §1.4)", () => {
  const r = calculateFiniquito(exampleA)

  it("counts 4 years and 107 days", () => {
    expect(r.antiguedad).toMatchObject({ completos: 4, dias_fraccion: 107, anio_en_curso: 5 })
    expect(r.antiguedad.anios.toFixed(4)).toBe("4.2932")
  })

  it("gives every line of the table", () => {
    expect(table(r.lineas)).toEqual([
      ["Salario pendiente", 15, 7500, 0, 7500],
      ["Aguinaldo", 7.4384, 3719.18, 3519.3, 199.88],
      ["Vacaciones pendientes", 8, 4000, 0, 4000],
      ["Vacaciones proporcionales", 5.863, 2931.51, 0, 2931.51],
      ["Prima vacacional", null, 1732.88, 1732.88, 0],
      ["Prima de antigüedad", 0, 0, 0, 0],
    ])
    expect(r.lineas.find((l) => l.clave === "PRIMA_ANTIGUEDAD")?.nota).toBe("Antigüedad de 4.2932 años, menor a 15")
  })

  it("withholds 1,305.04 + 35.82 and nets 18,542.71", () => {
    expect(r.isr.usmo).toBe(15000)
    expect(r.isr.ordinario).toMatchObject({ gravado: 14431.51, isr: 1305.04 })
    expect(r.isr.gratificaciones).toMatchObject({ gravado: 199.88, isr: 35.82 })
    expect((r.isr.gratificaciones.tasa ?? 0).toFixed(4)).toBe("0.1792")
    expect(r.isr.separacion.isr).toBe(0)
    expect(r.totales).toEqual({ bruto: 19883.57, exento: 5252.18, gravado: 14631.39, isr: 1340.86, deducciones: 0, neto: 18542.71 })
  })

  it("names the parameter versions it used", () => {
    expect(r.parametros.map((p) => [p.clave, p.valor, p.f_inicio])).toEqual([
      ["UMA", 117.31, "2026-02-01"],
      ["SM_GEN", 315.04, "2026-01-01"],
      ["TARIFA_ISR_MENSUAL", null, "2026-01-01"],
    ])
  })
})

describe("worked example B (despido injustificado con convenio, MODULES-MX §1.5)", () => {
  const r = calculateFiniquito(exampleB)

  it("counts 7 years and 318 days, 8 for the exemption", () => {
    expect(r.antiguedad).toMatchObject({ completos: 7, dias_fraccion: 318, anio_en_curso: 8, anios_exencion: 8 })
    expect(r.antiguedad.anios.toFixed(4)).toBe("7.8712")
  })

  it("gives every line of the table", () => {
    expect(table(r.lineas)).toEqual([
      ["Salario pendiente", 15, 12000, 0, 12000],
      ["Aguinaldo", 8.0548, 6443.84, 3519.3, 2924.54],
      ["Vacaciones proporcionales", 19.1671, 15333.7, 0, 15333.7],
      ["Prima vacacional", null, 3833.43, 1759.65, 2073.78],
      ["Prima de antigüedad", 94.4548, 59514.08, 59514.08, 0],
      ["Indemnización 3 meses", 90, 76046.4, 24949.12, 51097.28],
    ])
    expect(r.lineas.find((l) => l.clave === "PRIMA_ANTIGUEDAD")?.base).toBe(630.08)
  })

  it("exempts 84,463.20 of the 135,560.48 of separation", () => {
    const sep = r.lineas.filter((l) => l.grupo === "SEP")
    expect(sep.reduce((t, l) => t + l.exento * 100, 0) / 100).toBe(84463.2)
    expect(r.isr.separacion.gravado).toBe(51097.28)
  })

  it("withholds 3,950.14 + 1,067.64 + 6,894.01 and nets 161,259.66", () => {
    expect(r.isr.usmo).toBe(24000)
    expect(r.isr.ordinario).toMatchObject({ gravado: 27333.7, isr: 3950.14 })
    expect(r.isr.gratificaciones).toMatchObject({ gravado: 4998.32, isr: 1067.64 })
    expect(r.isr.gratificaciones.m.toFixed(4)).toBe("416.2984")
    expect(r.isr.separacion.isr).toBe(6894.01)
    expect(((r.isr.separacion.tasa ?? 0) * 100).toFixed(4)).toBe("13.4919")
    expect(r.totales).toMatchObject({ bruto: 173171.45, isr: 11911.79, neto: 161259.66 })
  })
})

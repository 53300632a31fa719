import { describe, expect, it } from "vitest"
import { applies, compliance, obligations, percent, planProgress, sizeOf } from "../../domain/clima-laboral/porcentajes-cumplimiento-rules"

// CLI260's obligations by centre size and its three percentages (MODULES-MX §4), as tables.

describe("NOM-035 obligations by the centre's size", () => {
  const applicable = (workers: number) => obligations.filter((o) => applies(o, workers)).map((o) => o.clave)
  it.each([
    [1, "hasta15", ["politica", "ats", "medidas", "canalizacion", "difusion", "registros"]],
    [15, "hasta15", ["politica", "ats", "medidas", "canalizacion", "difusion", "registros"]],
    [16, "de16a50", ["politica", "ats", "identificacion", "medidas", "canalizacion", "difusion", "registros"]],
    [50, "de16a50", ["politica", "ats", "identificacion", "medidas", "canalizacion", "difusion", "registros"]],
    [51, "mas50", ["politica", "ats", "identificacion", "entorno", "medidas", "canalizacion", "difusion", "registros"]],
    [900, "mas50", ["politica", "ats", "identificacion", "entorno", "medidas", "canalizacion", "difusion", "registros"]],
  ])("%i workers: %s applies %j", (workers, size, keys) => {
    expect(sizeOf(workers)).toBe(size)
    expect(applicable(workers)).toEqual(keys)
  })
})

describe("the percentages", () => {
  it.each([
    [5, 7, 71.43],
    [9, 12, 75],
    [88, 92, 95.65],
    [0, 4, 0],
    [3, 3, 100],
    [1, 0, null],
  ])("percent(%i, %i) = %s", (part, whole, expected) => {
    expect(percent(part, whole)).toBe(expected)
  })

  it("cumplimiento counts only the applicable obligations", () => {
    const states = [
      ...Array.from({ length: 5 }, () => ({ aplica: true, cumplida: true })),
      ...Array.from({ length: 2 }, () => ({ aplica: true, cumplida: false })),
      { aplica: false, cumplida: false },
    ]
    expect(compliance(states)).toBe(71.43)
    expect(compliance([{ aplica: false, cumplida: false }])).toBeNull()
  })

  it("avance del plan leaves cancelled actions out and is null without actions", () => {
    expect(planProgress([...Array(9).fill("Cumplida"), "En proceso", "Pendiente", "Pendiente", "Cancelada"])).toBe(75)
    expect(planProgress(["Cancelada"])).toBeNull()
    expect(planProgress([])).toBeNull()
  })
})

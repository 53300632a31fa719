import { describe, expect, it } from "vitest"
import { gradeVerdict } from "../../domain/formacion/reporte-calificaciones-api"
import {
  averageGrade,
  budgetVariation,
  costPerParticipant,
  departmentShare,
  gradePasses,
  hoursCompliance,
  manHours,
  percentSpent,
  shareOf,
  sumMoney,
} from "../../domain/rules/training-figures"

// The figures of Formación's reports (domain/rules/training-figures.ts): MODULES-MX §3's worked
// examples first (85 × 16 = 1,360 horas-hombre; 212,500 spent of 250,000 → 85.00 %, −37,500,
// 2,500.00 for 85 people), then the edges: nothing to divide by, centavos, hours over the minimum.

describe("FOR450 horas-hombre", () => {
  it("is Σ participantes × horas", () => {
    expect(manHours([{ participantes: 85, horas: 16 }])).toBe(1360)
    expect(manHours([{ participantes: 12, horas: 4 }, { participantes: 3, horas: 8 }, { participantes: 0, horas: 40 }])).toBe(72)
    expect(manHours([])).toBe(0)
  })
})

describe("FOR500 real vs. presupuesto", () => {
  it("follows MODULES-MX's example", () => {
    expect(percentSpent(212_500, 250_000)).toBe(85)
    expect(budgetVariation(212_500, 250_000)).toBe(-37_500)
    expect(costPerParticipant(212_500, 85)).toBe(2_500)
  })

  it("has no percentage without a budget and no cost per person without people", () => {
    expect(percentSpent(1_000, 0)).toBeNull()
    expect(costPerParticipant(1_000, 0)).toBeNull()
    expect(budgetVariation(1_000, 0)).toBe(1_000)
  })

  it("rounds to two decimals and keeps centavos exact", () => {
    expect(percentSpent(1, 3)).toBe(33.33)
    expect(percentSpent(2, 3)).toBe(66.67)
    expect(percentSpent(300, 200)).toBe(150)
    expect(costPerParticipant(100, 3)).toBe(33.33)
    expect(costPerParticipant(100.01, 2)).toBe(50.01)
    expect(budgetVariation(0.3, 0.1)).toBe(0.2)
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6)
  })

  it("gives a department its participants' share of a course's cost", () => {
    expect(departmentShare(9_000, 3, 9)).toBe(3_000)
    expect(departmentShare(100, 1, 3)).toBe(33.33)
    expect(departmentShare(100, 0, 3)).toBe(0)
    expect(departmentShare(100, 0, 0)).toBe(0)
  })
})

describe("shares of a whole", () => {
  it("is the part over the whole × 100, none over nothing", () => {
    expect(shareOf(68, 84)).toBe(80.95)
    expect(shareOf(84, 84)).toBe(100)
    expect(shareOf(0, 84)).toBe(0)
    expect(shareOf(5, 0)).toBeNull()
  })
})

describe("FOR550 hours against the level's minimum", () => {
  it("measures progress and what is missing", () => {
    expect(hoursCompliance(16, 40)).toEqual({ avance: 40, faltan: 24, cumple: false })
    expect(hoursCompliance(40, 40)).toEqual({ avance: 100, faltan: 0, cumple: true })
    expect(hoursCompliance(50, 40)).toEqual({ avance: 125, faltan: 0, cumple: true })
    expect(hoursCompliance(10, 30)).toEqual({ avance: 33.33, faltan: 20, cumple: false })
  })

  it("complies with no minimum and shows no percentage of it", () => {
    expect(hoursCompliance(0, 0)).toEqual({ avance: null, faltan: 0, cumple: true })
    expect(hoursCompliance(8, 0)).toEqual({ avance: null, faltan: 0, cumple: true })
  })
})

describe("FOR600 grades", () => {
  it("averages the grades captured", () => {
    expect(averageGrade(92 + 85 + 88 + 70, 4)).toBe(83.75)
    expect(averageGrade(100 + 90 + 80.5, 3)).toBe(90.17)
    expect(averageGrade(0, 0)).toBeNull()
  })

  it("passes at the course's minimum or above, and says so in words", () => {
    expect(gradePasses(80, 80)).toBe(true)
    expect(gradePasses(79.99, 80)).toBe(false)
    expect(gradePasses(null, 80)).toBeNull()
    expect(gradeVerdict(92, 80)).toBe("Aprobatoria")
    expect(gradeVerdict(70, 80)).toBe("No aprobatoria")
    expect(gradeVerdict(null, 80)).toBe("Sin calificación")
  })
})

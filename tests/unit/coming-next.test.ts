import { describe, expect, it } from "vitest"
import { comingNextOf } from "../../src/placeholder/coming-next"

describe("an unbuilt page's notice", () => {
  it("says nothing once no module is partly built (Evaluación's last pages shipped)", () => {
    expect(comingNextOf("/evaluacion/reporte-concentrado-evaluaciones")).toBeUndefined()
    expect(comingNextOf("/clima-laboral/reporte-calificaciones")).toBeUndefined()
    expect(comingNextOf("/seleccion/requisiciones")).toBeUndefined()
    expect(comingNextOf("/formacion/reporte-presupuesto")).toBeUndefined()
    expect(comingNextOf("")).toBeUndefined()
  })
})

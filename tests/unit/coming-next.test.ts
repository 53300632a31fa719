import { describe, expect, it } from "vitest"
import { comingNextOf } from "../../src/placeholder/coming-next"

describe("an unbuilt page's notice", () => {
  it("says that Evaluación's unbuilt pages come with its next delivery", () => {
    for (const path of ["/evaluacion/reporte-final-objetivos", "/evaluacion/retroalimentacion-360", "/evaluacion/reporte-concentrado-evaluaciones"]) {
      expect(comingNextOf(path)).toMatch(/^Esta página llega con la siguiente entrega de Evaluación/)
    }
  })

  it("says nothing for a module that is not partly built", () => {
    expect(comingNextOf("/clima-laboral/reporte-calificaciones")).toBeUndefined()
    expect(comingNextOf("/seleccion/requisiciones")).toBeUndefined()
    expect(comingNextOf("/formacion/reporte-presupuesto")).toBeUndefined()
    expect(comingNextOf("")).toBeUndefined()
  })
})

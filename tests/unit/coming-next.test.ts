import { describe, expect, it } from "vitest"
import { comingNextOf } from "../../src/placeholder/coming-next"

describe("an unbuilt page's notice", () => {
  it("says when a page of a partly built module comes, and nothing for the others", () => {
    expect(comingNextOf("/clima-laboral/reporte-calificaciones")).toMatch(/^Esta página llega con la siguiente entrega de Clima laboral/)
    expect(comingNextOf("/seleccion/requisiciones")).toBeUndefined()
    expect(comingNextOf("/formacion/reporte-presupuesto")).toBeUndefined()
    expect(comingNextOf("")).toBeUndefined()
  })
})

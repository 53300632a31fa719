import { describe, expect, it } from "vitest"
import { defaultLetterTemplate, letterTemplates, letterText } from "../../domain/finiquitos/cartas-finiquito-text"
import { pesosInWords } from "../../domain/rules/amount-in-words"

// The neto of a carta finiquito in words (MODULES-MX §1.7), as domain/rules/amount-in-words.ts
// writes every amount: the apocopated "UN" before PESOS (UN PESO, VEINTIÚN, CIENTO UN), CIEN alone,
// "DE PESOS" after a whole million; and the letter templates, which name only known facts and
// carry no clause that waives future actions (LFT 33).

describe("pesosInWords", () => {
  it.each([
    [12_345.66, "DOCE MIL TRESCIENTOS CUARENTA Y CINCO PESOS 66/100 M.N."],
    [161_259.66, "CIENTO SESENTA Y UN MIL DOSCIENTOS CINCUENTA Y NUEVE PESOS 66/100 M.N."],
    [18_542.71, "DIECIOCHO MIL QUINIENTOS CUARENTA Y DOS PESOS 71/100 M.N."],
    [1, "UN PESO 00/100 M.N."],
    [0, "CERO PESOS 00/100 M.N."],
    [0.5, "CERO PESOS 50/100 M.N."],
    [21, "VEINTIÚN PESOS 00/100 M.N."],
    [31, "TREINTA Y UN PESOS 00/100 M.N."],
    [100, "CIEN PESOS 00/100 M.N."],
    [101, "CIENTO UN PESOS 00/100 M.N."],
    [115, "CIENTO QUINCE PESOS 00/100 M.N."],
    [500, "QUINIENTOS PESOS 00/100 M.N."],
    [1_000, "MIL PESOS 00/100 M.N."],
    [1_001, "MIL UN PESOS 00/100 M.N."],
    [21_000, "VEINTIÚN MIL PESOS 00/100 M.N."],
    [100_000, "CIEN MIL PESOS 00/100 M.N."],
    [1_000_000, "UN MILLÓN DE PESOS 00/100 M.N."],
    [2_000_000, "DOS MILLONES DE PESOS 00/100 M.N."],
    [1_500_000.05, "UN MILLÓN QUINIENTOS MIL PESOS 05/100 M.N."],
    [999_999.99, "NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE PESOS 99/100 M.N."],
    [0.005, "CERO PESOS 01/100 M.N."],
  ])("%d", (amount, words) => expect(pesosInWords(amount)).toBe(words))
})

describe("the carta finiquito's templates", () => {
  const values = Object.fromEntries(letterTemplates.names.map((n) => [n, `<${n}>`])) as Parameters<typeof letterText>[2]

  it.each(Object.entries(defaultLetterTemplate))("%s names only known facts, with the neto in figures and words, and waives nothing", (_tipo, template) => {
    expect(letterTemplates.unknown(template)).toEqual([])
    expect(letterTemplates.used(template)).toEqual(expect.arrayContaining(["neto", "neto_letra", "n_empleado", "razon_social", "representante"]))
    expect(template.toLowerCase()).not.toMatch(/renuncia a (toda|cualquier)|se reserva|no se reserva|acción (alguna|futura)/)
  })

  it("fills the type's template when the letter's own is empty, and the letter's own otherwise", () => {
    expect(letterText("RECIBO", null, values)).toContain("la cantidad neta de <neto> (<neto_letra>)")
    expect(letterText("CONVENIO", "  ", values)).toContain("artículo 33")
    expect(letterText("RECIBO", "Recibí {neto} de {razon_social}. {desconocido}", values)).toBe("Recibí <neto> de <razon_social>. {desconocido}")
  })
})

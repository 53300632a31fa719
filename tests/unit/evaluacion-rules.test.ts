import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { score360 } from "../../domain/rules/evaluacion-360"
import { bonus, finalScore, nineBox, performanceBand } from "../../domain/rules/evaluacion-concentrado"
import {
  type ObjectiveDirection,
  objectiveCountProblem,
  objectiveDirections,
  objectiveFulfilment,
  objectivesScore,
  weightsAddTo100,
  weightsProblem,
} from "../../domain/rules/evaluacion-objetivos"
import { operativeFulfilment, operativeScore } from "../../domain/rules/evaluacion-operativa"

// The rules of Evaluación (MODULES-MX §5) as tables of the design's worked examples, and the
// properties that hold for any input: no score leaves [0, tope].

describe("fulfilment by direction, bounded to [0, tope]", () => {
  it.each<[string, ObjectiveDirection, number, number, number, number]>([
    ["95 vs 100 (Mayor)", "Mayor es mejor", 95, 100, 120, 95],
    ["12 vs 10 (Mayor) is 120", "Mayor es mejor", 12, 10, 120, 120],
    ["30 vs 10 (Mayor) is capped", "Mayor es mejor", 30, 10, 120, 120],
    ["a negative result is 0", "Mayor es mejor", -5, 10, 120, 0],
    ["2 of 3 is 66.67", "Mayor es mejor", 2, 3, 120, 66.67],
    ["a goal of 0 reached", "Mayor es mejor", 0, 0, 120, 100],
    ["4 días vs meta 5 (Menor) is 125, capped at 120", "Menor es mejor", 4, 5, 120, 120],
    ["4 días vs meta 5 with a cap of 150", "Menor es mejor", 4, 5, 150, 125],
    ["10 vs meta 5 (Menor) is 50", "Menor es mejor", 10, 5, 120, 50],
    ["Menor with resultado 0 is the cap", "Menor es mejor", 0, 5, 120, 120],
    ["Menor with resultado 0 and a cap of 100", "Menor es mejor", 0, 5, 100, 100],
    ["Binario sí", "Binario", 1, 1, 120, 100],
    ["Binario no", "Binario", 0, 1, 120, 0],
    ["no number is 0", "Mayor es mejor", Number.NaN, 10, 120, 0],
  ])("%s", (_name, sentido, resultado, meta, tope, expected) => {
    expect(objectiveFulfilment(sentido, resultado, meta, tope)).toBe(expected)
  })
})

describe("the objectives score", () => {
  it("gives the §5 example's 98.00", () => {
    const objetivos = [
      { cumplimiento: objectiveFulfilment("Mayor es mejor", 95, 100), peso: 40 },
      { cumplimiento: objectiveFulfilment("Menor es mejor", 4, 5), peso: 30 },
      { cumplimiento: objectiveFulfilment("Mayor es mejor", 12, 10), peso: 20 },
      { cumplimiento: objectiveFulfilment("Binario", 0, 1), peso: 10 },
    ]
    expect(objetivos.map((o) => o.cumplimiento)).toEqual([95, 120, 120, 0])
    expect(objectivesScore(objetivos)).toBe(98)
  })
  it("adds hundredths exactly", () => {
    expect(objectivesScore([{ cumplimiento: 66.67, peso: 33.33 }, { cumplimiento: 66.67, peso: 33.33 }, { cumplimiento: 66.67, peso: 33.34 }])).toBe(66.67)
  })
})

describe("weights add to 100 in hundredths", () => {
  it.each<[string, ReadonlyArray<number>, boolean]>([
    ["40/30/20/10", [40, 30, 20, 10], true],
    ["33.33/33.33/33.34", [33.33, 33.33, 33.34], true],
    ["0.1 + 0.2 noise still 100", [0.1, 0.2, 99.7], true],
    ["99.99", [33.33, 33.33, 33.33], false],
    ["100.01", [50, 50.01], false],
    ["none", [], false],
  ])("%s", (_name, pesos, ok) => {
    expect(weightsAddTo100(pesos)).toBe(ok)
    expect(weightsProblem(pesos)).toBe(ok ? undefined : "La suma de los pesos debe ser 100")
  })
})

describe("the number of objectives", () => {
  it.each<[number, number, number, string | undefined]>([
    [2, 3, 8, "Debe capturar al menos 3 objetivos"],
    [3, 3, 8, undefined],
    [8, 3, 8, undefined],
    [9, 3, 8, "No puede capturar más de 8 objetivos"],
  ])("%s objetivos between %s and %s", (n, min, max, message) => {
    expect(objectiveCountProblem(n, min, max)).toBe(message)
  })
})

describe("the 360 score", () => {
  const example = { auto: [4.5], jefe: [3.8], pares: [4.0, 3.6, 4.2], subordinados: [3.0, 3.4, 3.2] }
  it("gives the §5 example's 3.7767, 75.53 %", () => {
    const r = score360(example)
    expect(r.final).toBe(3.7767)
    expect(r.porcentaje).toBe(75.53)
    expect(r.grupos.map((g) => [g.grupo, g.media])).toEqual([
      ["auto", 4.5],
      ["jefe", 3.8],
      ["pares", 3.9333],
      ["subordinados", 3.2],
    ])
    expect(r.ocultas).toEqual([])
  })
  it("renormalises without subordinates: 3.9208, 78.42 %", () => {
    const r = score360({ auto: example.auto, jefe: example.jefe, pares: example.pares })
    expect(r.final).toBe(3.9208)
    expect(r.porcentaje).toBe(78.42)
  })
  it("has no score without answers", () => {
    expect(score360({})).toEqual({ grupos: [], ocultas: [], final: null, porcentaje: null })
  })
})

describe("the anonymity threshold", () => {
  it("hides a relation under its minimum, from the figures and the score", () => {
    const r = score360({ auto: [4.5], jefe: [3.8], pares: [4.0, 3.6, 4.2], subordinados: [1.0, 2.0] })
    expect(r.grupos.map((g) => g.grupo)).toEqual(["auto", "jefe", "pares"])
    expect(r.ocultas).toEqual(["subordinados"])
    // The same as without subordinates: the final cannot give their mean back.
    expect(r.final).toBe(3.9208)
  })
  it("pools relations under their minimums into otros once the pool reaches it", () => {
    const r = score360({ jefe: [4], pares: [4.0, 3.0], subordinados: [2.0, 5.0] })
    expect(r.grupos).toEqual([
      { grupo: "jefe", media: 4, evaluadores: 1, peso: 50 },
      { grupo: "otros", media: 3.5, evaluadores: 4, peso: 40 },
    ])
    expect(r.grupos.some((g) => g.grupo === "pares" || g.grupo === "subordinados")).toBe(false)
    expect(r.final).toBe(3.7778)
  })
  it("one peer alone is never shown, not even as otros", () => {
    const r = score360({ jefe: [4], pares: [1] })
    expect(r.grupos.map((g) => g.grupo)).toEqual(["jefe"])
    expect(r.ocultas).toEqual(["pares"])
    expect(r.final).toBe(4)
  })
  it("follows the project's minimums", () => {
    expect(score360({ pares: [4, 3] }, undefined, { pares: 2 }).grupos.map((g) => g.grupo)).toEqual(["pares"])
  })
  it("never shows a group of fewer evaluators than the largest minimum it holds, for any answers", () => {
    const means = fc.array(fc.double({ min: 1, max: 5, noNaN: true }), { maxLength: 6 })
    fc.assert(
      fc.property(fc.record({ auto: means, jefe: means, pares: means, subordinados: means, clientes: means }), (answers) => {
        const r = score360(answers)
        const confidential = (n: number) => n > 0 && n < 3
        const pooledConfidential = confidential(answers.pares.length) || confidential(answers.subordinados.length)
        for (const g of r.grupos) {
          if (g.grupo === "pares" || g.grupo === "subordinados") expect(g.evaluadores).toBeGreaterThanOrEqual(3)
          if (g.grupo === "otros" && pooledConfidential) expect(g.evaluadores).toBeGreaterThanOrEqual(3)
        }
        if (r.final !== null) {
          expect(r.final).toBeGreaterThanOrEqual(1)
          expect(r.final).toBeLessThanOrEqual(5)
          expect(r.porcentaje).toBeGreaterThanOrEqual(20)
          expect(r.porcentaje).toBeLessThanOrEqual(100)
        }
      }),
    )
  })
})

describe("the operative score", () => {
  it.each<[number, number, number]>([
    [2, 3, 2 / 3],
    [3, 3, 1],
    [4, 3, 1],
    [0, 3, 0],
    [2, 0, 1],
  ])("evaluado %s, esperado %s", (evaluado, esperado, f) => {
    expect(operativeFulfilment(evaluado, esperado)).toBeCloseTo(f, 10)
  })
  it("is Σ min(evaluado/esperado, 1) × peso", () => {
    expect(
      operativeScore([
        { evaluado: 3, esperado: 3, peso: 50 },
        { evaluado: 2, esperado: 4, peso: 30 },
        { evaluado: 4, esperado: 2, peso: 20 },
      ]),
    ).toBe(85)
    expect(operativeScore([{ evaluado: 2, esperado: 3, peso: 100 }])).toBe(66.67)
  })
})

describe("the concentrado", () => {
  it("98.00 × 60 % + 75.53 × 40 % = 89.01", () => {
    expect(finalScore([{ calificacion: 98, peso: 60 }, { calificacion: 75.53, peso: 40 }])).toBe(89.01)
  })
  it("renormalises over the components with a score", () => {
    expect(finalScore([{ calificacion: 98, peso: 60 }, { calificacion: null, peso: 40 }])).toBe(98)
    expect(finalScore([{ calificacion: null, peso: 100 }])).toBeNull()
  })
  it.each<[number, string]>([
    [69.99, "Bajo"],
    [70, "Medio"],
    [89.99, "Medio"],
    [90, "Alto"],
  ])("%s is %s", (final, band) => {
    expect(performanceBand(final)).toBe(band)
  })
  it("places 89.01 with potencial Alto", () => {
    expect(nineBox(89.01, "Alto")).toBe("desempeño medio / potencial alto")
  })
  it("gives the §5 bonus of 6,675.75, none under 70", () => {
    expect(bonus(500, 15, 89.01)).toBe(6675.75)
    expect(bonus(500, 15, 69.99)).toBe(0)
    expect(bonus(500, 15, 70)).toBe(5250)
  })
})

describe("no score leaves [0, tope]", () => {
  const direction = fc.constantFrom(...objectiveDirections)
  const value = fc.double({ min: -1e6, max: 1e6, noNaN: true })
  const cap = fc.integer({ min: 0, max: 300 })
  it("one objective's fulfilment", () => {
    fc.assert(
      fc.property(direction, value, value, cap, (sentido, resultado, meta, tope) => {
        const c = objectiveFulfilment(sentido, resultado, meta, tope)
        return c >= 0 && c <= tope
      }),
    )
  })
  it("the objectives score with weights adding to 100", () => {
    const objectives = fc
      .array(fc.tuple(direction, value, value, fc.integer({ min: 1, max: 100 })), { minLength: 1, maxLength: 10 })
      .map((xs) => {
        // Whole hundredths adding to 10,000: the last weight takes the rest.
        const raw = xs.map((x) => x[3])
        const sum = raw.reduce((s, w) => s + w, 0)
        const pesos = raw.map((w) => Math.floor((w * 10_000) / sum))
        pesos[pesos.length - 1] = (pesos[pesos.length - 1] ?? 0) + 10_000 - pesos.reduce((s, w) => s + w, 0)
        return xs.map((x, i) => ({ sentido: x[0], resultado: x[1], meta: x[2], peso: (pesos[i] ?? 0) / 100 }))
      })
    fc.assert(
      fc.property(objectives, cap, (os, tope) => {
        expect(weightsAddTo100(os.map((o) => o.peso))).toBe(true)
        const s = objectivesScore(os.map((o) => ({ cumplimiento: objectiveFulfilment(o.sentido, o.resultado, o.meta, tope), peso: o.peso })))
        return s >= 0 && s <= tope
      }),
    )
  })
  it("the operative score", () => {
    const item = fc.record({ evaluado: fc.integer({ min: 0, max: 5 }), esperado: fc.integer({ min: 0, max: 5 }), peso: fc.integer({ min: 0, max: 100 }) })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), (items) => {
        const s = operativeScore(items)
        const total = items.reduce((t, i) => t + i.peso, 0)
        return s >= 0 && s <= total + 1e-9
      }),
    )
  })
})

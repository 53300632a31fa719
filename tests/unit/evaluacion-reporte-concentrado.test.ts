import { describe, expect, it } from "vitest"
import { type Concentrado, concentradoReport, countOf, rowKey } from "../../domain/evaluacion/reporte-concentrado-evaluaciones-api"
import { type Band, bonus, finalScore, nineBox, participantScores, performanceBand } from "../../domain/rules/evaluacion-concentrado"

// EVA390's rules in tables (MODULES-MX §5): the final over the component weights (the §5 example
// and a missing component renormalised), the nine-box cell at the band edges for each potential,
// the bonus at the threshold and the §5 figure, a participant scored from their raw facts as the
// stored scores are, and the report's projection of a row.

const cycle = {
  peso_objetivos: 60,
  peso_360: 40,
  peso_operativa: 0,
  pesos360: { auto: 10, jefe: 50, pares: 20, subordinados: 20, clientes: 0 },
  minimos360: { pares: 3, subordinados: 3 },
  escala: 5,
  con360: true,
}

describe("the concentrado's final", () => {
  it.each<[string, ReadonlyArray<[number | null, number]>, number | null]>([
    ["§5: 98.00 × 60 % + 75.53 × 40 %", [[98, 60], [75.53, 40]], 89.01],
    ["three components", [[98, 50], [75.53, 30], [80, 20]], 87.66],
    ["the 360 missing: objectives alone", [[98, 60], [null, 40]], 98],
    ["the objectives missing: 360 and operative renormalised", [[null, 50], [75.53, 30], [80, 20]], 77.32],
    ["a weight of 0 never counts", [[98, 100], [10, 0]], 98],
    ["nothing scored", [[null, 60], [null, 40]], null],
  ])("%s", (_, parts, expected) => {
    expect(finalScore(parts.map(([calificacion, peso]) => ({ calificacion, peso })))).toBe(expected)
  })
})

describe("the nine-box cell at the band edges", () => {
  const rows: Array<[number, Band, string]> = []
  for (const potencial of ["Bajo", "Medio", "Alto"] as const)
    for (const [final, band] of [
      [69.99, "bajo"],
      [70, "medio"],
      [89.99, "medio"],
      [90, "alto"],
    ] as const)
      rows.push([final, potencial, `desempeño ${band} / potencial ${potencial.toLowerCase()}`])
  it.each(rows)("%s with potencial %s is %s", (final, potencial, cell) => {
    expect(nineBox(final, potencial)).toBe(cell)
  })
  it.each<[number, Band]>([
    [0, "Bajo"],
    [69.99, "Bajo"],
    [70, "Medio"],
    [89.99, "Medio"],
    [90, "Alto"],
    [120, "Alto"],
  ])("%s performs %s", (final, band) => expect(performanceBand(final)).toBe(band))
})

describe("the bonus for payroll", () => {
  it.each<[number, number, number, number]>([
    [500, 15, 69.99, 0],
    [500, 15, 70, 5250],
    [500, 15, 89.01, 6675.75],
    [333.33, 10, 99.99, 3332.97],
    [500, 0, 95, 0],
  ])("SD %s × %s días at %s → %s", (sd, dias, final, expected) => {
    expect(bonus(sd, dias, final)).toBe(expected)
  })
})

describe("a participant's stored scores", () => {
  it("scores the §5 360 and the §5 final", () => {
    const s = participantScores({ objetivos: 98, medias360: { auto: [4.5], jefe: [3.8], pares: [4.0, 3.6, 4.2], subordinados: [3.0, 3.4, 3.2] }, operativa: null }, cycle)
    expect(s).toEqual({ objetivos: 98, evaluacion_360: 75.53, operativa: null, final: 89.01 })
  })
  it("leaves a relation under its minimum out, and the 360 of a cycle without it", () => {
    expect(participantScores({ objetivos: null, medias360: { auto: [5], pares: [1] }, operativa: null }, cycle).evaluacion_360).toBe(100)
    expect(participantScores({ objetivos: 90, medias360: { auto: [5] }, operativa: 70 }, { ...cycle, con360: false, peso_operativa: 40, peso_360: 0 })).toEqual({
      objetivos: 90,
      evaluacion_360: null,
      operativa: 70,
      final: 82,
    })
  })
})

describe("the report's projection", () => {
  const answer: Concentrado = {
    id_proyecto: 7,
    n_proyecto: "Ciclo 2026",
    fase_actual: "Calibración",
    dias_sueldo: 15,
    nueve_cajas: [{ desempeno: "Medio", potencial: "Alto", personas: 1 }],
    sin_potencial: 0,
    sin_final: 1,
    filas: [
      { id_empleado: 3, num_empleado: "E003", colaborador: "Ana Ruiz", n_depto: "Ventas", objetivos: 98, evaluacion_360: 75.53, operativa: null, final: 89.01, desempeno: "Medio", potencial: "Alto", cuadrante: "desempeño medio / potencial alto", bono: 6675.75 },
      { id_empleado: 4, num_empleado: "E004", colaborador: "Luis Paz", n_depto: "Ventas", objetivos: null, evaluacion_360: null, operativa: null, final: null, desempeno: null, potencial: null, cuadrante: null, bono: null },
    ],
  }
  it("prints each person's figures and names the row by project and person", () => {
    const table = concentradoReport.table(answer, { id_proyecto: 7 })
    expect(table.columns.map((c) => c.label)).toEqual(["Departamento", "Objetivos", "360", "Operativa", "Final", "Desempeño", "Potencial", "Cuadrante", "Bono"])
    expect(table.rows[0]?.key).toBe(rowKey(7, 3))
    expect(table.rows[0]?.cells.map((c) => c.lines[0])).toEqual(["Ventas", "98.00", "75.53", "—", "89.01", "Medio", "Alto", "desempeño medio / potencial alto", "$6,675.75"])
    expect(table.rows[1]?.cells.every((c, i) => i === 0 || c.lines[0] === "—")).toBe(true)
    expect(countOf(answer, "Medio", "Alto")).toBe(1)
    expect(countOf(answer, "Alto", "Alto")).toBe(0)
  })
})

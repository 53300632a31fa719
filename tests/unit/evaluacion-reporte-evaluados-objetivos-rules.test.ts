import { describe, expect, it } from "vitest"
import { pendingStep, pendingSteps, progressPercent } from "../../domain/evaluacion/reporte-evaluados-objetivos-rules"
import { finalReport } from "../../domain/evaluacion/reporte-final-objetivos-api"
import { progressReport } from "../../domain/evaluacion/reporte-evaluados-objetivos-api"

// EVA300's rules: what a participant still misses at each state of their sheet and who acts, and
// the Avance % of a group; and the tables both reports project (the pending list's text cells,
// the bands' rows with their tones).

const sheet = (estado_objetivos: string | null, estado_evaluacion: string | null, objetivos = 0, autoevaluado = false) => ({ objetivos, estado_objetivos, autoevaluado, estado_evaluacion })

describe("EVA300 pending step", () => {
  it.each([
    ["no sheet, nothing captured", sheet(null, null), pendingSteps.capturar, "Colaborador"],
    ["draft with objectives", sheet("Borrador", "Pendiente", 3), pendingSteps.enviar, "Colaborador"],
    ["returned", sheet("Devuelto", "Pendiente", 3), pendingSteps.corregir, "Colaborador"],
    ["sent", sheet("Enviado", "Pendiente", 3), pendingSteps.aprobar, "Jefe"],
    ["approved", sheet("Aprobado", "Pendiente", 3), pendingSteps.autoevaluar, "Colaborador"],
    ["self-evaluated", sheet("Aprobado", "Autoevaluado", 3, true), pendingSteps.evaluar, "Jefe"],
  ])("%s", (_, s, falta, responsable) => {
    expect(pendingStep(s)).toEqual({ falta, responsable })
  })

  it.each(["Evaluado", "Calibrado", "Firmado"])("nothing once %s", (estado) => {
    expect(pendingStep(sheet("Aprobado", estado, 3, true))).toBeNull()
    expect(pendingStep(sheet("Aprobado", estado, 3, false))).toBeNull()
  })
})

describe("EVA300 Avance %", () => {
  it.each([
    [0, 0, null],
    [0, 4, 0],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [3, 3, 100],
  ])("%i evaluated of %i → %s", (evaluados, participantes, pct) => {
    expect(progressPercent(evaluados, participantes)).toBe(pct)
  })
})

describe("the reports' tables", () => {
  it("prints the pending list as text and the progress with its % and totals", () => {
    const base = { n_proyecto: "Ciclo", totales: { participantes: 4, capturados: 3, aprobados: 2, autoevaluados: 2, evaluados: 1 } }
    const pending = progressReport.table(
      { ...base, agrupar: "pendientes", grupos: [], pendientes: [{ id_empleado: 7, colaborador: "Ana", n_puesto: "Analista", n_depto: "Ventas", jefe: "", falta: pendingSteps.aprobar, responsable: "Jefe" }] },
      { id_proyecto: 1, agrupar: "pendientes" },
    )
    expect(pending.rows[0]?.cells.map((c) => c.lines[0])).toEqual(["Ventas", "Sin jefe", pendingSteps.aprobar, "Jefe"])
    const byDept = progressReport.table({ ...base, agrupar: "depto", grupos: [{ clave: "3", nombre: "Ventas", ...base.totales }], pendientes: [] }, { id_proyecto: 1, agrupar: "depto" })
    expect(byDept.rows[0]?.cells.map((c) => c.lines.join(" "))).toEqual(["4", "3 75.00 %", "2 50.00 %", "2 50.00 %", "1 25.00 %", "25.00 %"])
    expect(byDept.totals?.cells.at(-1)?.sheet).toEqual([25])
  })

  it("prints the bands with their share and tone, and each person's score with its band", () => {
    const bands = finalReport.table(
      {
        n_proyecto: "Ciclo",
        vista: "bandas",
        personas: [],
        bandas: [
          { banda: "Bajo", personas: 1 },
          { banda: "Medio", personas: 1 },
          { banda: "Alto", personas: 2 },
        ],
        evaluados: 4,
      },
      { id_proyecto: 1, vista: "bandas" },
    )
    expect(bands.rows.map((r) => [r.label, r.cells[1]?.lines[0], r.cells[0]?.tone])).toEqual([
      ["Desempeño bajo", "25.00 %", "Bajo"],
      ["Desempeño medio", "25.00 %", "Medio"],
      ["Desempeño alto", "50.00 %", "Alto"],
    ])
    const people = finalReport.table(
      {
        n_proyecto: "Ciclo",
        vista: "personas",
        personas: [{ id_empleado: 7, colaborador: "Ana", n_puesto: "Analista", n_depto: "Ventas", jefe: "Luis", calificacion: 89.99, calibrada: true, banda: "Medio" }],
        bandas: [],
        evaluados: 1,
      },
      { id_proyecto: 1, vista: "personas" },
    )
    expect(people.rows[0]?.cells.map((c) => c.lines.join(" "))).toEqual(["Ventas", "Luis", "89.99 Calibrada", "Medio"])
  })
})

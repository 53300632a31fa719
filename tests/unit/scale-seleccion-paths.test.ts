import { describe, expect, it } from "vitest"
import { type PipelineStage, skippedStage } from "../../domain/rules/seleccion-pipeline"
import { seededRandom } from "../../server/seed/position-tree"
import { flowOf, walk } from "../../server/seed/scale-seleccion-paths"

// The scale seed's candidate walks (server/seed/scale-seleccion-paths.ts) write the history the
// board's own acts write: a Pendiente row on Inicial, a row for each stage left, Rechazado with
// the reason on the way to Descartado, Aprobado on Contratado at the hire; never skipping a
// mandatory stage, never dated outside the days given.

const stage = (orden: number, tipo: string, obligatoria: boolean, peso = 0): PipelineStage => ({ id_etapa: 100 + orden, orden, n_etapa: tipo, tipo, obligatoria, peso })
const stages: ReadonlyArray<PipelineStage> = [
  stage(1, "Inicial", true),
  stage(2, "Filtro", true, 20),
  stage(3, "Evaluación", false, 30),
  stage(4, "Entrevista", true, 50),
  stage(5, "Referencias", false),
  stage(6, "Oferta", true),
  stage(7, "Contratado", false),
  stage(8, "Descartado", false),
]
const flow = flowOf(stages)

describe("walk", () => {
  it("reaches the stage asked, never skipping a mandatory one, dated within the days given", () => {
    const random = seededRandom(7)
    for (let i = 0; i < 200; i++) {
      const reach = i % flow.length
      const w = walk(stages, reach, "2026-03-01", "2026-03-21", { kind: "stay" }, random)
      expect(w.current.id_etapa).toBe(flow[reach]?.id_etapa)
      expect(w.rows[0]).toMatchObject({ id_etapa: 101, resultado: "Pendiente", fecha: "2026-03-01" })
      const left = w.rows.slice(1)
      expect(left.every((r) => r.resultado === "Aprobado" && r.fecha >= "2026-03-01" && r.fecha <= "2026-03-21")).toBe(true)
      // The board's rule finds no mandatory stage skipped on the way to where the candidate is.
      const outcomes = left.map((r) => ({ id_etapa: r.id_etapa, resultado: r.resultado, calificacion: r.calificacion }))
      const leaving = outcomes[outcomes.length - 1]
      if (leaving !== undefined) expect(skippedStage(stages, outcomes.slice(0, -1), w.current, leaving)).toBeUndefined()
      expect(w.since >= "2026-03-01" && w.since <= "2026-03-21").toBe(true)
      expect(w.offered === null).toBe(w.current.tipo !== "Oferta")
    }
  })

  it("discards with the reason on the stage left, and hires on Contratado", () => {
    const random = seededRandom(11)
    const out = walk(stages, 1, "2026-03-01", "2026-03-05", { kind: "discard", reason: 9, on: "2026-03-08" }, random)
    expect(out.current.tipo).toBe("Descartado")
    expect(out.rows[out.rows.length - 1]).toMatchObject({ id_etapa: 102, resultado: "Rechazado", id_motivo_rechazo: 9, fecha: "2026-03-08" })
    const hired = walk(stages, flow.length - 1, "2026-03-01", "2026-03-20", { kind: "hire", on: "2026-04-02" }, random)
    expect(hired.current.tipo).toBe("Contratado")
    expect(hired.rows[hired.rows.length - 1]).toMatchObject({ id_etapa: 107, resultado: "Aprobado", fecha: "2026-04-02" })
    expect(hired.offered).not.toBeNull()
    expect(hired.total).toBeGreaterThan(0)
  })

  it("never dates a close before the day the candidate entered the stage", () => {
    const w = walk(stages, 3, "2026-03-01", "2026-03-20", { kind: "discard", reason: 1, on: "2026-02-01" }, seededRandom(3))
    expect(w.rows[w.rows.length - 1]?.fecha).toBe(w.rows[w.rows.length - 2]?.fecha)
  })
})

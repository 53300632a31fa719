import { describe, expect, it } from "vitest"
import { type PipelineStage, type StageOutcome, daysInStage, skipProblem, totalScore } from "../../domain/rules/seleccion-pipeline"

// SEL250's pure rules as tables: the total score from the stages' weights, the mandatory stages
// a move may not skip, and the days in the current stage.

const stage = (id_etapa: number, n_etapa: string, tipo: string, obligatoria: boolean, peso: number): PipelineStage => ({
  id_etapa,
  orden: id_etapa,
  n_etapa,
  tipo,
  obligatoria,
  peso,
})

// A process of the demo: Filtro 20 %, Examen 30 %, Entrevista 50 %.
const stages: ReadonlyArray<PipelineStage> = [
  stage(1, "Postulación", "Inicial", true, 0),
  stage(2, "Filtro curricular", "Filtro", true, 20),
  stage(3, "Examen técnico", "Evaluación", false, 30),
  stage(4, "Entrevista", "Entrevista", true, 50),
  stage(5, "Oferta", "Oferta", false, 0),
  stage(6, "Contratado", "Contratado", false, 0),
  stage(7, "Descartado", "Descartado", false, 0),
]
const outcome = (id_etapa: number, resultado: string, calificacion: number | null = null): StageOutcome => ({ id_etapa, resultado, calificacion })
const byId = (id: number): PipelineStage => {
  const found = stages.find((s) => s.id_etapa === id)
  if (found === undefined) throw new Error(`no stage ${id}`)
  return found
}

describe("the total score from the stages' weights", () => {
  it.each([
    ["nothing scored yet", [], 0],
    ["only the filter: 80 × 20 / 100", [outcome(2, "Aprobado", 80)], 16],
    ["filter 80, exam 70, interview 90: 16 + 21 + 45", [outcome(2, "Aprobado", 80), outcome(3, "Aprobado", 70), outcome(4, "Aprobado", 90)], 82],
    ["a stage without weight adds nothing", [outcome(1, "Aprobado", 100), outcome(5, "Aprobado", 100)], 0],
    ["the latest score of a stage counts", [outcome(2, "Rechazado", 40), outcome(2, "Aprobado", 85)], 17],
    ["a result without a score adds nothing", [outcome(2, "Aprobado", null), outcome(4, "Pendiente", 77.5)], 38.75],
    ["hundredths kept exactly: 33.33 × 30 / 100", [outcome(3, "Aprobado", 33.33)], 10],
    ["all perfect is 100", [outcome(2, "Aprobado", 100), outcome(3, "Aprobado", 100), outcome(4, "Aprobado", 100)], 100],
  ])("%s", (_name, history, total) => {
    expect(totalScore(stages, history)).toBe(total)
  })
})

describe("mandatory stages cannot be skipped", () => {
  it.each([
    ["Inicial to Filtro: the entry never blocks", [], 1, 2, "Aprobado", undefined],
    ["Inicial to Entrevista skips the filter", [], 1, 4, "Aprobado", "No se puede omitir la etapa Filtro curricular"],
    ["Filtro approved now to Entrevista (the exam is optional)", [], 2, 4, "Aprobado", undefined],
    ["Filtro rejected now to Entrevista", [], 2, 4, "Rechazado", "No se puede omitir la etapa Filtro curricular"],
    ["Filtro pending now to Examen", [], 2, 3, "Pendiente", "No se puede omitir la etapa Filtro curricular"],
    ["Examen to Oferta without the interview", [outcome(2, "Aprobado")], 3, 5, "Aprobado", "No se puede omitir la etapa Entrevista"],
    ["Entrevista approved to Oferta", [outcome(2, "Aprobado")], 4, 5, "Aprobado", undefined],
    ["any stage to Descartado", [], 1, 7, "Rechazado", undefined],
    ["back to an earlier stage", [outcome(2, "Aprobado")], 4, 2, "Pendiente", undefined],
    ["the latest result counts: approved, then rejected", [outcome(2, "Aprobado"), outcome(2, "Rechazado")], 3, 4, "Aprobado", "No se puede omitir la etapa Filtro curricular"],
  ])("%s", (_name, history, from, to, resultado, problem) => {
    expect(skipProblem(stages, history, byId(to), outcome(from, resultado))).toBe(problem)
  })
})

describe("days in the current stage", () => {
  it.each([
    ["the same day", "2026-10-01", "2026-10-01", 0],
    ["across a month", "2026-09-25", "2026-10-03", 8],
    ["across a year", "2026-12-30", "2027-01-02", 3],
    ["across the DST change", "2026-03-01", "2026-04-15", 45],
    ["a date ahead of today is 0", "2026-10-05", "2026-10-01", 0],
  ])("%s", (_name, entered, today, days) => {
    expect(daysInStage(entered, today)).toBe(days)
  })
})

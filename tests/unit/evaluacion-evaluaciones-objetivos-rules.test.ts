import { describe, expect, it } from "vitest"
import { type SheetFacts, calibrationDecision, captureDecision, sheetScore, signingDecision } from "../../domain/evaluacion/evaluaciones-objetivos-rules"
import { objectiveEvaluationMessages as m } from "../../domain/evaluacion/evaluaciones-objetivos-vocabulary"

// EVA200's pure decisions and score: the §5 example through sheetScore (the server's and the
// page's path) and who may capture, calibrate and sign in each phase and state.

const example = [
  { sentido: "Mayor es mejor", meta: 100, peso: 40, resultado: 95 },
  { sentido: "Menor es mejor", meta: 5, peso: 30, resultado: 4 },
  { sentido: "Mayor es mejor", meta: 10, peso: 20, resultado: 12 },
  { sentido: "Binario", meta: 1, peso: 10, resultado: 0 },
] as const

const facts = (over: Partial<SheetFacts> = {}): SheetFacts => ({
  tipo: "Objetivos",
  estado_proyecto: "En evaluación",
  fase_actual: "Evaluación",
  estado_objetivos: "Aprobado",
  estado_evaluacion: "Pendiente",
  esColaborador: false,
  esJefe: true,
  esRH: false,
  ...over,
})

describe("the objectives score", () => {
  it("gives the §5 example 98.00, the fulfilment capped at the project's 120", () => {
    expect(sheetScore(example, 120)).toEqual({ cumplimientos: [95, 120, 120, 0], calificacion: 98 })
  })
  it("follows a project's own cap and waits for every result", () => {
    expect(sheetScore(example, 110).cumplimientos).toEqual([95, 110, 110, 0])
    expect(sheetScore(example, 110).calificacion).toBe(93)
    expect(sheetScore([...example.slice(0, 3), { ...example[3], resultado: null }], 120)).toEqual({ cumplimientos: [95, 120, 120, null], calificacion: null })
    expect(sheetScore([], 120).calificacion).toBeNull()
  })
})

describe("who does what, when", () => {
  it("lets the person self-evaluate in Autoevaluación and the boss evaluate in Evaluación", () => {
    expect(captureDecision(facts({ fase_actual: "Autoevaluación", esColaborador: true, esJefe: false }))).toEqual({ allowed: "auto" })
    expect(captureDecision(facts({ fase_actual: "Autoevaluación" }))).toEqual({ status: 403, message: m.noEsColaborador })
    expect(captureDecision(facts({ fase_actual: "Autoevaluación", esColaborador: true, estado_evaluacion: "Evaluado" }))).toEqual({ status: 409, message: m.yaEvaluado })
    expect(captureDecision(facts({ estado_evaluacion: "Autoevaluado" }))).toEqual({ allowed: "jefe" })
    expect(captureDecision(facts({ esJefe: false, esColaborador: true }))).toEqual({ status: 403, message: m.noEsJefe })
    expect(captureDecision(facts({ estado_evaluacion: "Calibrado" }))).toEqual({ status: 409, message: m.yaCerrada("Calibrado") })
    expect(captureDecision(facts({ fase_actual: "Calibración" }))).toEqual({ status: 409, message: m.faseCaptura })
    expect(captureDecision(facts({ estado_objetivos: "Enviado" }))).toEqual({ status: 409, message: m.noAprobado })
    expect(captureDecision(facts({ tipo: "360" }))).toEqual({ status: 409, message: m.sinObjetivosProyecto })
    expect(captureDecision(facts({ estado_proyecto: "Cerrado" }))).toEqual({ status: 409, message: m.proyectoCerrado })
  })
  it("lets only Recursos Humanos calibrate, in Calibración, an evaluated sheet", () => {
    const calibration = facts({ fase_actual: "Calibración", estado_evaluacion: "Evaluado", esRH: true, esJefe: false })
    expect(calibrationDecision(calibration)).toEqual({ allowed: true })
    expect(calibrationDecision({ ...calibration, estado_evaluacion: "Calibrado" })).toEqual({ allowed: true })
    expect(calibrationDecision({ ...calibration, esRH: false, esJefe: true })).toEqual({ status: 403, message: m.soloRH })
    expect(calibrationDecision({ ...calibration, fase_actual: "Evaluación" })).toEqual({ status: 409, message: m.faseCalibracion })
    expect(calibrationDecision({ ...calibration, estado_evaluacion: "Autoevaluado" })).toEqual({ status: 409, message: m.calibrarSinEvaluar })
  })
  it("lets the person sign after the feedback, once", () => {
    const signing = facts({ fase_actual: "Retroalimentación", estado_evaluacion: "Calibrado", esColaborador: true, esJefe: false })
    expect(signingDecision(signing)).toEqual({ allowed: true })
    expect(signingDecision({ ...signing, fase_actual: "Cierre", estado_evaluacion: "Evaluado" })).toEqual({ allowed: true })
    expect(signingDecision({ ...signing, fase_actual: "Calibración" })).toEqual({ status: 409, message: m.faseFirma })
    expect(signingDecision({ ...signing, esColaborador: false, esJefe: true })).toEqual({ status: 403, message: m.soloColaboradorFirma })
    expect(signingDecision({ ...signing, estado_evaluacion: "Firmado" })).toEqual({ status: 409, message: m.yaFirmada })
    expect(signingDecision({ ...signing, estado_evaluacion: "Pendiente" })).toEqual({ status: 409, message: m.firmarSinEvaluar })
  })
})

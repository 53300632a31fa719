import { describe, expect, it } from "vitest"
import { nextPhase, phaseOnDay } from "../../domain/evaluacion/proyectos-rules"
import { stateOfPhase } from "../../domain/evaluacion/proyectos-vocabulary"

// EVA150's phase arithmetic (domain/evaluacion/proyectos-rules.ts): the phase a published
// project enters on a day, the one after it, and the state each phase means.

const phases = [
  { fase: "Captura de objetivos", f_inicio: "2026-01-05", f_fin: "2026-01-31" },
  { fase: "Autoevaluación", f_inicio: "2026-06-01", f_fin: "2026-06-15" },
  { fase: "Evaluación", f_inicio: "2026-11-02", f_fin: "2026-11-30" },
]

describe("phaseOnDay", () => {
  it.each<[string, string | undefined]>([
    ["2026-01-05", "Captura de objetivos"], // its first day
    ["2026-01-31", "Captura de objetivos"], // its last day
    ["2026-06-10", "Autoevaluación"],
    ["2026-01-01", "Captura de objetivos"], // published early: the next to start
    ["2026-03-01", "Autoevaluación"], // between phases: the next to start
    ["2026-12-10", "Evaluación"], // phases over: the last
  ])("on %s is %s", (today, expected) => expect(phaseOnDay(phases, today)).toBe(expected))

  it("is undefined without phases", () => expect(phaseOnDay([], "2026-06-10")).toBeUndefined())
})

describe("nextPhase", () => {
  it.each<[string, string | undefined]>([
    ["Captura de objetivos", "Autoevaluación"],
    ["Autoevaluación", "Evaluación"],
    ["Evaluación", undefined], // the last: none
    ["Calibración", "Captura de objetivos"], // not in the project's list: its first
    ["", "Captura de objetivos"],
  ])("after %s is %s", (current, expected) => expect(nextPhase(phases, current)).toBe(expected))

  it("is undefined without phases", () => expect(nextPhase([], "Evaluación")).toBeUndefined())
})

describe("stateOfPhase", () => {
  it.each<[string, string]>([
    ["Captura de objetivos", "Publicado"],
    ["Aprobación", "Publicado"],
    ["Seguimiento intermedio", "Publicado"],
    ["Autoevaluación", "En evaluación"],
    ["Evaluación", "En evaluación"],
    ["Calibración", "En calibración"],
    ["Retroalimentación", "En calibración"],
    ["Cierre", "En calibración"],
    ["Fase desconocida", "Publicado"],
  ])("%s means %s", (phase, expected) => expect(stateOfPhase(phase)).toBe(expected))
})

import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { EvaluationToAnswer, MyEvaluation } from "../../domain/evaluacion/mis-evaluaciones-api"
import { myEvaluationMessages as m } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { score360 } from "../../domain/rules/evaluacion-360"
import { answersToSend, type LoadOutcome, type OpenOutcome, type Ref, type SaveInput, type SaveOutcome, missingAnswers, myEvaluationsMachine } from "../../machines/evaluacion/mis-evaluaciones"

// Mis evaluaciones without the browser: the machine's list → form → send cycle with its local
// check of required answers, a refusal's problems by field, and what it sends; plus the 360
// rules the results call relies on (renormalised weights without a relation, the anonymity
// threshold) as the results would show them.

const item: MyEvaluation = {
  tipo: "360",
  id_asignacion_evaluador: 7,
  id_evaluacion_operativa: null,
  id_proyecto: 1,
  n_proyecto: "Ciclo",
  id_evaluado: 3,
  n_evaluado: "Ana Pérez",
  n_puesto: "Analista",
  relacion: "Par",
  estado: "Pendiente",
  f_respuesta: null,
  f_limite: "2026-12-31",
  abierta: true,
}

const form: EvaluationToAnswer = {
  evaluacion: item,
  encuesta: {
    n_encuesta: "360",
    instrucciones: null,
    escala: [1, 2, 3, 4, 5].map((valor) => ({ valor, etiqueta: `E${valor}` })),
    secciones: [
      {
        orden: 1,
        titulo: "Competencias",
        preguntas: [
          { orden: 1, texto: "Comunica", tipo: "Escala", obligatoria: true },
          { orden: 2, texto: "Cumple normas", tipo: "Sí-No", obligatoria: true },
          { orden: 3, texto: "Comentarios", tipo: "Abierta", obligatoria: false },
        ],
      },
    ],
  },
  respuestas: [],
  competencias: [],
  niveles: [],
  en_nombre: false,
  n_evaluador: "Ana López",
}

const run = (save: (input: SaveInput) => Promise<SaveOutcome>) => {
  const sent: Array<SaveInput> = []
  const actor = createActor(
    myEvaluationsMachine.provide({
      actors: {
        load: fromPromise(async (): Promise<LoadOutcome> => ({ kind: "done", items: [item] })),
        open: fromPromise(async ({ input }: { input: Ref }): Promise<OpenOutcome> => {
          expect(input).toEqual({ id_asignacion_evaluador: 7 })
          return { kind: "done", form }
        }),
        save: fromPromise(async ({ input }: { input: SaveInput }) => {
          sent.push(input)
          return save(input)
        }),
      },
    }),
  ).start()
  return { actor, sent }
}

describe("the Mis evaluaciones machine", () => {
  it("checks the required answers before sending, then sends what was answered and reloads", async () => {
    const { actor, sent } = run(async () => ({ kind: "done", message: m.guardada }))
    await waitFor(actor, (s) => s.matches("list"))
    actor.send({ type: "OPEN", ref: { id_asignacion_evaluador: 7 } })
    await waitFor(actor, (s) => s.matches("answering"))
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().context.errors).toEqual({ pregunta_1: m.requerida(1), pregunta_2: m.requerida(2) })
    expect(actor.getSnapshot().context.attempt).toBe(1)
    expect(sent).toHaveLength(0)
    actor.send({ type: "SET_VALUE", orden: 1, valor: 4 })
    expect(actor.getSnapshot().context.errors).toEqual({ pregunta_2: m.requerida(2) })
    actor.send({ type: "SET_YES_NO", orden: 2, si_no: "Sí" })
    actor.send({ type: "SET_TEXT", orden: 3, texto: "  Bien  " })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("list"))
    expect(sent).toEqual([{ ref: { id_asignacion_evaluador: 7 }, respuestas: [{ orden: 1, valor: 4 }, { orden: 2, si_no: "Sí" }, { orden: 3, texto: "Bien" }] }])
    expect(actor.getSnapshot().context.form).toBeNull()
  })

  it("keeps the form and marks the answers a refusal names", async () => {
    const { actor } = run(async () => ({ kind: "refused", message: "Solicitud inválida", problems: [{ campo: "pregunta_1", mensaje: m.fueraDeEscala(1, 5) }] }))
    await waitFor(actor, (s) => s.matches("list"))
    actor.send({ type: "OPEN", ref: { id_asignacion_evaluador: 7 } })
    await waitFor(actor, (s) => s.matches("answering"))
    actor.send({ type: "SET_VALUE", orden: 1, valor: 5 })
    actor.send({ type: "SET_YES_NO", orden: 2, si_no: "No" })
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("answering") && s.context.attempt === 1)
    expect(actor.getSnapshot().context.errors).toEqual({ pregunta_1: m.fueraDeEscala(1, 5) })
    expect(actor.getSnapshot().context.answers[1]?.valor).toBe(5)
  })

  it("wants a level for every operative competency and sends them by competency", () => {
    const operative: EvaluationToAnswer = {
      ...form,
      evaluacion: { ...item, tipo: "Operativa", id_asignacion_evaluador: null, id_evaluacion_operativa: 9 },
      encuesta: null,
      competencias: [
        { id_competencia: 21, n_competencia: "Orden", descripcion: null, n_nivel_esperado: "Intermedio", peso: 60, id_nivel_evaluado: 2 },
        { id_competencia: 22, n_competencia: "Seguridad", descripcion: null, n_nivel_esperado: "Básico", peso: 40, id_nivel_evaluado: null },
      ],
    }
    const context = { form: operative, answers: {}, levels: { 21: 2, 22: null } }
    expect(missingAnswers(context)).toEqual({ competencia_22: m.competenciaNoEvaluada("Seguridad") })
    expect(answersToSend({ ...context, levels: { 21: 2, 22: 1 } })).toEqual([
      { id_competencia: 21, id_nivel: 2 },
      { id_competencia: 22, id_nivel: 1 },
    ])
  })
})

describe("the 360 results the call shows", () => {
  it("renormalises the weights over the relations with answers", () => {
    const r = score360({ auto: [4.5], jefe: [3.8], pares: [4.0, 3.6, 4.2] })
    expect(r.grupos.map((g) => g.grupo)).toEqual(["auto", "jefe", "pares"])
    expect(r.final).toBe(3.9208)
    expect(r.porcentaje).toBe(78.42)
  })
  it("never shows a relation under its minimum alone, nor scores it", () => {
    const r = score360({ auto: [5], jefe: [4], pares: [2], subordinados: [3, 4, 2] })
    expect(r.grupos.map((g) => g.grupo)).toEqual(["auto", "jefe", "subordinados"])
    expect(r.ocultas).toEqual(["pares"])
    expect(r.final).toBe(score360({ auto: [5], jefe: [4], subordinados: [3, 4, 2] }).final)
  })
})

import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import type { GivenAnswer, SurveyForm } from "../../domain/formacion/proyecto-encuesta-opinion-api"
import { answerMessages } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { surveyMessages } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import { messages } from "../../domain/messages"
import { type SubmitOutcome, answersOf, surveyAnswerMachine } from "../../machines/formacion/proyecto-encuesta-opinion-answer"
import type { Loaded } from "../../machines/records/loaded-resource"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

// The public answer page's machine (FOR310): every state and transition walked with the link's
// token and without one, each state's context checked; then one live run that loads the survey,
// is told what is missing, rates everything and sends it once.

type SubmitInput = { readonly token: string; readonly respuestas: ReadonlyArray<GivenAnswer> }
const never = () => new Promise<never>(() => {})
const machine = surveyAnswerMachine.provide({
  actors: {
    load: fromPromise<Loaded<SurveyForm>, string>(never),
    submit: fromPromise<SubmitOutcome, SubmitInput>(never),
  },
})
type Snap = SnapshotFrom<typeof machine>

const token = "A".repeat(43)
const form: SurveyForm = {
  n_curso: "Comunicación efectiva",
  n_instructor: "Laura Medina Ortega",
  n_instrumento: "Opinión de curso",
  f_cierre: "2026-12-05",
  preguntas: [
    { id_pregunta: 1, seccion: "Instructor", texto: "El instructor dominó el tema", tipo: "escala" },
    { id_pregunta: 2, seccion: "Instructor", texto: "Comentarios sobre el instructor", tipo: "comentario" },
  ],
}

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }
const events: ReadonlyArray<AnyEvent> = [
  { type: "RATE", id_pregunta: 1, valor: 4 },
  { type: "COMMENT", id_pregunta: 2, comentario: "  Claro  " },
  { type: "SUBMIT" },
  { type: "RETRY" },
  { type: "xstate.done.actor.load", output: { kind: "loaded", value: form } },
  { type: "xstate.done.actor.load", output: { kind: "failed", message: surveyMessages.yaRespondida } },
  { type: "xstate.error.actor.load", error: new Error("offline") },
  { type: "xstate.done.actor.submit", output: { kind: "done", value: null, message: surveyMessages.gracias } },
  { type: "xstate.done.actor.submit", output: { kind: "failed", message: surveyMessages.noAbierta, tone: "warning", final: true } },
  { type: "xstate.done.actor.submit", output: { kind: "failed", message: answerMessages.faltaValor(1), tone: "warning" } },
  { type: "xstate.error.actor.submit", error: new Error("offline") },
]

describe("survey answer machine paths", () => {
  it("reaches every state and takes every transition, with the link's token and without one", () => {
    const coverage = new Coverage(machine)
    // The refusal counter only grows: states differ by whether a refusal happened, not how many.
    const serializeState = (snap: Snap) => JSON.stringify([snap.value, { ...snap.context, attempt: Math.min(snap.context.attempt, 1) }])
    for (const input of [{ token }, { token: "" }]) {
      const paths = transitionPaths(machine, { events: [...events] as never, input, serializeState: serializeState as never })
      replay<Snap>(machine, paths, coverage, {
        input,
        expect: {
          '"starting"': () => undefined,
          '"loading"': (s) => {
            expect(s.context.form).toBeNull()
            expect(s.children.load).toBeDefined()
          },
          '"failed"': (s) => expect(s.context.form).toBeNull(),
          '"unavailable"': (s, env: ReplayEnv) => {
            // No token, a link the server refuses, or a send that ended the link.
            if (input.token === "") expect(s.context.message).toBeNull()
            else expect([surveyMessages.yaRespondida, surveyMessages.noAbierta]).toContain(s.context.message)
            expect(env.lastEvent?.type).not.toBe("SUBMIT")
          },
          '"answering"': (s, env) => {
            expect(s.context.form).toEqual(form)
            const event = env.lastEvent as AnyEvent | undefined
            if (event?.type === "RATE") expect(s.context.valores[1]).toBe(4)
            if (event?.type === "SUBMIT") expect(s.context.problem).toBe(answerMessages.faltaValor(1))
            if (event?.type === "xstate.error.actor.submit") expect(s.context.problem).toBe(messages.errorGeneral)
          },
          '"sending"': (s) => {
            expect(s.context.valores[1]).toBe(4)
            expect(s.children.submit).toBeDefined()
          },
          '"done"': (s) => expect(s.context.message).toBe(surveyMessages.gracias),
        },
      })
    }
    assertComplete(coverage)
  })
})

describe("survey answer machine with live calls", () => {
  it("loads the survey, says what is missing, then sends the answers once", async () => {
    const sent: Array<SubmitInput> = []
    const live = surveyAnswerMachine.provide({
      actors: {
        load: fromPromise<Loaded<SurveyForm>, string>(async () => ({ kind: "loaded", value: form })),
        submit: fromPromise<SubmitOutcome, SubmitInput>(async ({ input }) => {
          sent.push(input)
          return { kind: "done", value: null, message: surveyMessages.gracias }
        }),
      },
    })
    const actor = createActor(live, { input: { token } }).start()
    await waitFor(actor, (s) => s.matches("answering"))
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().context).toMatchObject({ problem: answerMessages.faltaValor(1), attempt: 1 })
    actor.send({ type: "RATE", id_pregunta: 1, valor: 5 })
    actor.send({ type: "COMMENT", id_pregunta: 2, comentario: "  Muy claro  " })
    expect(answersOf(actor.getSnapshot().context)).toEqual([
      { id_pregunta: 1, valor: 5, comentario: null },
      { id_pregunta: 2, valor: null, comentario: "Muy claro" },
    ])
    actor.send({ type: "SUBMIT" })
    await waitFor(actor, (s) => s.matches("done"))
    expect(sent).toEqual([{ token, respuestas: answersOf(actor.getSnapshot().context) }])
    expect(actor.getSnapshot().context.message).toBe(surveyMessages.gracias)
  })
})

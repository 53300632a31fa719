import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import type { QuestionnaireForm } from "../../domain/clima-laboral/cuestionario-api"
import { generalData, generalDataNames, questionnaireMessages as m } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { guiaIII } from "../../domain/rules/nom035-guia-iii"
import { type Instrument, itemsOf } from "../../domain/rules/nom035-instrument"
import { messages } from "../../domain/messages"
import { type Saved, type SubmitInput, type SubmitOutcome, currentSteps, questionnaireMachine } from "../../machines/clima-laboral/cuestionario"
import type { LikertGuide } from "../../domain/clima-laboral/cuestionario-rules"
import type { Loaded } from "../../machines/records/loaded-resource"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

// The NOM-035 questionnaire's machine: every state and transition walked with a link's token and
// without one, over Guía I with sections II–IV answered beforehand (so that item 1 alone opens or
// closes them), each state's context checked; then one live run that answers Guía I, then a whole
// Guía III step by step with its gates (its text loaded when it comes), sending each guide once
// with only what it asks.

const never = () => new Promise<never>(() => {})
const machine = questionnaireMachine.provide({
  actors: {
    load: fromPromise<Loaded<QuestionnaireForm>, string>(never),
    submit: fromPromise<SubmitOutcome, SubmitInput>(never),
    instrument: fromPromise<Instrument, LikertGuide>(never),
  },
})
type Snap = SnapshotFrom<typeof machine>

const token = "A".repeat(43)
const form = (pendientes: QuestionnaireForm["pendientes"]): QuestionnaireForm => ({
  n_proyecto: "NOM-035 2026",
  n_centro_trabajo: "Planta Norte",
  f_fin: "2026-12-31",
  guias: ["I", "III"],
  pendientes,
})
// Items 2–20 answered "No": item 1 decides whether sections II–IV are asked.
const saved: Saved = { respuestas: { I: Object.fromEntries(Array.from({ length: 19 }, (_, i) => [String(i + 2), "No"])) }, datos: {} }

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }
const events: ReadonlyArray<AnyEvent> = [
  { type: "ANSWER", clave: "1", valor: "Sí" },
  { type: "ANSWER", clave: "1", valor: "No" },
  { type: "DATUM", nombre: "sexo", valor: "Femenino" },
  { type: "NEXT" },
  { type: "BACK" },
  { type: "RETRY" },
  { type: "xstate.done.actor.load", output: { kind: "loaded", value: form(["I"]) } },
  { type: "xstate.done.actor.load", output: { kind: "failed", message: m.yaRespondido } },
  { type: "xstate.done.actor.load", output: { kind: "loaded", value: form(["III"]) } },
  { type: "xstate.done.actor.instrument", output: guiaIII },
  { type: "xstate.error.actor.instrument", error: new Error("offline") },
  { type: "xstate.error.actor.load", error: new Error("offline") },
  { type: "xstate.done.actor.submit", output: { kind: "done", value: form([]), message: m.gracias } },
  { type: "xstate.done.actor.submit", output: { kind: "failed", message: m.noAplicacion, tone: "warning", final: true } },
  { type: "xstate.done.actor.submit", output: { kind: "failed", message: "Falta la respuesta de la pregunta 1", tone: "warning" } },
  { type: "xstate.error.actor.submit", error: new Error("offline") },
]

describe("questionnaire machine paths", () => {
  it("reaches every state and takes every transition, with the link's token and without one", () => {
    const coverage = new Coverage(machine)
    const serializeState = (snap: Snap) =>
      JSON.stringify([snap.value, { ...snap.context, instrumentos: Object.keys(snap.context.instrumentos), attempt: Math.min(snap.context.attempt, 1) }])
    for (const input of [{ token, saved }, { token: "" }]) {
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
            if (input.token === "") expect(s.context.message).toBeNull()
            else expect([m.yaRespondido, m.noAplicacion]).toContain(s.context.message)
            expect(env.lastEvent?.type).not.toBe("NEXT")
          },
          '"preparing"': (s) => {
            // Guía III comes: its text is loaded before any of it is shown.
            expect(s.context.form?.pendientes).toEqual(["III"])
            expect(s.context.instrumentos.III).toBeUndefined()
            expect(s.children.instrument).toBeDefined()
          },
          '"answering"': (s, env) => {
            const steps = currentSteps(s.context)
            expect(s.context.paso).toBeLessThan(steps.length)
            if (s.context.form?.pendientes[0] === "III") {
              expect(s.context.instrumentos.III).toBe(guiaIII)
              expect(steps.length).toBe(guiaIII.bloques.length + 1)
              return
            }
            expect(s.context.form?.pendientes).toEqual(["I"])
            // Sections II–IV are asked only after a "Sí" in section I.
            expect(steps.length).toBe(s.context.respuestas.I?.["1"] === "Sí" ? 4 : 1)
            const event = env.lastEvent as AnyEvent | undefined
            if (event?.type === "NEXT" && s.context.respuestas.I?.["1"] === undefined) expect(s.context.problem).toBe("Falta la respuesta de la pregunta 1")
            if (event?.type === "DATUM") expect(s.context.datos.sexo).toBe("Femenino")
            if (event?.type === "xstate.error.actor.submit") expect(s.context.problem).toBe(messages.errorGeneral)
          },
          '"sending"': (s) => {
            expect(currentSteps(s.context).length).toBeGreaterThan(0)
            expect(s.context.paso).toBe(currentSteps(s.context).length - 1)
            expect(s.children.submit).toBeDefined()
          },
          '"done"': (s) => expect(s.context.message).toBe(m.gracias),
        },
      })
    }
    assertComplete(coverage)
  })
})

describe("questionnaire machine with live calls", () => {
  it("answers Guía I, then a whole Guía III step by step, sending each guide once with only what it asks", async () => {
    const sent: Array<SubmitInput> = []
    const loaded: Array<LikertGuide> = []
    const live = questionnaireMachine.provide({
      actors: {
        load: fromPromise<Loaded<QuestionnaireForm>, string>(async () => ({ kind: "loaded", value: form(["I", "III"]) })),
        submit: fromPromise<SubmitOutcome, SubmitInput>(async ({ input }) => {
          sent.push(input)
          return input.guia === "I" ? { kind: "done", value: form(["III"]), message: m.guardada("I") } : { kind: "done", value: form([]), message: m.gracias }
        }),
        instrument: fromPromise<Instrument, LikertGuide>(async ({ input }) => {
          loaded.push(input)
          return guiaIII
        }),
      },
    })
    const actor = createActor(live, { input: { token } }).start()
    await waitFor(actor, (s) => s.matches("answering"))
    expect(loaded).toEqual([])
    for (let n = 1; n <= 6; n++) actor.send({ type: "ANSWER", clave: String(n), valor: "No" })
    actor.send({ type: "NEXT" })
    await waitFor(actor, (s) => s.matches("answering") && s.context.form?.pendientes[0] === "III")
    expect(sent[0]).toEqual({ token, guia: "I", datos_generales: null, respuestas: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [String(i + 1), "No"])) })
    expect(actor.getSnapshot().context).toMatchObject({ paso: 0, message: m.guardada("I") })
    expect(loaded).toEqual(["III"])
    // The general data first: Siguiente says what is missing.
    actor.send({ type: "NEXT" })
    expect(actor.getSnapshot().context.problem).toBe(m.dato("Sexo"))
    for (const name of generalDataNames) actor.send({ type: "DATUM", nombre: name, valor: generalData[name].options[0] })
    actor.send({ type: "NEXT" })
    // Each block: its gate first (clients "Sí", supervising "No"), then its items.
    for (let guard = 0; guard < 40 && actor.getSnapshot().matches("answering"); guard++) {
      const snap = actor.getSnapshot()
      const step = currentSteps(snap.context)[snap.context.paso]
      if (step?.kind === "bloque" && step.compuerta !== undefined) actor.send({ type: "ANSWER", clave: step.compuerta, valor: step.compuerta === "atiende_clientes" ? "1" : "0" })
      const block = guiaIII.bloques[step?.kind === "bloque" ? step.indice : -1]
      const open = step?.kind === "bloque" && (step.compuerta === undefined || step.compuerta === "atiende_clientes")
      if (open) for (const item of block?.items ?? []) actor.send({ type: "ANSWER", clave: String(item.numero), valor: "Casi nunca" })
      actor.send({ type: "NEXT" })
      expect(actor.getSnapshot().context.problem).toBeNull()
    }
    await waitFor(actor, (s) => s.matches("done"))
    expect(sent.length).toBe(2)
    const three = sent[1]
    expect(three?.guia).toBe("III")
    expect(three?.datos_generales).toEqual(Object.fromEntries(generalDataNames.map((n) => [n, generalData[n].options[0]])))
    const asked = itemsOf(guiaIII).filter((i) => i.compuerta !== "es_jefe")
    expect(Object.keys(three?.respuestas ?? {}).length).toBe(asked.length + 2)
    expect(three?.respuestas).toMatchObject({ atiende_clientes: "1", es_jefe: "0", 65: "Casi nunca" })
    expect(three?.respuestas["69"]).toBeUndefined()
    expect(actor.getSnapshot().context.message).toBe(m.gracias)
  })
})

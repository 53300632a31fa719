import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { EvaluationResults } from "../../domain/evaluacion/mis-evaluaciones-api"
import { myFeedbackTexts } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import type { MyFeedback } from "../../domain/evaluacion/retroalimentacion-api"
import { feedbackMessages as m } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import { type ListOutcome, type ResultsKey, type ResultsOutcome, type SignInput, type SignOutcome, myFeedbackMachine } from "../../machines/evaluacion/mis-evaluaciones-retroalimentaciones"
import type { ToastEmitted } from "../../machines/toast"

// Mis retroalimentaciones: every path: the list read (or failed, then retried); a session opened
// read-only; a held 360 session reads the person's results (an operative one or an unheld one
// does not); signing without an agreement is stopped here; a signature sent with the trimmed
// comments updates the session and the list; a refusal stays in the dialog in the server's words;
// a call that throws is the generic error toast.

const session = (over: Partial<MyFeedback>): MyFeedback => ({
  id_retro: 1,
  id_proyecto: 7,
  n_proyecto: "Evaluación integral del desempeño",
  tipo: "360",
  id_empleado: 40,
  n_empleado: "Ana Ruiz",
  n_puesto: "Analista",
  n_depto: "Finanzas",
  id_jefe: 3,
  n_jefe: "Luis Pérez",
  f_sesion: "2026-11-20",
  fortalezas: "Trabajo en equipo",
  areas_mejora: "Delegar",
  comentarios_colaborador: null,
  conformidad: null,
  firma_jefe: true,
  firma_colaborador: false,
  estado: "En sesión",
  compromisos: [],
  responsables: [],
  editable: false,
  firmable: true,
  ...over,
})

const results: EvaluationResults = {
  id_proyecto: 7,
  id_empleado: 40,
  n_empleado: "Ana Ruiz",
  objetivos: 98,
  evaluacion_360: { grupos: [], ocultas: 1, final: 4.2, porcentaje: 84 },
  operativa: null,
}

const held = session({})
const operative = session({ id_retro: 2, tipo: "Operativa" })
const draft = session({ id_retro: 3, firma_jefe: false, firmable: false, id_proyecto: 8 })

const start = (opts: { list?: () => Promise<ReadonlyArray<MyFeedback>>; sign?: (input: SignInput) => Promise<SignOutcome>; results?: () => Promise<ResultsOutcome> } = {}) => {
  const signed: Array<SignInput> = []
  const read: Array<ResultsKey> = []
  const toasts: Array<ToastEmitted> = []
  const actor = createActor(
    myFeedbackMachine.provide({
      actors: {
        load: fromPromise(async (): Promise<ListOutcome> => ({ kind: "done", items: await (opts.list ?? (async () => [held, operative, draft]))() })),
        results: fromPromise(async ({ input }: { input: ResultsKey }): Promise<ResultsOutcome> => {
          read.push(input)
          return (opts.results ?? (async () => ({ kind: "done", results })))()
        }),
        sign: fromPromise(async ({ input }: { input: SignInput }): Promise<SignOutcome> => {
          signed.push(input)
          return (opts.sign ?? (async (i: SignInput) => ({ kind: "done", session: session({ ...i, firma_colaborador: true, firmable: false, estado: "Firmada" }), message: m.firmada })))(input)
        }),
      },
    }),
  )
  actor.on("toast", (t) => toasts.push(t))
  actor.start()
  return { actor, signed, read, toasts }
}

const listed = async (a: ReturnType<typeof start>["actor"]) => waitFor(a, (s) => s.matches("list"))

describe("Mis retroalimentaciones", () => {
  it("lists the sessions, and a failed read offers a retry", async () => {
    let calls = 0
    const { actor, toasts } = start({
      list: async () => {
        calls += 1
        if (calls === 1) throw new Error("red")
        return [held]
      },
    })
    await waitFor(actor, (s) => s.matches("loadFailed"))
    expect(toasts.map((t) => t.title)).toEqual([myFeedbackTexts.errorCarga])
    actor.send({ type: "RETRY" })
    await listed(actor)
    expect(actor.getSnapshot().context.items).toEqual([held])
  })

  it("a held 360 session reads the person's results; operative and unheld ones do not", async () => {
    const { actor, read } = start()
    await listed(actor)
    actor.send({ type: "OPEN", id_retro: 1 })
    await waitFor(actor, (s) => s.context.results.kind === "loaded")
    expect(read).toEqual([{ id_proyecto: 7, id_empleado: 40 }])
    actor.send({ type: "CLOSE" })
    expect(actor.getSnapshot().context.results).toEqual({ kind: "none" })
    for (const id_retro of [2, 3]) {
      actor.send({ type: "OPEN", id_retro })
      expect(actor.getSnapshot().matches("viewing")).toBe(true)
      expect(actor.getSnapshot().context.results).toEqual({ kind: "none" })
      actor.send({ type: "CLOSE" })
    }
    expect(read).toHaveLength(1)
    actor.send({ type: "OPEN", id_retro: 99 })
    expect(actor.getSnapshot().matches("list")).toBe(true)
  })

  it("a refused results read shows the server's words", async () => {
    const { actor } = start({ results: async () => ({ kind: "refused", message: "Sus resultados 360 se entregan en la sesión de retroalimentación" }) })
    await listed(actor)
    actor.send({ type: "OPEN", id_retro: 1 })
    await waitFor(actor, (s) => s.context.results.kind === "failed")
    expect(actor.getSnapshot().context.results).toEqual({ kind: "failed", message: "Sus resultados 360 se entregan en la sesión de retroalimentación" })
  })

  it("an unheld session takes no agreement and no signature", async () => {
    const { actor, signed } = start()
    await listed(actor)
    actor.send({ type: "OPEN", id_retro: 3 })
    actor.send({ type: "SET_AGREEMENT", conformidad: "De acuerdo" })
    actor.send({ type: "SIGN" })
    expect(actor.getSnapshot().context.conformidad).toBe("")
    expect(signed).toEqual([])
  })

  it("signing without an agreement is stopped here; with one it sends the trimmed comments and updates the list", async () => {
    const { actor, signed, toasts } = start()
    await listed(actor)
    actor.send({ type: "OPEN", id_retro: 2 })
    actor.send({ type: "SIGN" })
    expect(actor.getSnapshot().context.problem).toBe(m.conformidadRequerida)
    expect(signed).toEqual([])
    actor.send({ type: "SET_AGREEMENT", conformidad: "En desacuerdo" })
    expect(actor.getSnapshot().context.problem).toBeNull()
    actor.send({ type: "SET_COMMENTS", comentarios: "  Pido más apoyo  " })
    actor.send({ type: "SIGN" })
    await waitFor(actor, (s) => s.context.open?.firma_colaborador === true)
    expect(signed).toEqual([{ id_retro: 2, conformidad: "En desacuerdo", comentarios_colaborador: "Pido más apoyo" }])
    expect(toasts.map((t) => [t.tone, t.title])).toEqual([["success", m.firmada]])
    expect(actor.getSnapshot().context.items.find((i) => i.id_retro === 2)?.estado).toBe("Firmada")
    expect(actor.getSnapshot().context.open?.firmable).toBe(false)
  })

  it("empty comments go as null; a refusal stays in the dialog with the draft; a thrown call is the generic error", async () => {
    let answer: () => Promise<SignOutcome> = async () => ({ kind: "refused", message: m.proyectoCerrado })
    const { actor, signed, toasts } = start({ sign: () => answer() })
    await listed(actor)
    actor.send({ type: "OPEN", id_retro: 1 })
    actor.send({ type: "SET_AGREEMENT", conformidad: "De acuerdo" })
    actor.send({ type: "SIGN" })
    await waitFor(actor, (s) => s.context.problem !== null)
    expect(signed).toEqual([{ id_retro: 1, conformidad: "De acuerdo", comentarios_colaborador: null }])
    expect(actor.getSnapshot().context.problem).toBe(m.proyectoCerrado)
    expect(actor.getSnapshot().context.conformidad).toBe("De acuerdo")
    answer = async () => {
      throw new Error("red")
    }
    actor.send({ type: "SIGN" })
    await waitFor(actor, () => toasts.length > 0)
    expect(toasts.map((t) => [t.tone, t.title])).toEqual([["error", myFeedbackTexts.errorFirmar]])
    expect(actor.getSnapshot().matches({ viewing: { signature: "editing" } })).toBe(true)
  })
})

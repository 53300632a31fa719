import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { PersonEvaluators } from "../../domain/evaluacion/proyectos-api"
import { evaluationProjectMessages as m } from "../../domain/evaluacion/proyectos-vocabulary"
import { type DraftEvaluator, type EvaluatorsKey, addProblemOf, evaluatorsMachine, tallies, tallyText } from "../../machines/evaluacion/proyectos-evaluadores"
import type { CommandOutcome } from "../../machines/records/command"
import type { Loaded } from "../../machines/records/loaded-resource"
import type { ToastEmitted } from "../../machines/toast"

// EVA150's "Evaluadores 360" of one participant without the server: the counts against each
// relation's minimum as the draft changes, the server's refusals said before it is asked, and the
// machine's read, edit and save (the save's answer becoming what is shown).

const minimums = [
  { relacion: "Auto", asignados: 1, minimo: 1, faltan: 0 },
  { relacion: "Jefe", asignados: 1, minimo: 1, faltan: 0 },
  { relacion: "Par", asignados: 1, minimo: 3, faltan: 2 },
  { relacion: "Subordinado", asignados: 0, minimo: 3, faltan: 3 },
  { relacion: "Cliente", asignados: 0, minimo: 0, faltan: 0 },
]

const stored: PersonEvaluators = {
  id_evaluado: 10,
  n_evaluado: "Ana Ruiz",
  evaluadores: [
    { id_asignacion_evaluador: 1, id_evaluador: 10, n_evaluador: "Ana Ruiz", relacion: "Auto" },
    { id_asignacion_evaluador: 2, id_evaluador: 20, n_evaluador: "Beto Díaz", relacion: "Jefe" },
    { id_asignacion_evaluador: 3, id_evaluador: 30, n_evaluador: "Carla Gómez", relacion: "Par" },
  ],
  por_relacion: minimums,
}

const draft: ReadonlyArray<DraftEvaluator> = stored.evaluadores.map((e) => ({ id_evaluador: e.id_evaluador, n_evaluador: e.n_evaluador, relacion: e.relacion as DraftEvaluator["relacion"] }))

describe("one participant's 360 evaluators", () => {
  it("counts each relation against its minimum and says it", () => {
    const t = tallies([...draft, { id_evaluador: 40, n_evaluador: "Dora", relacion: "Par" }], minimums)
    expect(t.map((x) => [x.relacion, x.asignados, x.minimo, x.faltan])).toEqual([
      ["Auto", 1, 1, 0],
      ["Jefe", 1, 1, 0],
      ["Par", 2, 3, 1],
      ["Subordinado", 0, 3, 3],
      ["Cliente", 0, 0, 0],
    ])
    expect(t.map(tallyText)).toEqual([
      "Autoevaluación: 1 de 1 como mínimo",
      "Jefe: 1 de 1 como mínimo",
      "Pares: 2 de 3 como mínimo, faltan 1",
      "Subordinados: 0 de 3 como mínimo, faltan 3",
      "Clientes: 0 (opcional)",
    ])
  })

  it("refuses what the server would, in its words", () => {
    expect(addProblemOf(draft, 10, null, null)).toEqual({ relacion: m.relacionRequerida, evaluador: m.evaluadorRequerido })
    expect(addProblemOf(draft, 10, "Par", null)).toEqual({ evaluador: m.evaluadorRequerido })
    expect(addProblemOf(draft, 10, "Auto", { id: 50, label: "Otro" })).toEqual({ evaluador: m.autoSoloPropio })
    expect(addProblemOf(draft, 10, "Par", { id: 10, label: "Ana Ruiz" })).toEqual({ evaluador: m.autoUnico })
    expect(addProblemOf(draft, 10, "Cliente", { id: 30, label: "Carla Gómez" })).toEqual({ evaluador: m.evaluadorRepetido })
    expect(addProblemOf(draft, 10, "Subordinado", { id: 60, label: "Eva" })).toBeUndefined()
  })

  it("reads a person's evaluators, edits them and saves the whole list", async () => {
    const saved: Array<EvaluatorsKey & { readonly evaluadores: ReadonlyArray<DraftEvaluator> }> = []
    const actor = createActor(
      evaluatorsMachine.provide({
        actors: {
          read: fromPromise<Loaded<PersonEvaluators>, EvaluatorsKey>(async () => ({ kind: "loaded", value: stored })),
          save: fromPromise<CommandOutcome<PersonEvaluators>, EvaluatorsKey & { readonly evaluadores: ReadonlyArray<DraftEvaluator> }>(async ({ input }) => {
            saved.push(input)
            return { kind: "done", message: m.evaluadoresGuardados, value: { ...stored, evaluadores: [] } }
          }),
        },
      }),
      { input: { id_proyecto: 7 } },
    )
    const toasts: Array<ToastEmitted> = []
    actor.on("toast", (t) => toasts.push(t))
    actor.start()
    actor.send({ type: "CHOOSE_PERSON", person: 10 })
    await waitFor(actor, (s) => s.matches("editing"))
    expect(actor.getSnapshot().context.draft).toHaveLength(3)

    actor.send({ type: "ADD", relacion: "Par", evaluador: { id: 30, label: "Carla Gómez" } })
    expect(actor.getSnapshot().context.addProblem).toEqual({ evaluador: m.evaluadorRepetido })
    actor.send({ type: "ADD", relacion: "Subordinado", evaluador: { id: 60, label: "Eva Luna" } })
    actor.send({ type: "REMOVE", id_evaluador: 30 })
    // Auto without a choice is the person's own, refused as repeated: they already evaluate themselves.
    actor.send({ type: "ADD", relacion: "Auto", evaluador: null })
    expect(actor.getSnapshot().context.addProblem).toEqual({ evaluador: m.evaluadorRepetido })
    expect(actor.getSnapshot().context.draft.map((d) => [d.relacion, d.id_evaluador])).toEqual([
      ["Auto", 10],
      ["Jefe", 20],
      ["Subordinado", 60],
    ])
    expect(actor.getSnapshot().context.dirty).toBe(true)

    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches("editing") && !s.context.dirty)
    expect(saved[0]).toMatchObject({ id_proyecto: 7, id_evaluado: 10 })
    expect(saved[0]?.evaluadores.map((e) => e.id_evaluador)).toEqual([10, 20, 60])
    expect(actor.getSnapshot().context.draft).toEqual([])
    expect(toasts.map((t) => [t.tone, t.title])).toEqual([["success", m.evaluadoresGuardados]])

    actor.send({ type: "CHOOSE_PERSON", person: null })
    expect(actor.getSnapshot().matches("choosing")).toBe(true)
    expect(actor.getSnapshot().context.loaded).toBeNull()
  })
})

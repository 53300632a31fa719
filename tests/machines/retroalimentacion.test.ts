import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { FeedbackFilters, FeedbackKey, FeedbackRow, FeedbackSession, SaveFeedback } from "../../domain/evaluacion/retroalimentacion-api"
import { feedbackMessages as m } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import { feedbackMachine } from "../../machines/evaluacion/retroalimentacion"
import type { CommandOutcome } from "../../machines/records/command"
import type { Loaded } from "../../machines/records/loaded-resource"

// The EVA370/EVA375 page machine with its calls faked: a cycle lists its people, a row opens an
// empty session dated today, Guardar is held back with 'Registre al menos un compromiso' until a
// commitment is added and filled, then sends the draft and shows the answer; a signed session
// edits nothing.

const row: FeedbackRow = { id_proyecto: 7, id_empleado: 2, n_empleado: "Luisa Noriega", n_puesto: "Gerente", n_jefe: "Ivanna Elizondo", id_retro: null, f_sesion: null, conformidad: null, compromisos: 0, estado: "Pendiente" }

const empty: FeedbackSession = {
  id_retro: null,
  id_proyecto: 7,
  n_proyecto: "Integral 2026",
  tipo: "360",
  id_empleado: 2,
  n_empleado: "Luisa Noriega",
  n_puesto: "Gerente",
  n_depto: "Finanzas",
  id_jefe: 1,
  n_jefe: "Ivanna Elizondo",
  f_sesion: null,
  fortalezas: "",
  areas_mejora: "",
  comentarios_colaborador: null,
  conformidad: null,
  firma_jefe: false,
  firma_colaborador: false,
  estado: "Pendiente",
  compromisos: [],
  responsables: [
    { id_empleado: 2, n_empleado: "Luisa Noriega" },
    { id_empleado: 1, n_empleado: "Ivanna Elizondo" },
  ],
  editable: true,
}

const filters: FeedbackFilters = { id_proyecto: 7, tipo: "360", id_centro_trabajo: null, id_depto: null, estado: null }

const start = (opened: FeedbackSession, sent: Array<SaveFeedback>) =>
  createActor(
    feedbackMachine.provide({
      actors: {
        list: fromPromise<Loaded<ReadonlyArray<FeedbackRow>>, FeedbackFilters>(async () => ({ kind: "loaded", value: [row] })),
        session: fromPromise<Loaded<FeedbackSession>, FeedbackKey>(async () => ({ kind: "loaded", value: opened })),
        save: fromPromise<CommandOutcome<FeedbackSession>, SaveFeedback>(async ({ input }) => {
          sent.push(input)
          return { kind: "done", value: { ...opened, id_retro: 9, estado: "En sesión", f_sesion: input.f_sesion }, message: m.guardada }
        }),
      },
    }),
    { input: { filters, today: "2026-11-30" } },
  ).start()

describe("feedback machine", () => {
  it("asks for a commitment before saving, then sends the draft", async () => {
    const sent: Array<SaveFeedback> = []
    const actor = start(empty, sent)
    await waitFor(actor, (s) => s.matches("list"))
    expect(actor.getSnapshot().context.rows).toEqual([row])
    actor.send({ type: "OPEN", id_empleado: 2 })
    await waitFor(actor, (s) => s.matches({ session: "editing" }))
    expect(actor.getSnapshot().context.draft.f_sesion).toBe("2026-11-30")
    actor.send({ type: "EDIT", field: "fortalezas", value: "Trabajo en equipo" })
    actor.send({ type: "EDIT", field: "areas_mejora", value: "Delegar" })
    actor.send({ type: "SAVE" })
    expect(actor.getSnapshot().context.problem).toBe(m.alMenosUno)
    actor.send({ type: "ADD_COMMITMENT" })
    actor.send({ type: "SAVE" })
    expect(actor.getSnapshot().context.problem).toBe(m.accion)
    actor.send({ type: "EDIT_COMMITMENT", index: 0, field: "accion", value: "Curso de delegación" })
    actor.send({ type: "EDIT_COMMITMENT", index: 0, field: "f_compromiso", value: "2026-12-30" })
    actor.send({ type: "EDIT_COMMITMENT", index: 0, field: "id_responsable", value: "1" })
    actor.send({ type: "SIGN_BOSS", value: true })
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches({ session: "editing" }) && s.context.session?.id_retro === 9)
    expect(sent).toEqual([
      {
        id_proyecto: 7,
        id_empleado: 2,
        tipo: "360",
        f_sesion: "2026-11-30",
        fortalezas: "Trabajo en equipo",
        areas_mejora: "Delegar",
        comentarios_colaborador: null,
        conformidad: null,
        firma_jefe: true,
        compromisos: [{ id_compromiso: null, accion: "Curso de delegación", tipo: "Capacitación", id_responsable: 1, f_compromiso: "2026-12-30", avance: 0 }],
      },
    ])
    actor.send({ type: "CLOSE" })
    await waitFor(actor, (s) => s.matches("list"))
  })

  it("edits nothing of a session the server says is not editable", async () => {
    const actor = start({ ...empty, editable: false, fortalezas: "Firmada" }, [])
    await waitFor(actor, (s) => s.matches("list"))
    actor.send({ type: "OPEN", id_empleado: 2 })
    await waitFor(actor, (s) => s.matches({ session: "editing" }))
    actor.send({ type: "EDIT", field: "fortalezas", value: "Otra" })
    actor.send({ type: "ADD_COMMITMENT" })
    expect(actor.getSnapshot().context.draft.fortalezas).toBe("Firmada")
    expect(actor.getSnapshot().context.draft.compromisos).toEqual([])
  })
})

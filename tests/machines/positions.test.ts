import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { type EndSaved, endPositionMachine } from "../../machines/organizacion/end-position"
import { type LoadRequest, type Loaded, initialPositionsFilter, nextFilter, positionsMachine, readPositionsFilter } from "../../machines/organizacion/gestionar-posiciones"
import { MemoryStore } from "./support/memoryStore"
import { listStateKey } from "../../machines/records/list-state"
import type { Saved } from "../../machines/saved"

// The positions pages' machines: the date-aware list (filters kept and cleared down the
// company -> centre -> department chain, paging, duplicar then reload, a refusal as a toast) and
// the "dar de baja" dialog (a refusal stays in the dialog, a success closes it and says so).

const row = { id_posicion: "P-000010", n_posicion: "Analista", f_inicio: "2024-01-01", f_fin: null }

describe("positionsOnDate", () => {
  it("clears the centre, department and puesto when the company changes, and the department with the centre", () => {
    const f = { ...initialPositionsFilter, id_empresa: 1, id_centro_trabajo: 2, id_depto: 3, id_puesto: "P1" }
    expect(nextFilter(f, { id_empresa: 4 })).toMatchObject({ id_empresa: 4, id_centro_trabajo: null, id_depto: null, id_puesto: null })
    expect(nextFilter(f, { id_centro_trabajo: 5 })).toMatchObject({ id_empresa: 1, id_centro_trabajo: 5, id_depto: null, id_puesto: "P1" })
    expect(nextFilter(f, { fecha: "2025-01-01" })).toEqual({ ...f, fecha: "2025-01-01" })
  })

  it("loads with the stored filters, pages, duplicates and reloads, and shows a refusal as a toast", async () => {
    const storage = new MemoryStore()
    const pageKey = "/organizacion/gestionar-posiciones"
    storage.setItem(listStateKey, JSON.stringify({ pageKey, state: { filter: { id_empresa: 1, estado: "V", fecha: "2025-02-01" } } }))
    expect(readPositionsFilter(storage, pageKey)).toMatchObject({ id_empresa: 1, estado: "V", fecha: "2025-02-01" })
    const loads: Array<LoadRequest> = []
    let duplicated: Saved = { kind: "saved", message: "Datos guardados" }
    const actor = createActor(
      positionsMachine.provide({
        actors: {
          load: fromPromise<Loaded, LoadRequest>(async ({ input }) => {
            loads.push(input)
            return { kind: "loaded", rows: [], total: 120, page: input.page }
          }),
          duplicate: fromPromise<Saved, { id_posicion: string }>(async () => duplicated),
        },
      }),
      { input: { storage, pageKey, view: "gestionar" } },
    )
    const toasts: Array<string> = []
    actor.on("toast", (t) => toasts.push(`${t.tone}:${t.title}`))
    actor.start()
    await waitFor(actor, (s) => s.matches("ready"))
    expect(loads[0]).toMatchObject({ view: "gestionar", page: 1, pageSize: 50, filter: { id_empresa: 1, estado: "V" } })
    actor.send({ type: "PAGE", page: 3 })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(actor.getSnapshot().context.page).toBe(3)
    actor.send({ type: "FILTER", filter: { id_empresa: 2 } })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(loads.at(-1)).toMatchObject({ page: 1, filter: { id_empresa: 2 } })
    expect(JSON.parse(storage.getItem(listStateKey) ?? "null").state.filter.id_empresa).toBe(2)
    actor.send({ type: "DUPLICATE", id_posicion: "P-000010" })
    await waitFor(actor, (s) => s.matches("ready") && loads.length === 4)
    duplicated = { kind: "refused", message: "Se alcanzó el número de plazas autorizadas para el puesto" }
    actor.send({ type: "DUPLICATE", id_posicion: "P-000010" })
    await waitFor(actor, (s) => s.matches({ ready: "browsing" }) && toasts.length === 2)
    expect(toasts).toEqual(["success:Datos guardados", "error:Se alcanzó el número de plazas autorizadas para el puesto"])
    expect(loads.length).toBe(4)
    actor.send({ type: "RELOAD" })
    await waitFor(actor, (s) => s.matches("ready") && loads.length === 5)
    actor.stop()
  })
})

describe("endPosition", () => {
  it("keeps a refusal in the dialog and closes on success with a toast and an 'ended' note", async () => {
    let answer: EndSaved = { kind: "refused", message: "La posición tiene posiciones dependientes vigentes" }
    const asked: Array<{ id_posicion: string; f_fin: string }> = []
    const actor = createActor(
      endPositionMachine.provide({
        actors: {
          end: fromPromise<EndSaved, { id_posicion: string; f_fin: string }>(async ({ input }) => {
            asked.push(input)
            return answer
          }),
        },
      }),
    )
    const ended: Array<string> = []
    actor.on("ended", (e) => ended.push(e.id_posicion))
    actor.start()
    actor.send({ type: "OPEN", row, today: "2026-11-23" })
    expect(actor.getSnapshot().context.date).toBe("2026-11-23")
    actor.send({ type: "SET_DATE", date: "" })
    actor.send({ type: "SAVE" })
    expect(actor.getSnapshot().matches("open")).toBe(true)
    actor.send({ type: "SET_DATE", date: "2026-11-30" })
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches("open") && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe("La posición tiene posiciones dependientes vigentes")
    answer = { kind: "saved", message: "Datos guardados" }
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches("closed"))
    expect(asked).toEqual([
      { id_posicion: "P-000010", f_fin: "2026-11-30" },
      { id_posicion: "P-000010", f_fin: "2026-11-30" },
    ])
    expect(ended).toEqual(["P-000010"])
    actor.stop()
  })

  it("Cancelar closes at once on an untouched date and asks first on a changed one", () => {
    const actor = createActor(endPositionMachine).start()
    actor.send({ type: "OPEN", row, today: "2026-11-23" })
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().value).toBe("closed")
    actor.send({ type: "OPEN", row, today: "2026-11-23" })
    actor.send({ type: "SET_DATE", date: "2026-11-30" })
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().value).toBe("confirmingLeave")
    actor.send({ type: "STAY" })
    expect(actor.getSnapshot().value).toBe("open")
    expect(actor.getSnapshot().context.date).toBe("2026-11-30")
    // Typing the first date back is no change: nothing to ask.
    actor.send({ type: "SET_DATE", date: "2026-11-23" })
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().value).toBe("closed")
    actor.send({ type: "OPEN", row, today: "2026-11-23" })
    actor.send({ type: "SET_DATE", date: "2026-11-30" })
    actor.send({ type: "CANCEL" })
    actor.send({ type: "LEAVE" })
    expect(actor.getSnapshot().value).toBe("closed")
    expect(actor.getSnapshot().context.row).toBeNull()
    actor.stop()
  })
})

import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import {
  type Filters,
  type ListRow,
  type LoadOutcome,
  defaultPageSize,
  listPageMachine,
  listStateKey,
  readListState,
  visibleRows,
} from "../../machines/listPage"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"
import { MemoryStore } from "./support/memoryStore"

type Snap = SnapshotFrom<typeof listPageMachine>

/** Serializes as a constant so the graph's states differ by what the machine holds, not the store. */
class Store extends MemoryStore {
  override toJSON(): Record<string, string> {
    return {}
  }
}

const machine = listPageMachine.provide({
  actors: { load: fromPromise<LoadOutcome, Filters>(() => new Promise(() => {})) },
})

const rows: ReadonlyArray<ListRow> = Array.from({ length: 23 }, (_, i) => ({
  clave: `C${String(i + 1).padStart(2, "0")}`,
  nombre: i % 2 === 0 ? `Perfil ${i + 1}` : `Rol ${i + 1}`,
}))

const events = [
  { type: "xstate.done.actor.load", output: { kind: "loaded", rows } },
  { type: "xstate.done.actor.load", output: { kind: "failed", message: messages.errorObtener } },
  { type: "xstate.error.actor.load", error: new Error("offline") },
  { type: "SEARCH", value: "perfil" },
  { type: "PAGE_SIZE", size: 20 },
  { type: "NEXT" },
  { type: "PREVIOUS" },
  { type: "SORT", sort: { column: "clave", direction: "descending" } },
  { type: "APPLY_FILTERS", filters: { id_usuario: "K1" } },
  { type: "CLEAR_FILTERS" },
  { type: "RELOAD" },
] as const

const stored = (env: ReplayEnv) => JSON.parse((env.input as { storage: Store }).storage.getItem(listStateKey) ?? "null")

const expectAlways = (s: Snap, env: ReplayEnv) => {
  const event = env.lastEvent
  // Typing, a new page size and a new sort all go back to page 1.
  if (event?.type === "SEARCH" || event?.type === "PAGE_SIZE" || event?.type === "SORT") expect(s.context.page).toBe(1)
  if (event?.type === "APPLY_FILTERS" || event?.type === "CLEAR_FILTERS") expect(s.context.page).toBe(1)
  // What the user set is kept in session storage under this page's key.
  expect(stored(env)).toEqual({
    pageKey: "/configuraciones/perfiles",
    state: { search: s.context.search, page: s.context.page, pageSize: s.context.pageSize, sort: s.context.sort, filters: s.context.filters },
  })
}

describe("listPage machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const makeInput = () => ({ pageKey: "/configuraciones/perfiles", storage: new Store() })
    const paths = transitionPaths(machine, { input: makeInput(), events: [...events] as never })
    replay<Snap>(machine, paths, coverage, {
      makeInput,
      expect: {
        '"loading"': (s, env) => {
          expectAlways(s, env)
          expect(s.children.load).toBeDefined()
          expect(s.context.pageSize).toBeOneOf([defaultPageSize, 20])
        },
        '"ready"': (s, env) => {
          expectAlways(s, env)
          const view = visibleRows(s.context)
          expect(view.rows.length).toBeLessThanOrEqual(s.context.pageSize)
          expect(view.page).toBeGreaterThanOrEqual(1)
          expect(view.page).toBeLessThanOrEqual(view.pages)
          if (s.context.search === "perfil") expect(view.rows.every((r) => String(r.nombre).startsWith("Perfil"))).toBe(true)
          if (s.context.sort !== null && view.rows.length > 1) expect(String(view.rows[0]?.clave) > String(view.rows[1]?.clave)).toBe(true)
        },
        '"failed"': (s, env) => {
          expectAlways(s, env)
          expect(s.context.rows).toEqual([])
          const last = env.emitted.at(-1)
          if (env.lastEvent?.type === "xstate.error.actor.load") expect(last).toEqual({ type: "toast", tone: "error", message: messages.errorGeneral })
          else if (env.lastEvent?.type === "xstate.done.actor.load") expect(last).toEqual({ type: "toast", tone: "error", message: messages.errorObtener })
        },
      },
    })
    assertComplete(coverage)
  }, 60_000)

  it("pages with Anterior/Siguiente within bounds and counts the matches", () => {
    const context = { pageKey: "k", storage: new Store(), rows, search: "", page: 3, pageSize: 10 as const, sort: null, filters: {} }
    expect(visibleRows(context)).toMatchObject({ total: 23, pages: 3, page: 3 })
    expect(visibleRows(context).rows.map((r) => r.clave)).toEqual(["C21", "C22", "C23"])
    expect(visibleRows({ ...context, page: 9 }).page).toBe(3)
    expect(visibleRows({ ...context, search: "ROL 2" }).total).toBe(3)
    expect(visibleRows({ ...context, rows: [] })).toMatchObject({ total: 0, pages: 1, page: 1 })
  })

  it("keeps a page's state while the user stays and forgets it when another page starts", async () => {
    const storage = new Store()
    const first = createActor(
      listPageMachine.provide({ actors: { load: fromPromise<LoadOutcome, Filters>(async () => ({ kind: "loaded", rows })) } }),
      { input: { pageKey: "/a", storage } },
    ).start()
    first.send({ type: "SEARCH", value: "rol" })
    first.send({ type: "PAGE_SIZE", size: 5 })
    first.stop()
    expect(readListState(storage, "/a")).toMatchObject({ search: "rol", pageSize: 5, page: 1 })
    const other = createActor(listPageMachine.provide({ actors: { load: fromPromise<LoadOutcome, Filters>(async () => ({ kind: "loaded", rows })) } }), {
      input: { pageKey: "/b", storage },
    }).start()
    expect(other.getSnapshot().context).toMatchObject({ search: "", pageSize: 10, page: 1 })
    other.stop()
    // Back on the first page: its filters were cleared when the user went to the other one.
    expect(readListState(storage, "/a")).toMatchObject({ search: "", pageSize: 10 })
    storage.setItem(listStateKey, "{not json")
    expect(readListState(storage, "/a").pageSize).toBe(10)
  })
})

import { describe, expect, it } from "vitest"
import { type EventObject, SimulatedClock, type SnapshotFrom, createActor, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import { type ListPageResult, type ListQuery, firstPage } from "../../domain/records/list-query"
import { type ListPageEvent, type ListPageInput, type LoadOutcome, createListPageMachine, hasNext, hasPrevious, isLoading, listQueryOf, pageCount, pagesOf, readListQuery } from "../../machines/records/list-page"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"
import { MemoryStore } from "./support/memoryStore"
import { listStateKey } from "../../machines/records/list-state"

interface Row {
  readonly clave: string
}

const listPageMachine = createListPageMachine<Row>()
type Snap = SnapshotFrom<typeof listPageMachine>

/** Serializes as a constant so the graph's states differ by what the machine holds, not the store. */
class Store extends MemoryStore {
  override toJSON(): Record<string, string> {
    return {}
  }
}

const pageKey = "/configuraciones/bitacora-auditoria"
const debounceAfter = "xstate.after.debounce.listPage.debouncing"

/** What a server holding `total` rows answers for a query. */
const answer = (q: Pick<ListQuery, "pagina" | "por_pagina">, total: number): ListPageResult<Row> => {
  const start = (q.pagina - 1) * q.por_pagina
  const registros = Array.from({ length: Math.max(0, Math.min(q.por_pagina, total - start)) }, (_, i) => ({
    clave: `C${String(start + i + 1).padStart(2, "0")}`,
  }))
  return { registros, total, pagina: q.pagina, por_pagina: q.por_pagina }
}

const done = (output: LoadOutcome<Row>) => ({ type: "xstate.done.actor.load", output })

/** The machine's own events and those the runtime raises (an actor's answer, a delay). */
type GraphEvent = ListPageEvent | { readonly type: string; readonly output?: LoadOutcome<Row>; readonly error?: Error }

const setting: ReadonlyArray<ListPageEvent> = [
  { type: "SEARCH", value: "perfil" },
  { type: "SORT", orden: "clave", direccion: "desc" },
  { type: "APPLY_FILTERS", filtros: { id_usuario: "admin@demo.mx" } },
]
const clearing: ReadonlyArray<ListPageEvent> = [{ type: "SORT", orden: null, direccion: "asc" }, { type: "CLEAR_FILTERS" }]

/**
 * The events offered in a state. The answers depend on the query asked, as a server's do: 23 rows;
 * 3 rows (so a page past the first is past the end, as after a deletion); none at all. A search,
 * a sort and a filter are offered only on a query with none of them, and the short answers only
 * to such a query, so the graph holds each alone rather than every combination (the machine
 * treats them alike).
 */
const eventsFor = (s: Snap): ReadonlyArray<GraphEvent> => {
  const c = s.context
  const plain = c.buscar === "" && c.orden === null && Object.keys(c.filtros).length === 0
  return [
    done({ kind: "loaded", page: answer(c, 23) }),
    ...(plain ? [done({ kind: "loaded", page: answer(c, 3) }), done({ kind: "loaded", page: answer(c, 0) })] : []),
    done({ kind: "failed", message: messages.errorObtener }),
    done({ kind: "invalid", problems: ["La fecha debe tener el formato aaaa-mm-dd"] }),
    { type: "xstate.error.actor.load", error: new Error("offline") },
    { type: debounceAfter },
    ...(plain ? setting : clearing),
    { type: "PAGE_SIZE", size: 20 },
    { type: "PAGE", page: 2 },
    { type: "NEXT" },
    { type: "PREVIOUS" },
    { type: "RELOAD" },
  ]
}

const stored = (env: ReplayEnv) => JSON.parse((env.input as ListPageInput).storage.getItem(listStateKey) ?? "null")

const outputOf = (event: EventObject | undefined): LoadOutcome<Row> | undefined =>
  event?.type === "xstate.done.actor.load" ? (event as unknown as { output: LoadOutcome<Row> }).output : undefined

const resetsPage = new Set(["SEARCH", "PAGE_SIZE", "SORT", "APPLY_FILTERS", "CLEAR_FILTERS"])

const expectAlways = (s: Snap, env: ReplayEnv) => {
  const event = env.lastEvent
  // A new search, page size, sort or filter starts again from page 1.
  if (event && resetsPage.has(event.type)) expect(s.context.pagina).toBe(1)
  // Every change is in session storage under this page's key, at once.
  expect(stored(env)).toEqual({ pageKey, state: listQueryOf(s.context) })
  expect(s.context.pagina).toBeGreaterThanOrEqual(1)
  expect(hasPrevious(s.context)).toBe(s.context.pagina > 1)
}

describe("records listPage machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const machine = listPageMachine.provide({
      actors: { load: fromPromise<LoadOutcome<Row>, ListQuery>(() => new Promise(() => {})) },
    })
    const coverage = new Coverage(machine)
    const makeInput = (): ListPageInput => ({ pageKey, storage: new Store() })
    const paths = transitionPaths(machine, { input: makeInput(), events: eventsFor as never })
    replay<Snap>(machine, paths, coverage, {
      makeInput,
      expect: {
        '"loading"': (s, env) => {
          expectAlways(s, env)
          expect(isLoading(s)).toBe(true)
          expect(s.children.load).toBeDefined()
          const output = outputOf(env.lastEvent)
          // An answer for a page past the end: the last page is asked for instead.
          if (output?.kind === "loaded") {
            expect(output.page.pagina).toBeGreaterThan(pagesOf(output.page.total, output.page.por_pagina))
            expect(s.context.pagina).toBe(pagesOf(output.page.total, output.page.por_pagina))
          }
        },
        '"debouncing"': (s, env) => {
          expectAlways(s, env)
          // The box shows what was typed at once; nothing is asked until the typing stops.
          expect(s.context.buscar).toBe("perfil")
          expect(s.context.pagina).toBe(1)
          expect(s.children.load).toBeUndefined()
          expect(isLoading(s)).toBe(true)
        },
        '"ready"': (s, env) => {
          expectAlways(s, env)
          expect(isLoading(s)).toBe(false)
          expect(s.context.error).toBeNull()
          expect(s.context.problems).toEqual([])
          const output = outputOf(env.lastEvent)
          if (output?.kind === "loaded") {
            expect(s.context.registros).toEqual(output.page.registros)
            expect(s.context.total).toBe(output.page.total)
          }
          // Never a page past the end: an empty list is on page 1, a page with rows shows rows.
          expect(s.context.pagina).toBeLessThanOrEqual(pageCount(s.context))
          if (s.context.total > 0) expect(s.context.registros.length).toBeGreaterThan(0)
          else expect(s.context.pagina).toBe(1)
          expect(s.context.registros.length).toBeLessThanOrEqual(s.context.por_pagina)
          expect(hasNext(s.context)).toBe(s.context.pagina * s.context.por_pagina < s.context.total)
        },
        '"failed"': (s, env) => {
          expectAlways(s, env)
          expect(isLoading(s)).toBe(false)
          expect(s.context.registros).toEqual([])
          expect(s.context.total).toBe(0)
          const output = outputOf(env.lastEvent)
          const last = env.emitted.at(-1)
          if (env.lastEvent?.type === "xstate.error.actor.load") {
            expect(s.context.error).toBe(messages.errorGeneral)
            expect(last).toEqual({ type: "toast", tone: "error", title: messages.errorGeneral })
          } else if (output?.kind === "failed") {
            expect(s.context.error).toBe(messages.errorObtener)
            expect(last).toEqual({ type: "toast", tone: "error", title: messages.errorObtener })
          } else if (output?.kind === "invalid") {
            expect(s.context.error).toBeNull()
            expect(s.context.problems).toEqual(output.problems)
          }
        },
      },
    })
    assertComplete(coverage)
  }, 120_000)
})

/** A `load` whose answers the test gives, one pending promise per call. */
const controlledLoad = () => {
  const calls: Array<{ query: ListQuery; resolve: (o: LoadOutcome<Row>) => void; reject: (e: Error) => void }> = []
  const machine = listPageMachine.provide({
    actors: {
      load: fromPromise<LoadOutcome<Row>, ListQuery>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            calls.push({ query: input, resolve, reject })
          }),
      ),
    },
  })
  return { calls, machine }
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve))

const loaded = (q: Pick<ListQuery, "pagina" | "por_pagina">, total: number): LoadOutcome<Row> => ({ kind: "loaded", page: answer(q, total) })

describe("records listPage machine", () => {
  it("counts pages and bounds Anterior/Siguiente", () => {
    expect(pagesOf(0, 10)).toBe(1)
    expect(pagesOf(10, 10)).toBe(1)
    expect(pagesOf(11, 10)).toBe(2)
    expect(pagesOf(23, 5)).toBe(5)
    const context = { pagina: 3, por_pagina: 10 as const, total: 23 }
    expect(pageCount(context)).toBe(3)
    expect(hasNext(context)).toBe(false)
    expect(hasNext({ ...context, pagina: 2 })).toBe(true)
    expect(hasPrevious(context)).toBe(true)
    expect(hasPrevious({ pagina: 1 })).toBe(false)
  })

  it("sends the search once the typing stops, from page 1", async () => {
    const { calls, machine } = controlledLoad()
    const clock = new SimulatedClock()
    const actor = createActor(machine, { input: { pageKey, storage: new Store(), debounceMs: 300 }, clock }).start()
    calls[0]?.resolve(loaded(calls[0].query, 23))
    await flush()
    actor.send({ type: "NEXT" })
    calls[1]?.resolve(loaded(calls[1].query, 23))
    await flush()
    expect(actor.getSnapshot().context.pagina).toBe(2)

    actor.send({ type: "SEARCH", value: "a" })
    expect(actor.getSnapshot().context).toMatchObject({ buscar: "a", pagina: 1 })
    clock.increment(299)
    actor.send({ type: "SEARCH", value: "ab" })
    clock.increment(299)
    expect(actor.getSnapshot().value).toBe("debouncing")
    expect(calls).toHaveLength(2)
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe("loading")
    expect(calls).toHaveLength(3)
    expect(calls[2]?.query).toMatchObject({ buscar: "ab", pagina: 1 })
    actor.stop()
  })

  it("a keystroke while a load runs drops that load's answer", async () => {
    const { calls, machine } = controlledLoad()
    const clock = new SimulatedClock()
    const actor = createActor(machine, { input: { pageKey, storage: new Store(), debounceMs: 50 }, clock }).start()
    actor.send({ type: "SEARCH", value: "x" })
    calls[0]?.resolve(loaded(calls[0].query, 23))
    await flush()
    expect(actor.getSnapshot().value).toBe("debouncing")
    expect(actor.getSnapshot().context.registros).toEqual([])
    actor.stop()
  })

  it("never lets a stale answer overwrite a newer one", async () => {
    const { calls, machine } = controlledLoad()
    const actor = createActor(machine, { input: { pageKey, storage: new Store() } }).start()
    actor.send({ type: "SORT", orden: "clave", direccion: "desc" })
    expect(calls).toHaveLength(2)
    const older: LoadOutcome<Row> = { kind: "loaded", page: { registros: [{ clave: "VIEJA" }], total: 1, pagina: 1, por_pagina: 10 } }
    const newer: LoadOutcome<Row> = { kind: "loaded", page: { registros: [{ clave: "NUEVA" }], total: 1, pagina: 1, por_pagina: 10 } }
    // The second answer first, then the first one, late.
    calls[1]?.resolve(newer)
    await flush()
    calls[0]?.resolve(older)
    await flush()
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context.registros).toEqual([{ clave: "NUEVA" }])

    // The first answer first, while the newer load still runs: still ignored.
    actor.send({ type: "RELOAD" })
    actor.send({ type: "NEXT" })
    actor.send({ type: "RELOAD" })
    expect(calls).toHaveLength(4)
    calls[2]?.resolve(older)
    await flush()
    expect(actor.getSnapshot().value).toBe("loading")
    calls[2]?.reject(new Error("late"))
    await flush()
    expect(actor.getSnapshot().value).toBe("loading")
    calls[3]?.resolve(newer)
    await flush()
    expect(actor.getSnapshot().context.registros).toEqual([{ clave: "NUEVA" }])
    actor.stop()
  })

  it("asks for the last page when the page asked is past the end, and stays on page 1 of an empty list", async () => {
    const { calls, machine } = controlledLoad()
    const storage = new Store()
    storage.setItem(listStateKey, JSON.stringify({ pageKey, state: { ...firstPage, pagina: 3 } }))
    const actor = createActor(machine, { input: { pageKey, storage } }).start()
    expect(calls[0]?.query.pagina).toBe(3)
    // 12 rows left after a deletion: two pages, so page 2 is asked for.
    calls[0]?.resolve(loaded(calls[0].query, 12))
    await flush()
    expect(calls).toHaveLength(2)
    expect(calls[1]?.query.pagina).toBe(2)
    expect(readListQuery(storage, pageKey).pagina).toBe(2)
    calls[1]?.resolve(loaded(calls[1].query, 12))
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ pagina: 2, total: 12 })
    expect(actor.getSnapshot().context.registros).toHaveLength(2)

    actor.send({ type: "RELOAD" })
    calls[2]?.resolve(loaded(calls[2].query, 0))
    await flush()
    expect(calls).toHaveLength(3)
    expect(actor.getSnapshot().value).toBe("ready")
    expect(actor.getSnapshot().context).toMatchObject({ pagina: 1, total: 0, registros: [] })
    actor.stop()
  })

  it("keeps a total counted only so far as such, with Siguiente open, until an exact one comes", async () => {
    const { calls, machine } = controlledLoad()
    const actor = createActor(machine, { input: { pageKey, storage: new Store() } }).start()
    // The server counted 10,001 rows and stopped: more match.
    calls[0]?.resolve({ kind: "loaded", page: { ...answer(calls[0].query, 10_001), total_exacto: false } })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ total: 10_001, totalExacto: false, pagina: 1 })
    expect(hasNext(actor.getSnapshot().context)).toBe(true)
    actor.send({ type: "NEXT" })
    expect(calls[1]?.query.pagina).toBe(2)
    calls[1]?.resolve({ kind: "loaded", page: { ...answer(calls[1].query, 10_001), total_exacto: false } })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ total: 10_001, totalExacto: false, pagina: 2 })
    // Rows went meanwhile: the next answer is exact again.
    actor.send({ type: "RELOAD" })
    calls[2]?.resolve(loaded(calls[2].query, 25))
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ total: 25, totalExacto: true, pagina: 2 })
    actor.send({ type: "RELOAD" })
    calls[3]?.resolve({ kind: "failed", message: "x" })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ total: 0, totalExacto: true })
    actor.stop()
  })

  it("goes to a page that exists and ignores one that does not", async () => {
    const { calls, machine } = controlledLoad()
    const actor = createActor(machine, { input: { pageKey, storage: new Store() } }).start()
    calls[0]?.resolve(loaded(calls[0].query, 23))
    await flush()
    actor.send({ type: "PAGE", page: 4 })
    actor.send({ type: "PAGE", page: 0 })
    actor.send({ type: "PAGE", page: 1.5 })
    expect(calls).toHaveLength(1)
    actor.send({ type: "PAGE", page: 3 })
    expect(calls[1]?.query.pagina).toBe(3)
    calls[1]?.resolve(loaded(calls[1].query, 23))
    await flush()
    actor.send({ type: "NEXT" })
    expect(calls).toHaveLength(2)
    actor.send({ type: "PAGE_SIZE", size: 20 })
    expect(calls[2]?.query).toMatchObject({ pagina: 1, por_pagina: 20 })
    actor.stop()
  })

  it("shows a failed load as a toast, a rejected one as the general error and a refused query beside the filters", async () => {
    const { calls, machine } = controlledLoad()
    const actor = createActor(machine, { input: { pageKey, storage: new Store() } })
    const toasts: unknown[] = []
    actor.on("toast", (t) => {
      toasts.push(t)
    })
    actor.start()
    calls[0]?.resolve({ kind: "failed", message: messages.errorObtener })
    await flush()
    expect(actor.getSnapshot().value).toBe("failed")
    expect(actor.getSnapshot().context.error).toBe(messages.errorObtener)
    expect(toasts).toEqual([{ type: "toast", tone: "error", title: messages.errorObtener }])

    actor.send({ type: "RELOAD" })
    calls[1]?.reject(new Error("fetch failed"))
    await flush()
    expect(actor.getSnapshot().context.error).toBe(messages.errorGeneral)
    expect(toasts.at(-1)).toEqual({ type: "toast", tone: "error", title: messages.errorGeneral })

    actor.send({ type: "APPLY_FILTERS", filtros: { desde: "2026/01/01" } })
    calls[2]?.resolve({ kind: "invalid", problems: ["La fecha debe tener el formato aaaa-mm-dd"] })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ error: null, problems: ["La fecha debe tener el formato aaaa-mm-dd"] })
    expect(toasts).toHaveLength(2)

    actor.send({ type: "CLEAR_FILTERS" })
    calls[3]?.resolve(loaded(calls[3].query, 5))
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ error: null, problems: [], total: 5 })
    actor.stop()
  })

  it("restores this page's query and discards another page's", () => {
    const { calls, machine } = controlledLoad()
    const storage = new Store()
    const mine: ListQuery = { buscar: "ana", pagina: 2, por_pagina: 50, orden: "fecha", direccion: "desc", filtros: { operacion: "login" } }
    storage.setItem(listStateKey, JSON.stringify({ pageKey, state: mine }))
    const back = createActor(machine, { input: { pageKey, storage } }).start()
    expect(listQueryOf(back.getSnapshot().context)).toEqual(mine)
    expect(calls[0]?.query).toEqual(mine)
    back.stop()

    // Another page starts: the slot becomes its own, so this page's query is forgotten.
    const other = createActor(machine, { input: { pageKey: "/organizacion/empresas", storage } }).start()
    expect(listQueryOf(other.getSnapshot().context)).toEqual(firstPage)
    expect(JSON.parse(storage.getItem(listStateKey) ?? "null")).toEqual({ pageKey: "/organizacion/empresas", state: firstPage })
    other.stop()
    expect(readListQuery(storage, pageKey)).toEqual(firstPage)

    // A page's own defaults apply when nothing of it is stored; unreadable slots and fields too.
    expect(readListQuery(storage, pageKey, { por_pagina: 20 })).toEqual({ ...firstPage, por_pagina: 20 })
    storage.setItem(listStateKey, "{not json")
    expect(readListQuery(storage, pageKey)).toEqual(firstPage)
    storage.setItem(
      listStateKey,
      JSON.stringify({ pageKey, state: { buscar: 3, pagina: 0, por_pagina: 7, orden: "clave", direccion: "up", filtros: { a: "1", b: 2 } } }),
    )
    expect(readListQuery(storage, pageKey, { por_pagina: 20 })).toEqual({ ...firstPage, por_pagina: 20, orden: "clave", filtros: { a: "1" } })
    // The slot as the in-browser list machine wrote it: nothing of it fits, so the defaults.
    storage.setItem(listStateKey, JSON.stringify({ pageKey, state: { search: "x", page: 2, pageSize: 5, sort: null, filters: {} } }))
    expect(readListQuery(storage, pageKey)).toEqual(firstPage)
  })
})

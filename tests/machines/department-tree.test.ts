import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import type { InfoDepartamento, NodoDepartamento } from "../../domain/organizacion/arbol-departamentos-api"
import { messages } from "../../domain/messages"
import { buildForest, parentIds } from "../../domain/organizacion/arbol-departamentos-rules"
import { type DepartmentTreeInput, type MoveRequest, type TreeFilter, departmentTreeMachine, initialFilter, readTreeState } from "../../machines/organizacion/arbol-departamentos"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"
import { MemoryStore } from "./support/memoryStore"
import { listStateKey } from "../../machines/records/list-state"
import type { Loaded } from "../../machines/records/loaded-resource"
import type { Saved } from "../../machines/saved"

type Snap = SnapshotFrom<typeof departmentTreeMachine>

const never = () => new Promise<never>(() => {})
const machine = departmentTreeMachine.provide({
  actors: {
    loadTree: fromPromise<Loaded<ReadonlyArray<NodoDepartamento>>, TreeFilter>(never),
    loadInfo: fromPromise<Loaded<InfoDepartamento>, { id_depto: number }>(never),
    moveDepartment: fromPromise<Saved, MoveRequest>(never),
  },
})

/** Serializes as a constant so the graph's states differ by what the machine holds, not the store. */
class Store extends MemoryStore {
  override toJSON(): Record<string, string> {
    return {}
  }
}

const pageKey = "/organizacion/arbol-departamentos"
const makeInput = (): DepartmentTreeInput => ({ pageKey, storage: new Store() })
const stored = (env: ReplayEnv) => JSON.parse((env.input as DepartmentTreeInput).storage.getItem(listStateKey) ?? "null")

const node = (id_depto: number, n_depto: string, id_depto_padre: number | null): NodoDepartamento => ({
  id_depto,
  id_depto_padre,
  n_depto,
  id_empresa: 1,
  id_centro_trabajo: 1,
  n_centro_trabajo: "Corporativo León",
  activo: "1",
  empleados: 3,
  id_responsable: null,
  n_responsable: null,
})

// Dirección (1) > Finanzas (2) > Nómina (4); Dirección > Logística (3) > Almacén (6); Ventas (5).
const nodes: ReadonlyArray<NodoDepartamento> = [
  node(1, "Dirección", null),
  node(2, "Finanzas", 1),
  node(3, "Logística", 1),
  node(4, "Nómina", 2),
  node(5, "Ventas", null),
  node(6, "Almacén", 3),
]

const info: InfoDepartamento = {
  id_depto: 2,
  id_depto_padre: 1,
  n_depto: "Finanzas",
  id_empresa: 1,
  n_empresa: "Comercializadora del Bajío S.A. de C.V.",
  id_centro_trabajo: 1,
  n_centro_trabajo: "Corporativo León",
  id_centro_costos: null,
  activo: "1",
  ruta: ["Dirección", "Finanzas"],
  hijos: 1,
  empleados: 3,
  empleados_total: 6,
  responsables: [],
}

const loopMessage = "No se puede asignar como departamento padre a un departamento dependiente"

const loaded = { type: "xstate.done.actor.loadTree", output: { kind: "loaded", value: nodes } } as const

// Three traversals, each with the events of one part of the page, so the graph stays small.
const lifecycleEvents = [
  loaded,
  { type: "xstate.done.actor.loadTree", output: { kind: "failed", message: messages.errorObtener } },
  { type: "xstate.error.actor.loadTree", error: new Error("offline") },
  { type: "RETRY" },
  { type: "FILTER", filter: { id_empresa: 1 } },
  { type: "FILTER", filter: { id_centro_trabajo: 7 } },
  { type: "FILTER", filter: { inactivos: true } },
] as const

const browsingEvents = [
  loaded,
  { type: "SEARCH", text: "almacen" },
  { type: "SEARCH", text: "" },
  { type: "SET_EXPANDED", ids: [5] },
  { type: "EXPAND_ALL" },
  { type: "COLLAPSE_ALL" },
] as const

const movingEvents = [
  loaded,
  { type: "OPEN", id_depto: 2 },
  { type: "OPEN", id_depto: 99 },
  { type: "xstate.done.actor.loadInfo", output: { kind: "loaded", value: info } },
  { type: "xstate.done.actor.loadInfo", output: { kind: "failed", message: messages.errorObtener } },
  { type: "xstate.error.actor.loadInfo", error: new Error("offline") },
  { type: "RETRY" },
  { type: "CLOSE" },
  { type: "MOVE" },
  { type: "CHOOSE", target: { kind: "depto", id_depto: 5 } },
  { type: "CHOOSE", target: { kind: "raiz" } },
  { type: "CHOOSE", target: null },
  { type: "SAVE" },
  { type: "CANCEL" },
  { type: "xstate.done.actor.moveDepartment", output: { kind: "saved", message: "Datos guardados" } },
  { type: "xstate.done.actor.moveDepartment", output: { kind: "refused", message: loopMessage } },
  { type: "xstate.error.actor.moveDepartment", error: new Error("offline") },
] as const

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }
const outputOf = (env: ReplayEnv) => (env.lastEvent as unknown as { output?: { kind: string; message?: string } } | undefined)?.output

describe("departmentTree machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const paths = [lifecycleEvents, browsingEvents, movingEvents].flatMap((events) =>
      transitionPaths(machine, { input: makeInput(), events: [...events] as never }),
    )
    replay<Snap>(machine, paths, coverage, {
      makeInput,
      expect: {
        '"loading"': (s, env) => {
          expect(s.children.loadTree).toBeDefined()
          const event = env.lastEvent as AnyEvent | undefined
          if (event?.type === "FILTER") {
            const filter = event.filter as Partial<TreeFilter>
            expect(s.context.filter).toMatchObject(filter)
            // Another company clears the centre.
            if (filter.id_empresa !== undefined) expect(s.context.filter.id_centro_trabajo).toBeNull()
            expect(s.context.selected).toBeNull()
            // Kept for this page in the list pages' slot.
            expect(stored(env)).toEqual({ pageKey, state: { filter: s.context.filter, search: s.context.search } })
          }
          if (event?.type === "xstate.done.actor.moveDepartment") {
            // A move that was taken: the toast, the dialogs closed, the new parent's way opened.
            expect(env.emitted.at(-1)).toEqual({ type: "toast", tone: "success", title: "Datos guardados" })
            expect(s.context.selected).toBeNull()
            expect(s.context.target).toBeNull()
          }
        },
        '"failed"': (s, env) => {
          expect(s.context.nodes).toEqual([])
          const event = env.lastEvent as AnyEvent | undefined
          if (event?.type === "xstate.error.actor.loadTree") expect(s.context.failure).toBe(messages.errorGeneral)
          else expect(s.context.failure).toBe(messages.errorObtener)
        },
        '{"ready":"browsing"}': (s, env) => {
          expect(s.context.nodes).toEqual(nodes)
          expect(s.context.failure).toBeNull()
          expect(s.context.selected).toBeNull()
          const event = env.lastEvent as AnyEvent | undefined
          if (event?.type === "SEARCH") {
            expect(s.context.search).toBe(event.text)
            expect(stored(env)).toEqual({ pageKey, state: { filter: s.context.filter, search: event.text } })
            // The way down to "Almacén" opens: Dirección and Logística.
            if (event.text === "almacen") expect(s.context.expanded).toEqual(expect.arrayContaining([1, 3]))
          }
          if (event?.type === "EXPAND_ALL") expect([...s.context.expanded].sort()).toEqual([...parentIds(buildForest(nodes))].sort())
          if (event?.type === "COLLAPSE_ALL") expect(s.context.expanded).toEqual([])
          if (event?.type === "SET_EXPANDED") expect(s.context.expanded).toEqual([5])
          if (event?.type === "OPEN") expect(event.id_depto).toBe(99)
        },
        '{"ready":{"details":"loading"}}': (s) => {
          expect(s.context.selected).toBe(2)
          expect(s.context.info).toBeNull()
          expect(s.children.loadInfo).toBeDefined()
        },
        '{"ready":{"details":"failed"}}': (s, env) => {
          const event = env.lastEvent as AnyEvent | undefined
          expect(s.context.infoFailure).toBe(event?.type === "xstate.error.actor.loadInfo" ? messages.errorGeneral : messages.errorObtener)
          expect(s.context.info).toBeNull()
        },
        '{"ready":{"details":"shown"}}': (s, env) => {
          expect(s.context.info).toEqual(info)
          if (env.lastEvent?.type === "CANCEL") {
            expect(s.context.target).toBeNull()
            expect(s.context.moveError).toBeNull()
          }
        },
        '{"ready":{"moving":"choosing"}}': (s, env) => {
          expect(s.context.selected).toBe(2)
          const event = env.lastEvent as AnyEvent | undefined
          if (event?.type === "MOVE") expect([s.context.target, s.context.moveError]).toEqual([null, null])
          if (event?.type === "CHOOSE") {
            expect(s.context.target).toEqual(event.target)
            expect(s.context.moveError).toBeNull()
          }
          // A refusal shows the server's own message in the dialog; a failure the general one.
          if (event?.type === "xstate.done.actor.moveDepartment") expect(s.context.moveError).toBe(outputOf(env)?.message)
          if (event?.type === "xstate.error.actor.moveDepartment") expect(s.context.moveError).toBe(messages.errorGeneral)
          if (event?.type === "SAVE") expect(s.context.target).toBeNull()
        },
        '{"ready":{"moving":"saving"}}': (s) => {
          expect(s.context.target).not.toBeNull()
          expect(s.children.moveDepartment).toBeDefined()
        },
      },
    })
    assertComplete(coverage)
  }, 120_000)
})

describe("departmentTree stored filters", () => {
  it("starts from this page's stored filters and search, and from the defaults otherwise", () => {
    const filter = { id_empresa: 2, id_centro_trabajo: 7, inactivos: true }
    const mine = new MemoryStore({ [listStateKey]: JSON.stringify({ pageKey, state: { filter, search: "nomina" } }) })
    expect(readTreeState(mine, pageKey)).toEqual({ filter, search: "nomina" })
    const actor = createActor(machine, { input: { pageKey, storage: mine } }).start()
    expect(actor.getSnapshot().context).toMatchObject({ filter, search: "nomina" })
    actor.stop()
    const cases: ReadonlyArray<readonly [string, string | null]> = [
      ["nothing stored", null],
      ["another page's slot", JSON.stringify({ pageKey: "/organizacion/empresas", state: { buscar: "x" } })],
      ["unreadable", "{no es json"],
    ]
    for (const [label, raw] of cases) {
      const store = new MemoryStore(raw === null ? {} : { [listStateKey]: raw })
      expect(readTreeState(store, pageKey), label).toEqual({ filter: initialFilter, search: "" })
    }
    // Values of the wrong shape fall back one by one.
    const odd = new MemoryStore({ [listStateKey]: JSON.stringify({ pageKey, state: { filter: { id_empresa: "1", id_centro_trabajo: -3, inactivos: "si" }, search: 5 } }) })
    expect(readTreeState(odd, pageKey)).toEqual({ filter: initialFilter, search: "" })
  })
})

describe("departmentTree machine with its services", () => {
  const run = (move: (request: MoveRequest) => Saved) => {
    const loads: Array<TreeFilter> = []
    const moves: Array<MoveRequest> = []
    let current = nodes
    const live = departmentTreeMachine.provide({
      actors: {
        loadTree: fromPromise<Loaded<ReadonlyArray<NodoDepartamento>>, TreeFilter>(async ({ input }) => {
          loads.push(input)
          return { kind: "loaded", value: current }
        }),
        loadInfo: fromPromise<Loaded<InfoDepartamento>, { id_depto: number }>(async ({ input }) => ({ kind: "loaded", value: { ...info, id_depto: input.id_depto } })),
        moveDepartment: fromPromise<Saved, MoveRequest>(async ({ input }) => {
          moves.push(input)
          const outcome = move(input)
          if (outcome.kind === "saved") current = current.map((n) => (n.id_depto === input.id_depto ? { ...n, id_depto_padre: input.id_depto_padre } : n))
          return outcome
        }),
      },
    })
    const actor = createActor(live, { input: makeInput() }).start()
    const toasts: Array<unknown> = []
    actor.on("toast", (t) => toasts.push(t))
    return { actor, loads, moves, toasts }
  }

  it("moves Finanzas under Ventas: saves the new parent, reloads, and opens Ventas", async () => {
    const { actor, loads, moves, toasts } = run(() => ({ kind: "saved", message: "Datos guardados" }))
    await waitFor(actor, (s) => s.matches({ ready: "browsing" }))
    actor.send({ type: "OPEN", id_depto: 2 })
    await waitFor(actor, (s) => s.matches({ ready: { details: "shown" } }))
    actor.send({ type: "MOVE" })
    actor.send({ type: "SAVE" })
    // Nothing chosen yet: nothing is saved.
    expect(actor.getSnapshot().matches({ ready: { moving: "choosing" } })).toBe(true)
    actor.send({ type: "CHOOSE", target: { kind: "depto", id_depto: 5 } })
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches({ ready: "browsing" }) && loads.length === 2)
    expect(moves).toEqual([{ id_depto: 2, id_depto_padre: 5 }])
    expect(toasts).toEqual([{ type: "toast", tone: "success", title: "Datos guardados" }])
    expect(actor.getSnapshot().context.nodes.find((n) => n.id_depto === 2)?.id_depto_padre).toBe(5)
    expect(actor.getSnapshot().context.expanded).toContain(5)
  })

  it("moves a department to the top with no parent", async () => {
    const { actor, moves } = run(() => ({ kind: "saved", message: "Datos guardados" }))
    await waitFor(actor, (s) => s.matches({ ready: "browsing" }))
    actor.send({ type: "OPEN", id_depto: 4 })
    await waitFor(actor, (s) => s.matches({ ready: { details: "shown" } }))
    actor.send({ type: "MOVE" })
    actor.send({ type: "CHOOSE", target: { kind: "raiz" } })
    actor.send({ type: "SAVE" })
    await waitFor(actor, (s) => s.matches({ ready: "browsing" }) && moves.length === 1)
    expect(moves).toEqual([{ id_depto: 4, id_depto_padre: null }])
  })

  it("keeps the dialog open with the server's message when the move is refused, and reloads nothing", async () => {
    const { actor, loads, toasts } = run(() => ({ kind: "refused", message: loopMessage }))
    await waitFor(actor, (s) => s.matches({ ready: "browsing" }))
    actor.send({ type: "OPEN", id_depto: 1 })
    await waitFor(actor, (s) => s.matches({ ready: { details: "shown" } }))
    actor.send({ type: "MOVE" })
    actor.send({ type: "CHOOSE", target: { kind: "depto", id_depto: 4 } })
    actor.send({ type: "SAVE" })
    const refused = await waitFor(actor, (s) => s.matches({ ready: { moving: "choosing" } }) && s.context.moveError !== null)
    expect(refused.context.moveError).toBe(loopMessage)
    expect(loads).toHaveLength(1)
    expect(toasts).toEqual([])
    expect(refused.context.nodes.find((n) => n.id_depto === 1)?.id_depto_padre).toBeNull()
  })

  it("keeps the search's matches in view after a reload and drops departments that left the answer", async () => {
    const { actor } = run(() => ({ kind: "saved", message: "Datos guardados" }))
    await waitFor(actor, (s) => s.matches({ ready: "browsing" }))
    actor.send({ type: "SET_EXPANDED", ids: [1, 42] })
    actor.send({ type: "SEARCH", text: "nómina" })
    actor.send({ type: "FILTER", filter: { inactivos: true } })
    const reloaded = await waitFor(actor, (s) => s.matches({ ready: "browsing" }))
    expect([...reloaded.context.expanded].sort()).toEqual([1, 2])
    expect(reloaded.context.filter).toEqual({ id_empresa: null, id_centro_trabajo: null, inactivos: true })
  })
})

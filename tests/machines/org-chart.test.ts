import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import type { NodoPosicion } from "../../domain/organizacion/organigramas-api"
import { messages } from "../../domain/messages"
import { chartCardCap } from "../../domain/organizacion/organigramas-rules"
import { type ChartFilter, type OrgChartInput, emptyFilter, orgChartMachine, readChartState } from "../../machines/organizacion/organigramas"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"
import { MemoryStore } from "./support/memoryStore"
import { listStateKey } from "../../machines/records/list-state"
import type { Loaded } from "../../machines/records/loaded-resource"

type Snap = SnapshotFrom<typeof orgChartMachine>

const never = () => new Promise<never>(() => {})
const machine = orgChartMachine.provide({
  actors: { loadChart: fromPromise<Loaded<ReadonlyArray<NodoPosicion>>, ChartFilter>(never) },
})

/** Serializes as a constant so the graph's states differ by what the machine holds, not the store. */
class Store extends MemoryStore {
  override toJSON(): Record<string, string> {
    return {}
  }
}

const pageKey = "/organizacion/organigramas"
const today = "2026-11-23"
const makeInput = (): OrgChartInput => ({ pageKey, today, storage: new Store() })
const stored = (env: ReplayEnv) => JSON.parse((env.input as OrgChartInput).storage.getItem(listStateKey) ?? "null")

const node = (id_posicion: string, n_posicion: string, id_posicion_jefe: string | null, n_empleado: string | null): NodoPosicion => ({
  id_posicion,
  n_posicion,
  id_posicion_jefe,
  id_puesto: "PUE-1",
  n_puesto: `Puesto de ${n_posicion}`,
  n_depto: "Dirección",
  id_empleado: n_empleado === null ? null : id_posicion.length,
  n_empleado,
  foto: null,
  f_ingreso: n_empleado === null ? null : "2020-01-01",
  n_subordinados: 0,
})

// Dirección (D) > Finanzas (F) > Nómina (N) > Pagos (P, vacant); Dirección > Ventas (V, vacant).
const nodes: ReadonlyArray<NodoPosicion> = [
  node("D", "Dirección", null, "Ana Ruiz"),
  node("F", "Finanzas", "D", "Luis Pérez"),
  node("N", "Nómina", "F", "Andrea Núñez"),
  node("P", "Pagos", "N", null),
  node("V", "Ventas", "D", null),
]

const loaded = { type: "xstate.done.actor.loadChart", output: { kind: "loaded", value: nodes } } as const

const lifecycleEvents = [
  loaded,
  { type: "xstate.done.actor.loadChart", output: { kind: "failed", message: messages.errorObtener } },
  { type: "xstate.error.actor.loadChart", error: new Error("offline") },
  { type: "RETRY" },
  { type: "FILTER", filter: { id_empresa: 1 } },
  { type: "FILTER", filter: { id_centro_trabajo: 7 } },
] as const

const browsingEvents = [
  { type: "FILTER", filter: { id_empresa: 1 } },
  loaded,
  { type: "SEARCH", text: "nunez" },
  { type: "SEARCH", text: "" },
  { type: "TOGGLE", id: "F" },
  { type: "SET_EXPANDED", ids: ["D"] },
  { type: "EXPAND_ALL" },
  { type: "COLLAPSE_ALL" },
  { type: "HIDE_VACANT", hide: true },
] as const

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }

describe("orgChart machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const paths = [lifecycleEvents, browsingEvents].flatMap((events) => transitionPaths(machine, { input: makeInput(), events: [...events] as never }))
    replay<Snap>(machine, paths, coverage, {
      makeInput,
      expect: {
        '"choosing"': (s) => {
          expect(s.context.filter).toEqual(emptyFilter(today))
          expect(s.context.nodes).toEqual([])
        },
        '"loading"': (s, env) => {
          expect(s.children.loadChart).toBeDefined()
          const event = env.lastEvent as AnyEvent | undefined
          if (event?.type === "FILTER") {
            expect(s.context.filter).toMatchObject(event.filter as Partial<ChartFilter>)
            expect(s.context.filter.fecha).toBe(today)
            // Another company clears the centre; kept for this page in the list pages' slot.
            if ((event.filter as Partial<ChartFilter>).id_empresa !== undefined) expect(s.context.filter.id_centro_trabajo).toBeNull()
            expect(stored(env)).toEqual({ pageKey, state: { filter: s.context.filter, search: s.context.search, hideVacant: s.context.hideVacant } })
          }
        },
        '"failed"': (s, env) => {
          expect(s.context.nodes).toEqual([])
          const event = env.lastEvent as AnyEvent | undefined
          expect(s.context.failure).toBe(event?.type === "xstate.error.actor.loadChart" ? messages.errorGeneral : messages.errorObtener)
        },
        '"ready"': (s, env) => {
          expect(s.context.nodes).toEqual(nodes)
          expect(s.context.failure).toBeNull()
          const open = [...s.context.expanded].sort()
          const event = env.lastEvent as AnyEvent | undefined
          // Two levels at first: the root open, so Finanzas and Ventas show.
          if (event?.type === "xstate.done.actor.loadChart") expect(open).toEqual(s.context.search === "" ? ["D"] : expect.arrayContaining(["D"]))
          if (event?.type === "SEARCH") {
            expect(s.context.search).toBe(event.text)
            // The way down to Andrea Núñez opens.
            if (event.text === "nunez") expect(open).toEqual(expect.arrayContaining(["D", "F"]))
          }
          if (event?.type === "EXPAND_ALL") expect(open).toEqual(s.context.hideVacant ? ["D", "F"] : ["D", "F", "N"])
          if (event?.type === "COLLAPSE_ALL") expect(open).toEqual([])
          if (event?.type === "SET_EXPANDED") expect(open).toEqual(["D"])
          if (event?.type === "HIDE_VACANT") {
            expect(s.context.hideVacant).toBe(true)
            expect(stored(env).state.hideVacant).toBe(true)
          }
          expect(s.context.capped).toBe(false)
        },
      },
    })
    assertComplete(coverage)
  }, 120_000)
})

describe("orgChart stored state", () => {
  it("starts from this page's stored filters and falls back to today and no filter", () => {
    const filter = { id_empresa: 2, id_centro_trabajo: 7, id_depto: 40, id_puesto: "GER-01", fecha: "2024-05-15" }
    const mine = new MemoryStore({ [listStateKey]: JSON.stringify({ pageKey, state: { filter, search: "ana", hideVacant: true } }) })
    expect(readChartState(mine, pageKey, today)).toEqual({ filter, search: "ana", hideVacant: true })
    const odd = new MemoryStore({ [listStateKey]: JSON.stringify({ pageKey, state: { filter: { id_empresa: "1", fecha: "2024-02-30", id_puesto: "x y" }, search: 3 } }) })
    expect(readChartState(odd, pageKey, today)).toEqual({ filter: emptyFilter(today), search: "", hideVacant: false })
    const other = new MemoryStore({ [listStateKey]: JSON.stringify({ pageKey: "/organizacion/empresas", state: {} }) })
    expect(readChartState(other, pageKey, today).filter).toEqual(emptyFilter(today))
  })
})

describe("orgChart card cap", () => {
  // A chief with 30 people under him, each with 20: 631 positions, more than the cap.
  const wide: Array<NodoPosicion> = [node("R", "Raíz", null, "Jefa")]
  for (let i = 0; i < 30; i++) {
    wide.push(node(`M${i}`, `Mando ${String(i).padStart(2, "0")}`, "R", `Persona ${i}`))
    for (let j = 0; j < 20; j++) wide.push(node(`M${i}-${j}`, `Puesto ${i}-${j}`, `M${i}`, j === 7 && i === 29 ? "Zoe Buscada" : null))
  }

  it("refuses an expansion that passes the cap and says so; a search still opens its way", async () => {
    const loads: Array<ChartFilter> = []
    const live = orgChartMachine.provide({
      actors: {
        loadChart: fromPromise<Loaded<ReadonlyArray<NodoPosicion>>, ChartFilter>(async ({ input }) => {
          loads.push(input)
          return { kind: "loaded", value: wide }
        }),
      },
    })
    const actor = createActor(live, { input: makeInput() }).start()
    actor.send({ type: "FILTER", filter: { id_centro_trabajo: 3, fecha: "2024-05-15" } })
    await waitFor(actor, (s) => s.matches("ready"))
    expect(loads).toEqual([{ ...emptyFilter(today), id_centro_trabajo: 3, fecha: "2024-05-15" }])
    expect(actor.getSnapshot().context.expanded).toEqual(["R"])
    actor.send({ type: "EXPAND_ALL" })
    expect(actor.getSnapshot().context).toMatchObject({ expanded: ["R"], capped: true })
    for (let i = 0; i < 23; i++) actor.send({ type: "TOGGLE", id: `M${i}` })
    expect(actor.getSnapshot().context).toMatchObject({ capped: false })
    expect(actor.getSnapshot().context.expanded).toHaveLength(24)
    actor.send({ type: "TOGGLE", id: "M23" })
    expect(actor.getSnapshot().context.capped).toBe(true)
    expect(actor.getSnapshot().context.expanded).not.toContain("M23")
    // The search keeps what fits: the way to Zoe replaces the rest when both do not.
    actor.send({ type: "SEARCH", text: "zoe" })
    expect([...actor.getSnapshot().context.expanded].sort()).toEqual(["M29", "R"])
    expect(actor.getSnapshot().context.capped).toBe(false)
    expect(chartCardCap).toBe(500)
    actor.stop()
  })
})

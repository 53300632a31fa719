import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import type { Loaded } from "../../machines/records/loaded-resource"
import { type PortalArrivalEvent, portalArrivalMachine } from "../../machines/personal/solicitudes-portal-arrival"
import type { PortalArrival, PortalArrivalKey } from "../../machines/personal/solicitudes-portal-calls"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

const never = () => new Promise<never>(() => {})
const machine = portalArrivalMachine.provide({ actors: { read: fromPromise<Loaded<PortalArrival>, PortalArrivalKey>(never) } })
type Snap = SnapshotFrom<typeof machine>

const first: PortalArrivalKey = { id_solicitud: 7, id_empleado: 3, monto: 1500 }
const second: PortalArrivalKey = { id_solicitud: 8, id_empleado: 3, monto: undefined }
const arrival: PortalArrival = { ...first, detalle: "Para lentes" }

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }

const events: ReadonlyArray<PortalArrivalEvent | AnyEvent> = [
  { type: "ADDRESS", key: first },
  // The same request in a fresh object: nothing new.
  { type: "ADDRESS", key: { ...first } },
  { type: "ADDRESS", key: second },
  { type: "ADDRESS", key: null },
  { type: "xstate.done.actor.read", output: { kind: "loaded", value: arrival } },
  { type: "xstate.done.actor.read", output: { kind: "failed", message: "No se pudo leer" } },
  { type: "xstate.error.actor.read", error: new Error("offline") },
]

const taken = (env: ReplayEnv) => env.emitted.filter((e) => e.type === "taken").length

describe("portal-arrival machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const paths = transitionPaths(machine, { events: [...events] as never })
    replay<Snap>(machine, paths, coverage, {
      expect: {
        '"idle"': (s, env) => {
          const event = env.lastEvent as AnyEvent | undefined
          expect(s.children.read).toBeUndefined()
          if (event === undefined) expect(s.context).toEqual({ key: null, arrival: null })
          if (event?.type === "ADDRESS" && event.key === null) expect(s.context.key).toBeNull()
          const output = event?.type === "xstate.done.actor.read" ? (event.output as Loaded<PortalArrival>) : null
          if (output?.kind === "loaded") {
            // The answer stays, and the view is asked to drop the address's parameters.
            expect(s.context.arrival).toEqual(arrival)
            expect(env.emitted.at(-1)).toEqual({ type: "taken" })
          }
          // Only an answer asks the view to take the address: a request that could not be read leaves the page as it was.
          expect(taken(env) > 0).toBe(s.context.arrival !== null)
        },
        '"reading"': (s, env) => {
          const event = env.lastEvent as AnyEvent
          expect(s.children.read).toBeDefined()
          if (event.type === "ADDRESS" && event.key !== null) expect(s.context.key).toEqual(event.key)
          expect(s.context.key).not.toBeNull()
        },
      },
    })
    assertComplete(coverage)
  }, 60_000)
})

describe("portal-arrival machine with a live read", () => {
  it("reads a request once, keeps its answer when the address drops it, and reads it again only after", async () => {
    const asked: Array<number> = []
    const live = portalArrivalMachine.provide({
      actors: {
        read: fromPromise<Loaded<PortalArrival>, PortalArrivalKey>(async ({ input }) => {
          asked.push(input.id_solicitud)
          return { kind: "loaded", value: { ...input, detalle: "Para lentes" } }
        }),
      },
    })
    const actor = createActor(live).start()
    let takenCount = 0
    actor.on("taken", () => takenCount++)
    actor.send({ type: "ADDRESS", key: first })
    await waitFor(actor, (s) => s.context.arrival !== null)
    actor.send({ type: "ADDRESS", key: { ...first } })
    expect(actor.getSnapshot().matches("idle")).toBe(true)
    actor.send({ type: "ADDRESS", key: null })
    expect(actor.getSnapshot().context.arrival).toEqual(arrival)
    actor.send({ type: "ADDRESS", key: first })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(asked).toEqual([7, 7])
    expect(takenCount).toBe(2)
    actor.stop()
  })
})

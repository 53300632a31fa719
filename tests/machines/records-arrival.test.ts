import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import { messages } from "../../domain/messages"
import { type ArrivalEvent, createArrivalMachine } from "../../machines/records/arrival"
import type { Loaded } from "../../machines/records/loaded-resource"
import type { PortalArrival, PortalArrivalKey } from "../../machines/personal/solicitudes-portal-calls"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

// Through the kiosk request a loan page is reached from; the machine knows no endpoint.

const base = createArrivalMachine<PortalArrivalKey, PortalArrival>()
const never = () => new Promise<never>(() => {})
const machine = base.provide({ actors: { read: fromPromise<Loaded<PortalArrival>, { readonly key: PortalArrivalKey }>(never) } })
type Snap = SnapshotFrom<typeof machine>

const first: PortalArrivalKey = { id_solicitud: 7, id_empleado: 3, monto: 1500 }
const second: PortalArrivalKey = { id_solicitud: 8, id_empleado: 3, monto: undefined }
const arrival: PortalArrival = { ...first, detalle: "Para lentes" }
const unread = "No se pudo obtener la información"

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }

const events: ReadonlyArray<ArrivalEvent<PortalArrivalKey> | AnyEvent> = [
  { type: "ADDRESS", key: first },
  // The same request in a fresh object: nothing new.
  { type: "ADDRESS", key: { ...first } },
  { type: "ADDRESS", key: second },
  { type: "ADDRESS", key: null },
  { type: "xstate.done.actor.read", output: { kind: "loaded", value: arrival } },
  { type: "xstate.done.actor.read", output: { kind: "failed", message: unread } },
  { type: "xstate.error.actor.read", error: new Error("offline") },
]

const taken = (env: ReplayEnv) => env.emitted.filter((e) => e.type === "taken").length

describe("arrival machine paths", () => {
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
          if (event?.type === "xstate.done.actor.read") {
            const output = event.output as Loaded<PortalArrival>
            // The answer stays, and the view is asked to drop the address's parameters; a failure is said, and taken too.
            if (output.kind === "loaded") {
              expect(s.context.arrival).toEqual(arrival)
              expect(env.emitted.at(-1)).toEqual({ type: "taken" })
            } else expect(env.emitted.slice(-2)).toEqual([{ type: "toast", tone: "error", title: unread }, { type: "taken" }])
          }
          if (event?.type === "xstate.error.actor.read") expect(env.emitted.slice(-2)).toEqual([{ type: "toast", tone: "error", title: messages.errorGeneral }, { type: "taken" }])
          // Only an answer is an arrival.
          if (s.context.arrival !== null) expect(taken(env)).toBeGreaterThan(0)
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
  })
})

describe("arrival machine with a live read", () => {
  it("reads a key once, keeps its answer when the address drops it, and reads it again only after", async () => {
    const asked: Array<number> = []
    const live = base.provide({
      actors: {
        read: fromPromise<Loaded<PortalArrival>, { readonly key: PortalArrivalKey }>(async ({ input }) => {
          asked.push(input.key.id_solicitud)
          return { kind: "loaded", value: { ...input.key, detalle: "Para lentes" } }
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

import { describe, expect, it } from "vitest"
import { type EventObject, type SnapshotFrom, createActor, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import {
  type ReadOutcome,
  type RecordAddressEmitted,
  type RecordAddressEvent,
  addressIdOf,
  addressValueOf,
  recordAddressMachine,
} from "../../machines/records/record-address"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof recordAddressMachine>

const record = { id_empleado: 12, nombre: "Ana" }
const found = { type: "xstate.done.actor.read", output: { kind: "found", record } satisfies ReadOutcome }
const unknown = { type: "xstate.done.actor.read", output: { kind: "missing", message: "No existe" } satisfies ReadOutcome }
const offline = { type: "xstate.error.actor.read", error: new Error("offline") }

/** A user's choices and what the URL says: one record, another, none; the reader's answers. */
const events: ReadonlyArray<RecordAddressEvent | EventObject> = [
  { type: "OPEN", id: "12" },
  { type: "ADDRESS", id: "12" },
  { type: "ADDRESS", id: "13" },
  { type: "ADDRESS", id: null },
  { type: "CLOSED" },
  found,
  unknown,
  offline,
]

const emittedOf = (env: ReplayEnv) => env.emitted as ReadonlyArray<RecordAddressEmitted>
const lastNavigation = (env: ReplayEnv) => emittedOf(env).filter((e) => e.type === "navigate").at(-1)

describe("recordAddress machine paths", () => {
  it("reaches every state and takes every transition, each state holding what it shows", () => {
    const coverage = new Coverage(recordAddressMachine)
    replay<Snap>(recordAddressMachine, transitionPaths(recordAddressMachine, { events: [...events] as never }), coverage, {
      expect: {
        '"none"': (s, env) => {
          // Nothing open, nothing to say; a row chosen puts its id into a new history entry.
          expect(s.context.id).toBeNull()
          expect(s.context.record).toBeNull()
          expect(s.context.problem).toBeNull()
          const event = env.lastEvent as RecordAddressEvent | undefined
          if (event?.type === "OPEN") expect(s.context.pushed).toBe(true)
          // Pushed and waiting for the URL to name the record: the last navigation asked for it.
          if (s.context.pushed) expect(lastNavigation(env)).toEqual({ type: "navigate", id: "12", how: "push" })
          // The form closed on a record: leave its address, back to the list's entry when this page pushed it.
          if (event?.type === "CLOSED") {
            const pushedBefore = emittedOf(env).some((e) => e.type === "navigate" && e.how === "push")
            expect(lastNavigation(env)).toEqual({ type: "navigate", id: null, how: pushedBefore ? "back" : "replace" })
          }
        },
        '"reading"': (s, env) => {
          expect(s.context.id).toMatch(/^1[23]$/)
          expect(s.context.record).toBeNull()
          expect(s.context.problem).toBeNull()
          expect((env.lastEvent as RecordAddressEvent | undefined)?.type).toBe("ADDRESS")
        },
        '"open"': (s, env) => {
          expect(s.context.record).toBe(record)
          expect(emittedOf(env).at(-1)).toEqual({ type: "opened", id: s.context.id, record })
        },
        '"missing"': (s, env) => {
          expect(s.context.record).toBeNull()
          // The reader's sentence, or the general one when no answer came; a row chosen meanwhile keeps it.
          if (env.lastEvent?.type === "xstate.error.actor.read") expect(s.context.problem).toBe(messages.errorGeneral)
          else if (env.lastEvent?.type === "xstate.done.actor.read") expect(s.context.problem).toBe("No existe")
          else expect([messages.errorGeneral, "No existe"]).toContain(s.context.problem)
        },
      },
    })
    assertComplete(coverage)
  })

  it("opens a row in a history entry of its own, and goes back to the list when its form closes", async () => {
    let reads = 0
    const actor = createActor(
      recordAddressMachine.provide({
        actors: {
          read: fromPromise<ReadOutcome, string>(async ({ input }) => {
            reads++
            return input === "12" ? { kind: "found", record } : { kind: "missing", message: "No existe" }
          }),
        },
      }),
    ).start()
    const seen: RecordAddressEmitted[] = []
    actor.on("*", (e) => {
      seen.push(e)
    })
    actor.send({ type: "ADDRESS", id: null })
    actor.send({ type: "OPEN", id: "12" })
    actor.send({ type: "ADDRESS", id: "12" })
    await expect.poll(() => actor.getSnapshot().value).toBe("open")
    // The same address again (a render) reads nothing more.
    actor.send({ type: "ADDRESS", id: "12" })
    actor.send({ type: "CLOSED" })
    actor.send({ type: "ADDRESS", id: null })
    expect(reads).toBe(1)
    expect(seen).toEqual([
      { type: "navigate", id: "12", how: "push" },
      { type: "opened", id: "12", record },
      { type: "navigate", id: null, how: "back" },
    ])
    // A bookmarked address of a record that is not there: a message, and leaving replaces the address.
    actor.send({ type: "ADDRESS", id: "99" })
    await expect.poll(() => actor.getSnapshot().value).toBe("missing")
    expect(actor.getSnapshot().context.problem).toBe("No existe")
    actor.send({ type: "CLOSED" })
    expect(seen.at(-1)).toEqual({ type: "navigate", id: null, how: "replace" })
    // Back while a record is open closes its form.
    actor.send({ type: "ADDRESS", id: "12" })
    await expect.poll(() => actor.getSnapshot().value).toBe("open")
    actor.send({ type: "ADDRESS", id: null })
    expect(seen.at(-1)).toEqual({ type: "closeForm" })
    expect(actor.getSnapshot().value).toBe("none")
  })

  it("reads an id from the URL as the router parsed it, and writes digits as a number", () => {
    expect(addressIdOf(12)).toBe("12")
    expect(addressIdOf("A~B")).toBe("A~B")
    expect(addressIdOf("")).toBeNull()
    expect(addressIdOf(-1)).toBeNull()
    expect(addressIdOf(1.5)).toBeNull()
    expect(addressIdOf({ id: 1 })).toBeNull()
    expect(addressIdOf("x".repeat(201))).toBeNull()
    expect(addressValueOf("12")).toBe(12)
    expect(addressValueOf("007")).toBe("007")
    expect(addressValueOf("VENTAS")).toBe("VENTAS")
  })
})

import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import { messages } from "../../domain/messages"
import {
  type Loaded,
  type LoadedResourceEvent,
  createLoadedResourceMachine,
  isEmptyValue,
  sameKey,
} from "../../machines/records/loaded-resource"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

interface Key {
  readonly id: number
}

const base = createLoadedResourceMachine<Key, ReadonlyArray<string>>()
const never = () => new Promise<never>(() => {})
const machine = base.provide({ actors: { load: fromPromise<Loaded<ReadonlyArray<string>>, { readonly key: Key }>(never) } })
type Snap = SnapshotFrom<typeof machine>

const done = (output: Loaded<ReadonlyArray<string>>) => ({ type: "xstate.done.actor.load", output }) as const
const rows = ["Ana Ruiz", "Luis Pérez"]

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }

const events: ReadonlyArray<LoadedResourceEvent<Key> | AnyEvent> = [
  done({ kind: "loaded", value: rows }),
  done({ kind: "loaded", value: [] }),
  done({ kind: "failed", message: messages.errorObtener }),
  { type: "xstate.error.actor.load", error: new Error("offline") },
  { type: "LOAD", key: { id: 2 } },
  { type: "LOAD", key: null },
  { type: "RELOAD" },
  { type: "RETRY" },
  { type: "xstate.after.debounce.loadedResource.waiting" },
]

const toasts = (env: ReplayEnv) => env.emitted.filter((e) => e.type === "toast")

describe("loaded-resource machine paths", () => {
  it("reaches every state and takes every transition, starting with a key and with none", () => {
    const coverage = new Coverage(machine)
    const starts = [{ key: { id: 1 } }, { key: null }, { key: { id: 1 }, debounceMs: 250 }, { key: { id: 1 }, debounceMs: 250, keepWhileLoading: true }]
    for (const input of starts) {
      const paths = transitionPaths(machine, { input, events: [...events] as never })
      replay<Snap>(machine, paths, coverage, {
        input,
        expect: {
          '"idle"': (s) => {
            expect(s.context).toMatchObject({ key: null, value: null, failure: null })
            expect(s.children.load).toBeUndefined()
          },
          '"waiting"': (s, env) => {
            // Only a search box waits: a new key, nothing read yet, nothing shown.
            expect(s.context.debounceMs).toBe(250)
            expect(s.children.load).toBeUndefined()
            expect(s.context).toMatchObject({ key: (env.lastEvent as AnyEvent).key, failure: null })
            // The last answer stays on screen only when the view asked for it.
            if (!s.context.keepWhileLoading) expect(s.context.value).toBeNull()
            else expect([null, rows, []]).toContainEqual(s.context.value)
          },
          '"loading"': (s, env) => {
            const event = env.lastEvent as AnyEvent | undefined
            expect(s.context.key).not.toBeNull()
            expect(s.children.load).toBeDefined()
            expect(s.context.failure).toBeNull()
            if (event?.type === "LOAD") expect(s.context.key).toEqual(event.key)
            // A search box's key is read once it stayed, the first key of all at once.
            if (event?.type.startsWith("xstate.after")) expect(s.context.debounceMs).toBe(250)
            // A new key forgets the old answer (the live test below); the same key read again keeps it on screen.
            if (event?.type === "RELOAD" || event?.type === "RETRY" || s.context.keepWhileLoading) expect([null, rows, []]).toContainEqual(s.context.value)
          },
          '"shown"': (s) => {
            expect(s.context.value).toEqual(rows)
            expect(s.context.failure).toBeNull()
          },
          '"empty"': (s) => {
            expect(s.context.value).toEqual([])
            expect(s.context.failure).toBeNull()
          },
          '"failed"': (s, env) => {
            expect(s.context.value).toBeNull()
            // The server's message, or the general one when no answer came; said in a toast too.
            const event = env.lastEvent as AnyEvent | undefined
            if (event?.type === "xstate.error.actor.load") expect(s.context.failure).toBe(messages.errorGeneral)
            if (event?.type === "xstate.done.actor.load") expect(s.context.failure).toBe(messages.errorObtener)
            expect([messages.errorGeneral, messages.errorObtener]).toContain(s.context.failure)
            expect(toasts(env).at(-1)).toEqual({ type: "toast", tone: "error", title: s.context.failure })
          },
        },
      })
    }
    assertComplete(coverage)
  })
})

describe("loaded-resource machine with a live load", () => {
  it("drops the answer about a key no longer asked for", async () => {
    const pending = new Map<number, (v: Loaded<ReadonlyArray<string>>) => void>()
    const live = base.provide({
      actors: {
        load: fromPromise<Loaded<ReadonlyArray<string>>, { readonly key: Key }>(({ input }) => new Promise((resolve) => pending.set(input.key.id, resolve))),
      },
    })
    const actor = createActor(live, { input: { key: { id: 1 } } }).start()
    actor.send({ type: "LOAD", key: { id: 2 } })
    expect(actor.getSnapshot().context).toMatchObject({ key: { id: 2 }, value: null, failure: null })
    pending.get(1)?.({ kind: "loaded", value: ["de la clave 1"] })
    pending.get(2)?.({ kind: "loaded", value: ["de la clave 2"] })
    const s = await waitFor(actor, (x) => x.matches("shown"))
    expect(s.context).toMatchObject({ key: { id: 2 }, value: ["de la clave 2"], failure: null })
    // An equal key (a fresh object) reads nothing again.
    actor.send({ type: "LOAD", key: { id: 2 } })
    expect(actor.getSnapshot().value).toBe("shown")
    // Another key forgets what the last one showed; no key at all leaves nothing.
    actor.send({ type: "LOAD", key: { id: 3 } })
    expect(actor.getSnapshot().context).toMatchObject({ key: { id: 3 }, value: null, failure: null })
    actor.send({ type: "LOAD", key: null })
    expect(actor.getSnapshot().value).toBe("idle")
    actor.stop()
  })

  it("retries after a failure and keeps the value while the same key is read again", async () => {
    let calls = 0
    const live = base.provide({
      actors: {
        load: fromPromise<Loaded<ReadonlyArray<string>>, { readonly key: Key }>(async () => {
          calls++
          return calls === 1 ? { kind: "failed", message: messages.errorObtener } : { kind: "loaded", value: rows }
        }),
      },
    })
    const actor = createActor(live, { input: { key: { id: 1 } } }).start()
    await waitFor(actor, (x) => x.matches("failed"))
    actor.send({ type: "RETRY" })
    await waitFor(actor, (x) => x.matches("shown"))
    actor.send({ type: "RELOAD" })
    expect(actor.getSnapshot().value).toBe("loading")
    expect(actor.getSnapshot().context.value).toEqual(rows)
    await waitFor(actor, (x) => x.matches("shown"))
    expect(calls).toBe(3)
    actor.stop()
  })
})

describe("loaded-resource machine keeping the last answer", () => {
  it("shows the last answer until the new key's arrives, and never an earlier key's", async () => {
    const pending = new Map<number, (v: Loaded<ReadonlyArray<string>>) => void>()
    const live = base.provide({
      actors: {
        load: fromPromise<Loaded<ReadonlyArray<string>>, { readonly key: Key }>(({ input }) => new Promise((resolve) => pending.set(input.key.id, resolve))),
      },
    })
    const actor = createActor(live, { input: { key: { id: 1 }, keepWhileLoading: true } }).start()
    pending.get(1)?.({ kind: "loaded", value: ["de la clave 1"] })
    await waitFor(actor, (x) => x.matches("shown"))
    actor.send({ type: "LOAD", key: { id: 2 } })
    actor.send({ type: "LOAD", key: { id: 3 } })
    expect(actor.getSnapshot().context).toMatchObject({ key: { id: 3 }, value: ["de la clave 1"] })
    pending.get(2)?.({ kind: "loaded", value: ["de la clave 2"] })
    pending.get(3)?.({ kind: "loaded", value: ["de la clave 3"] })
    const s = await waitFor(actor, (x) => x.matches("shown") && x.context.value?.[0] !== "de la clave 1")
    expect(s.context.value).toEqual(["de la clave 3"])
    actor.stop()
  })
})

describe("loaded-resource helpers", () => {
  it("compares keys by value and knows an empty answer", () => {
    expect(sameKey({ id: 1 }, { id: 1 })).toBe(true)
    expect(sameKey({ id: 1 }, { id: 2 })).toBe(false)
    expect(sameKey("a", "a")).toBe(true)
    expect(sameKey(null, "a")).toBe(false)
    expect(isEmptyValue([])).toBe(true)
    expect(isEmptyValue(null)).toBe(true)
    expect(isEmptyValue(["x"])).toBe(false)
    expect(isEmptyValue({})).toBe(false)
  })
})

import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import { type ToastEmitted, reasonOf, toast } from "../toast"
import type { PortResult } from "./api-port"
import { actorSlot } from "../actor-slot"

// One thing a page reads from the server and shows: a record's detail, a panel's data, the items
// of a select. The resource is named by a key (the record's id, the chosen company, who the
// kiosk helps); no key means nothing to read yet. A new key drops the answer in flight, so a slow
// answer about the previous key never shows; RELOAD reads the same key again (after a save) and
// RETRY does after a failure, whose Spanish message the view shows beside its "Reintentar". The
// read itself is the injected `load` actor; this machine never knows the endpoint.

export type Loaded<A> = { readonly kind: "loaded"; readonly value: A } | { readonly kind: "failed"; readonly message: string }

/** A read's answer as a Loaded: its result, or the spec's "could not read" whatever went wrong. */
export const loadedResult = <A>(result: PortResult<{ readonly result: A }>): Loaded<A> =>
  result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: messages.errorObtener }

export interface LoadedResourceInput<Key> {
  /** What to read first; null waits for a LOAD. */
  readonly key: Key | null
  /** Quiet time after a new key before it is read (a search box's keystrokes); none by default. */
  readonly debounceMs?: number
  /**
   * Whether the last answer stays on screen while another key is read (a form's side panel that
   * follows each keystroke, a search's results): its inputs do not vanish under the user's focus.
   * Either way the answer about an earlier key never replaces the one about the current key.
   */
  readonly keepWhileLoading?: boolean
}

export interface LoadedResourceContext<Key, A> {
  readonly key: Key | null
  /** The last answer for this key; kept while the same key is read again, dropped with the key. */
  readonly value: A | null
  /** Why the last read failed. */
  readonly failure: string | null
  readonly debounceMs: number
  readonly keepWhileLoading: boolean
}

export type LoadedResourceEvent<Key> =
  /** Another key (an equal one changes nothing); null empties the resource. */
  | { readonly type: "LOAD"; readonly key: Key | null }
  /** The same key again, e.g. after a save changed it; nothing while there is no key. */
  | { readonly type: "RELOAD" }
  /** The "Reintentar" of a failed read. */
  | { readonly type: "RETRY" }

/** Keys are compared by value, so a view may pass a fresh object with the same fields. */
export const sameKey = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b)

/** An answer with nothing to show: no value, or an empty list. */
export const isEmptyValue = (value: unknown): boolean => value === null || value === undefined || (Array.isArray(value) && value.length === 0)

/** The machine for one key and value type, so a view reads its value without casts. */
export const createLoadedResourceMachine = <Key, A>() =>
  setup({
    types: {
      context: {} as LoadedResourceContext<Key, A>,
      events: {} as LoadedResourceEvent<Key>,
      input: {} as LoadedResourceInput<Key>,
      emitted: {} as ToastEmitted,
    },
    actors: {
      // The key arrives wrapped: a bare type parameter as an actor's input defeats xstate's typing.
      load: actorSlot<Loaded<A>, { readonly key: Key }>("load"),
    },
    delays: {
      debounce: ({ context }) => context.debounceMs,
    },
    guards: {
      hasKey: ({ context }) => context.key !== null,
      newKey: ({ context, event }) => event.type === "LOAD" && !sameKey(context.key, event.key),
      newDebouncedKey: ({ context, event }) => context.debounceMs > 0 && event.type === "LOAD" && !sameKey(context.key, event.key),
      nullKey: ({ event }) => event.type === "LOAD" && event.key === null,
      empty: (_, outcome: Loaded<A>) => outcome.kind === "loaded" && isEmptyValue(outcome.value),
      loaded: (_, outcome: Loaded<A>) => outcome.kind === "loaded",
    },
  }).createMachine({
    id: "loadedResource",
    context: ({ input }) => ({
      key: input.key,
      value: null,
      failure: null,
      debounceMs: input.debounceMs ?? 0,
      keepWhileLoading: input.keepWhileLoading ?? false,
    }),
    initial: "starting",
    on: {
      LOAD: [
        {
          guard: "nullKey",
          target: ".idle",
          actions: assign({ key: null, value: null, failure: null }),
        },
        {
          // Leaving `loading` stops the read in flight: its answer is never seen. A wait starts again.
          guard: "newDebouncedKey",
          target: ".waiting",
          reenter: true,
          actions: assign(({ context, event }) =>
            event.type === "LOAD" ? { key: event.key, value: context.keepWhileLoading ? context.value : null, failure: null } : {},
          ),
        },
        {
          // Re-entering `loading` stops the read in flight: its answer is never seen.
          guard: "newKey",
          target: ".loading",
          reenter: true,
          actions: assign(({ context, event }) =>
            event.type === "LOAD" ? { key: event.key, value: context.keepWhileLoading ? context.value : null, failure: null } : {},
          ),
        },
      ],
    },
    states: {
      starting: {
        always: [{ guard: "hasKey", target: "loading" }, { target: "idle" }],
      },
      idle: {},
      waiting: {
        after: { debounce: { target: "loading" } },
      },
      loading: {
        entry: assign({ failure: null }),
        invoke: {
          id: "load",
          src: "load",
          input: ({ context }) => ({ key: context.key as Key }),
          onDone: [
            {
              guard: { type: "empty", params: ({ event }) => event.output },
              target: "empty",
              actions: assign({ value: ({ event }) => (event.output.kind === "loaded" ? event.output.value : null), failure: null }),
            },
            {
              guard: { type: "loaded", params: ({ event }) => event.output },
              target: "shown",
              actions: assign({ value: ({ event }) => (event.output.kind === "loaded" ? event.output.value : null), failure: null }),
            },
            {
              target: "failed",
              actions: [
                assign({ value: null, failure: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorGeneral) }),
                emit(({ event }) => toast("error", reasonOf(event.output, "failed", messages.errorGeneral))),
              ],
            },
          ],
          // No answer at all (the promise rejected): the transport failed.
          onError: {
            target: "failed",
            actions: [
              assign({ value: null, failure: messages.errorGeneral }),
              emit({ type: "toast", tone: "error", title: messages.errorGeneral } as const),
            ],
          },
        },
        on: { RELOAD: { target: "loading", reenter: true } },
      },
      shown: {
        on: { RELOAD: { target: "loading" } },
      },
      empty: {
        on: { RELOAD: { target: "loading" } },
      },
      failed: {
        on: { RETRY: { target: "loading" }, RELOAD: { target: "loading" } },
      },
    },
  })

/** The type-agnostic machine: for tests and for code that never reads the value's fields. */
export const loadedResourceMachine = createLoadedResourceMachine<unknown, unknown>()
export type LoadedResourceMachine<Key, A> = ReturnType<typeof createLoadedResourceMachine<Key, A>>

/** What a view shows for the resource. */
export type ResourcePhase = "idle" | "waiting" | "loading" | "shown" | "empty" | "failed"

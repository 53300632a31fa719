import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import { type ToastEmitted, toast } from "../toast"
import { type Loaded, sameKey } from "./loaded-resource"
import { actorSlot } from "../actor-slot"

// A page reached from elsewhere with something named in its address (the kiosk request a letter,
// loan or aid answers; the candidate Candidatos sends to pre-alta): what the address names is
// read once (the injected `read`), and the answer is the page's arrival, kept after the route
// drops the address's parameters, which `taken` asks the view to do. The same key is not read
// again until the parameters have gone; another key drops the answer still coming, and so does
// an address without one. A read that fails is said in a toast and the address is taken all the
// same, so a reload does not try again.

export interface ArrivalContext<Key, A> {
  /** What the address names, being read or last read. */
  readonly key: Key | null
  readonly arrival: A | null
}

export type ArrivalEvent<Key> =
  /** What the address names (null: nothing). */
  { readonly type: "ADDRESS"; readonly key: Key | null }

export type ArrivalEmitted = ToastEmitted | { readonly type: "taken" }

/** The machine for one key and answer type, so a view reads its arrival without casts. */
export const createArrivalMachine = <Key, A>() =>
  setup({
    types: {
      context: {} as ArrivalContext<Key, A>,
      events: {} as ArrivalEvent<Key>,
      emitted: {} as ArrivalEmitted,
    },
    actors: {
      // The key arrives wrapped: a bare type parameter as an actor's input defeats xstate's typing.
      read: actorSlot<Loaded<A>, { readonly key: Key }>("read"),
    },
    guards: {
      anotherKey: ({ context, event }) => event.key !== null && !sameKey(context.key, event.key),
      noKey: ({ event }) => event.key === null,
      answered: (_, outcome: Loaded<A>) => outcome.kind === "loaded",
    },
  }).createMachine({
    id: "arrival",
    context: { key: null, arrival: null },
    initial: "idle",
    states: {
      idle: {
        on: {
          ADDRESS: [
            { guard: "anotherKey", target: "reading", actions: assign({ key: ({ event }) => event.key }) },
            { guard: "noKey", actions: assign({ key: null }) },
          ],
        },
      },
      reading: {
        invoke: {
          id: "read",
          src: "read",
          input: ({ context }) => ({ key: context.key as Key }),
          onDone: [
            {
              guard: { type: "answered", params: ({ event }) => event.output },
              target: "idle",
              actions: [
                assign({ arrival: ({ context, event }) => (event.output.kind === "loaded" ? event.output.value : context.arrival) }),
                emit({ type: "taken" } as const),
              ],
            },
            {
              target: "idle",
              actions: [
                emit(({ event }) => toast("error", event.output.kind === "failed" ? event.output.message : messages.errorGeneral)),
                emit({ type: "taken" } as const),
              ],
            },
          ],
          onError: { target: "idle", actions: [emit(toast("error", messages.errorGeneral)), emit({ type: "taken" } as const)] },
        },
        on: {
          ADDRESS: [
            { guard: "anotherKey", target: "reading", reenter: true, actions: assign({ key: ({ event }) => event.key }) },
            { guard: "noKey", target: "idle", actions: assign({ key: null }) },
          ],
        },
      },
    },
  })

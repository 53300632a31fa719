import { assign, emit, fromPromise, setup } from "xstate"
import type { Loaded } from "../records/loaded-resource"
import { sameKey } from "../records/loaded-resource"
import type { PortalArrival, PortalArrivalKey } from "./solicitudes-portal-calls"

// A target page reached from Solicitudes del portal (Cartas laborales, a loan, an aid, Gestión de
// personal): the address names the request, which is read once (the injected `read`); its answer
// is the page's arrival and stays after the route drops the address's parameters, which `taken`
// asks the view to do. An address with the same request is not read again until the parameters
// have gone; another request drops the answer still coming, and so does an address without one.

export interface PortalArrivalContext {
  /** The request the address names, being read or last read. */
  readonly key: PortalArrivalKey | null
  readonly arrival: PortalArrival | null
}

export type PortalArrivalEvent =
  /** The address's request (null: the address names none). */
  { readonly type: "ADDRESS"; readonly key: PortalArrivalKey | null }

export type PortalArrivalEmitted = { readonly type: "taken" }

export const portalArrivalMachine = setup({
  types: {
    context: {} as PortalArrivalContext,
    events: {} as PortalArrivalEvent,
    emitted: {} as PortalArrivalEmitted,
  },
  actors: {
    read: fromPromise<Loaded<PortalArrival>, PortalArrivalKey>(() => Promise.reject(new Error("read actor not provided"))),
  },
  guards: {
    anotherRequest: ({ context, event }) => event.key !== null && !sameKey(context.key, event.key),
    noRequest: ({ event }) => event.key === null,
    answered: (_, outcome: Loaded<PortalArrival>) => outcome.kind === "loaded",
  },
}).createMachine({
  id: "portalArrival",
  context: { key: null, arrival: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        ADDRESS: [
          { guard: "anotherRequest", target: "reading", actions: assign({ key: ({ event }) => event.key }) },
          { guard: "noRequest", actions: assign({ key: null }) },
        ],
      },
    },
    reading: {
      invoke: {
        id: "read",
        src: "read",
        input: ({ context }) => context.key as PortalArrivalKey,
        onDone: [
          {
            guard: { type: "answered", params: ({ event }) => event.output },
            target: "idle",
            actions: [assign({ arrival: ({ context, event }) => (event.output.kind === "loaded" ? event.output.value : context.arrival) }), emit({ type: "taken" } as const)],
          },
          // Unread, the page opens as it would without the request.
          { target: "idle" },
        ],
        onError: { target: "idle" },
      },
      on: {
        ADDRESS: [
          { guard: "anotherRequest", target: "reading", reenter: true, actions: assign({ key: ({ event }) => event.key }) },
          { guard: "noRequest", target: "idle", actions: assign({ key: null }) },
        ],
      },
    },
  },
})

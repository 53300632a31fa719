import { assign, emit, setup } from "xstate"

// No mouse movement, click or key press for `timeoutMs` (20 minutes by default,
// shortened by the server's config.json for tests) signs the user out. The view forwards DOM
// activity as ACTIVITY and listens for the emitted 'timedOut'.

export interface InactivityInput {
  readonly timeoutMs: number
}

export type InactivityEvent =
  | { readonly type: "ACTIVITY" }
  | { readonly type: "PAUSE" }
  | { readonly type: "RESUME" }
  | { readonly type: "SET_TIMEOUT"; readonly timeoutMs: number }

export type InactivityEmitted = { readonly type: "timedOut" }

export const defaultInactivityMs = 1_200_000

export const inactivityMachine = setup({
  types: {
    context: {} as InactivityInput,
    events: {} as InactivityEvent,
    input: {} as InactivityInput,
    emitted: {} as InactivityEmitted,
  },
  delays: {
    idleTimeout: ({ context }) => context.timeoutMs,
  },
  actions: {
    setTimeoutMs: assign(({ event, context }) => ({
      timeoutMs: event.type === "SET_TIMEOUT" && event.timeoutMs > 0 ? event.timeoutMs : context.timeoutMs,
    })),
  },
}).createMachine({
  id: "inactivity",
  context: ({ input }) => ({ timeoutMs: input.timeoutMs }),
  initial: "active",
  states: {
    active: {
      after: { idleTimeout: "timedOut" },
      on: {
        // Re-entering restarts the delayed transition, i.e. the countdown.
        ACTIVITY: { target: "active", reenter: true },
        SET_TIMEOUT: { target: "active", reenter: true, actions: "setTimeoutMs" },
        PAUSE: "paused",
      },
    },
    paused: {
      on: {
        RESUME: "active",
        SET_TIMEOUT: { actions: "setTimeoutMs" },
      },
    },
    timedOut: {
      type: "final",
      entry: emit({ type: "timedOut" }),
    },
  },
})

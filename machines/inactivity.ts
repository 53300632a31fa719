import { and, assign, emit, raise, setup, stateIn } from "xstate"
import { idleTimings } from "../domain/idle-warning"
import { actorSlot } from "./actor-slot"

// The warned time-out (WCAG 2.2.1, SPEC 9's 20 minutes). Two regions run side by side:
// `countdown` counts the idle limit from the last time the server was reached (the server ends
// a session after the same limit without requests), shows the warning `leadMs` before the end
// and then times out; `server` reports the user's activity (mouse, keys) to the server with a
// keep-alive at most every `keepAliveMs`, and makes the request of "Seguir conectado". Each
// answered keep-alive starts the countdown again, so the warning never promises time the
// server no longer gives. The view forwards DOM activity as ACTIVITY, renders the warning from
// the `countdown.warning` state and acts on the emitted 'timedOut' and 'signOut'; the
// keep-alive request is an injected actor.

export interface InactivityInput {
  readonly timeoutMs: number
  /** Epoch ms; the countdown reads it (a background tab's timers may fire late). */
  readonly now: () => number
}

export interface InactivityContext extends InactivityInput {
  /** When the warning shows: the instant of the time-out (epoch ms). */
  readonly endsAt: number
  /** Seconds until the time-out while the warning shows. */
  readonly secondsLeft: number
  /** The last "Seguir conectado" did not reach the server. */
  readonly extendFailed: boolean
}

export type InactivityEvent =
  | { readonly type: "ACTIVITY" }
  /** "Seguir conectado". */
  | { readonly type: "EXTEND" }
  /** "Cerrar sesión" in the warning. */
  | { readonly type: "SIGN_OUT" }
  | { readonly type: "SET_TIMEOUT"; readonly timeoutMs: number }
  /** Raised when the server answered a keep-alive: the idle time counts from now. */
  | { readonly type: "TOUCHED" }

export type InactivityEmitted = { readonly type: "timedOut" } | { readonly type: "signOut" }

export const defaultInactivityMs = 1_200_000

const secondsOf = (ms: number): number => Math.ceil(ms / 1000)

export const inactivityMachine = setup({
  types: {
    context: {} as InactivityContext,
    events: {} as InactivityEvent,
    input: {} as InactivityInput,
    emitted: {} as InactivityEmitted,
  },
  actors: {
    // Replaced by the caller (`provide`); rejecting keeps a forgotten wiring visible.
    extendSession: actorSlot<void>("extendSession"),
  },
  delays: {
    warnAfter: ({ context }) => idleTimings(context.timeoutMs).warnAfterMs,
    lead: ({ context }) => idleTimings(context.timeoutMs).leadMs,
    keepAlive: ({ context }) => idleTimings(context.timeoutMs).keepAliveMs,
  },
  guards: {
    newTimeout: ({ context, event }) => event.type === "SET_TIMEOUT" && event.timeoutMs > 0 && event.timeoutMs !== context.timeoutMs,
    counting: stateIn({ countdown: "counting" }),
    warning: stateIn({ countdown: "warning" }),
  },
  actions: {
    setTimeoutMs: assign(({ event, context }) => ({ timeoutMs: event.type === "SET_TIMEOUT" ? event.timeoutMs : context.timeoutMs })),
    startWarning: assign(({ context }) => {
      const { leadMs } = idleTimings(context.timeoutMs)
      return { endsAt: context.now() + leadMs, secondsLeft: secondsOf(leadMs), extendFailed: false }
    }),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, secondsOf(context.endsAt - context.now())) })),
  },
}).createMachine({
  id: "inactivity",
  type: "parallel",
  context: ({ input }) => ({ ...input, endsAt: 0, secondsLeft: 0, extendFailed: false }),
  on: {
    // The limit arrives from the server's config.json after start-up: count it from now.
    SET_TIMEOUT: {
      guard: and(["newTimeout", "counting"]),
      target: [".countdown.counting", ".server.fresh"],
      reenter: true,
      actions: "setTimeoutMs",
    },
  },
  states: {
    countdown: {
      initial: "counting",
      states: {
        counting: {
          after: { warnAfter: "warning" },
          on: { TOUCHED: { target: "counting", reenter: true } },
        },
        warning: {
          entry: "startWarning",
          after: { lead: "timedOut" },
          on: {
            TOUCHED: "counting",
            SIGN_OUT: "signedOut",
          },
          initial: "ticking",
          states: {
            // Re-entered every second for the countdown the dialog shows; the parent's `lead`
            // delay is not restarted by it.
            ticking: { after: { 1000: { target: "ticking", reenter: true, actions: "tick" } } },
          },
        },
        timedOut: { type: "final", entry: emit({ type: "timedOut" }) },
        signedOut: { type: "final", entry: emit({ type: "signOut" }) },
      },
    },
    server: {
      initial: "fresh",
      states: {
        fresh: { after: { keepAlive: "stale" } },
        stale: {
          on: {
            // While the warning shows only its button extends: moving the mouse is not an answer.
            ACTIVITY: { guard: "counting", target: "extending" },
            EXTEND: { guard: "warning", target: "extending" },
          },
        },
        extending: {
          entry: assign({ extendFailed: false }),
          invoke: {
            id: "extendSession",
            src: "extendSession",
            onDone: { target: "fresh", actions: raise({ type: "TOUCHED" }) },
            onError: { target: "stale", actions: assign({ extendFailed: true }) },
          },
        },
      },
    },
  },
})

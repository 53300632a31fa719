import { fromPromise } from "xstate"
import { inactivityMachine } from "../../machines/inactivity"
import { sessionActor } from "../app/session"
import { useIdleTimeout } from "./use-idle-timeout"

const machine = inactivityMachine.provide({
  actors: {
    extendSession: fromPromise<void>(async () => {
      const { extendSessionRequest } = await import("../app/requests")
      await extendSessionRequest()
    }),
  },
})

const ends = {
  // The login page says why, and signing in again returns here.
  timedOut: () => sessionActor.send({ type: "TIMED_OUT", returnTo: `${window.location.pathname}${window.location.search}` }),
  signOut: () => sessionActor.send({ type: "SIGN_OUT" }),
}

/**
 * The warned idle sign-out (machines/inactivity.ts): DOM activity goes in, the time-out and the
 * warning's "Cerrar sesión" end the session. Returns the actor the warning dialog renders.
 */
export const useInactivity = () => useIdleTimeout(machine, ends)

export type InactivityActor = ReturnType<typeof useInactivity>

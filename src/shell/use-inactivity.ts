import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { fromPromise } from "xstate"
import { inactivityMachine } from "../../machines/inactivity"
import { sessionActor } from "../app/session"
import { versionCheckActor } from "../app/version-check"

const activityEvents = ["mousemove", "mousedown", "click", "keydown", "touchstart", "wheel"] as const

const machine = inactivityMachine.provide({
  actors: {
    extendSession: fromPromise<void>(async () => {
      const { extendSessionRequest } = await import("../app/requests")
      await extendSessionRequest()
    }),
  },
})

/**
 * The warned idle sign-out (machines/inactivity.ts): DOM activity goes in, the time-out and the
 * warning's "Cerrar sesión" end the session. Returns the actor the warning dialog renders.
 */
export const useInactivity = () => {
  const timeoutMs = useSelector(versionCheckActor, (s) => s.context.inactivityMs)
  const actor = useActorRef(machine, { input: { timeoutMs, now: () => Date.now() } })

  useEffect(() => {
    actor.send({ type: "SET_TIMEOUT", timeoutMs })
  }, [actor, timeoutMs])

  useEffect(() => {
    const onActivity = () => actor.send({ type: "ACTIVITY" })
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true, capture: true })
    // The login page says why, and signing in again returns here.
    const timedOut = actor.on("timedOut", () =>
      sessionActor.send({ type: "TIMED_OUT", returnTo: `${window.location.pathname}${window.location.search}` }),
    )
    const signOut = actor.on("signOut", () => sessionActor.send({ type: "SIGN_OUT" }))
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true })
      timedOut.unsubscribe()
      signOut.unsubscribe()
    }
  }, [actor])

  return actor
}

export type InactivityActor = ReturnType<typeof useInactivity>

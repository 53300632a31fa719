import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useRef } from "react"
import type { inactivityMachine } from "../../machines/inactivity"
import { versionCheckActor } from "../app/version-check"

const activityEvents = ["mousemove", "mousedown", "click", "keydown", "touchstart", "wheel"] as const

/** What ends a session once the idle machine gives up on it: the time-out, or the warning's "Cerrar sesión". */
export interface IdleEnds {
  readonly timedOut: () => void
  readonly signOut: () => void
}

/**
 * The warned idle time-out (machines/inactivity.ts) the staff shell and the kiosk both run: the
 * configured time-out and DOM activity go in, `ends` says what each way out does. `idle` is the
 * machine with the session's own keep-alive call. Returns the actor the warning dialog renders.
 */
export const useIdleTimeout = (idle: typeof inactivityMachine, ends: IdleEnds) => {
  const timeoutMs = useSelector(versionCheckActor, (s) => s.context.inactivityMs)
  const actor = useActorRef(idle, { input: { timeoutMs, now: () => Date.now() } })
  // The listeners stay for the actor's life; they call whatever `ends` is now.
  const latest = useRef(ends)
  latest.current = ends

  useEffect(() => {
    actor.send({ type: "SET_TIMEOUT", timeoutMs })
  }, [actor, timeoutMs])

  useEffect(() => {
    const onActivity = () => actor.send({ type: "ACTIVITY" })
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true, capture: true })
    const timedOut = actor.on("timedOut", () => latest.current.timedOut())
    const signOut = actor.on("signOut", () => latest.current.signOut())
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true })
      timedOut.unsubscribe()
      signOut.unsubscribe()
    }
  }, [actor])

  return actor
}

import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { inactivityMachine } from "../../../machines/inactivity"
import { sessionActor } from "../../app/session"
import { versionCheckActor } from "../../app/versionCheck"

const activityEvents = ["mousemove", "mousedown", "click", "keydown", "touchstart", "wheel"] as const

/** Sign out after the configured time without mouse movement, click or key press. */
export const useInactivity = (): void => {
  const timeoutMs = useSelector(versionCheckActor, (s) => s.context.inactivityMs)
  const actor = useActorRef(inactivityMachine, { input: { timeoutMs } })

  useEffect(() => {
    actor.send({ type: "SET_TIMEOUT", timeoutMs })
  }, [actor, timeoutMs])

  useEffect(() => {
    const onActivity = () => actor.send({ type: "ACTIVITY" })
    for (const name of activityEvents) window.addEventListener(name, onActivity, { passive: true, capture: true })
    const timedOut = actor.on("timedOut", () => sessionActor.send({ type: "SIGN_OUT" }))
    return () => {
      for (const name of activityEvents) window.removeEventListener(name, onActivity, { capture: true })
      timedOut.unsubscribe()
    }
  }, [actor])
}

import { useEffect } from "react"
import type { Subscription } from "xstate"
import type { ToastEmitted } from "../../machines/toast"
import { showToast } from "./outcomes"

/** An actor that emits "toast" events (machines/toast.ts). */
interface ToastSource {
  on(type: "toast", handler: (event: ToastEmitted) => void): Subscription
}

/** Shows the actor's toasts while the component is mounted. */
export const useToasts = (actor: ToastSource): void => {
  useEffect(() => {
    const toasts = actor.on("toast", showToast)
    return () => toasts.unsubscribe()
  }, [actor])
}

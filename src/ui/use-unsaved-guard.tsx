import { useActorRef, useSelector } from "@xstate/react"
import { type ReactNode, useEffect, useRef, useState } from "react"
import { type UnsavedValues, unsavedMachine } from "../../machines/unsaved"
import { LeaveConfirmDialog } from "./LeaveConfirmDialog"

export interface UnsavedGuard {
  /** Cancelar, Escape, the close button, a click outside: asks first when something changed. */
  readonly dismiss: () => void
  /** The question is on screen: the dialog under it must not be dismissed too. */
  readonly asking: boolean
  /** The question itself; render it inside the dialog so it stacks over it. */
  readonly question: ReactNode
}

/**
 * Runs the unsaved machine for a hand-made form dialog: `values` as they are at the first render
 * are what the form opened with (a dialog that stays mounted resets to them on close);
 * `onClose` runs once leaving is settled (at once with nothing changed, after "Salir sin
 * guardar" otherwise).
 */
export const useUnsavedGuard = (values: UnsavedValues, onClose: () => void): UnsavedGuard => {
  const [initial] = useState(values)
  const actor = useActorRef(unsavedMachine, { input: { initial } })
  const state = useSelector(actor, (s) => s.value)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const subscription = actor.on("left", () => close.current())
    return () => subscription.unsubscribe()
  }, [actor])
  return {
    dismiss: () => actor.send({ type: "DISMISS", values }),
    asking: state === "confirmingLeave",
    question: <LeaveConfirmDialog isOpen={state === "confirmingLeave"} onStay={() => actor.send({ type: "STAY" })} onLeave={() => actor.send({ type: "LEAVE" })} />,
  }
}

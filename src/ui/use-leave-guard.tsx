import { useBlocker } from "@tanstack/react-router"
import { type ReactNode, useEffect, useRef } from "react"
import { LeaveConfirmDialog } from "./LeaveConfirmDialog"

// Stable across renders: the router registers the blocker again whenever this changes.
const always = () => true

/** A form machine that asks the question itself (settingsForm's confirmingLeave). */
export interface LeaveQuestion {
  /** The machine is in its question state. */
  readonly asking: boolean
  /** Hands the blocked leave to the machine. */
  readonly ask: () => void
  readonly stay: () => void
  readonly leave: () => void
}

/**
 * While `dirty`, leaving the page by the router (a link, the menu, Back) asks first with the
 * unsaved-changes dialog. Closing the tab, reloading or typing another address asks too, with
 * the browser's own beforeunload question: its words are the browser's, not ours, but without
 * it a stray Ctrl+W or F5 loses the form without a word. The sign-out navigates past it
 * (`ignoreBlocker`): a form cannot outlive its session. Given a `question`, the form's machine
 * holds the asking and the answer; the router only waits. Render what it returns.
 */
export const useLeaveGuard = (dirty: boolean, question?: LeaveQuestion): ReactNode => {
  const blocker = useBlocker({ shouldBlockFn: always, disabled: !dirty, enableBeforeUnload: dirty, withResolver: true })
  const blocked = blocker.status === "blocked"
  const ask = useRef(question?.ask)
  ask.current = question?.ask
  useEffect(() => {
    if (blocked) ask.current?.()
  }, [blocked])
  if (question === undefined) {
    return <LeaveConfirmDialog isOpen={blocked} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
  }
  return (
    <LeaveConfirmDialog
      isOpen={blocked && question.asking}
      onStay={() => {
        question.stay()
        blocker.reset?.()
      }}
      onLeave={() => {
        question.leave()
        blocker.proceed?.()
      }}
    />
  )
}

import { useBlocker } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { LeaveConfirmDialog } from "./LeaveConfirmDialog"

// Stable across renders: the router registers the blocker again whenever this changes.
const always = () => true

/**
 * While `dirty`, leaving the page by the router (a link, the menu, Back) asks first with the
 * unsaved-changes dialog. Closing the tab, reloading or typing another address asks too, with
 * the browser's own beforeunload question: its words are the browser's, not ours, but without
 * it a stray Ctrl+W or F5 loses the form without a word. The sign-out navigates past it
 * (`ignoreBlocker`): a form cannot outlive its session. Render what it returns.
 */
export const useLeaveGuard = (dirty: boolean): ReactNode => {
  const blocker = useBlocker({ shouldBlockFn: always, disabled: !dirty, enableBeforeUnload: dirty, withResolver: true })
  return <LeaveConfirmDialog isOpen={blocker.status === "blocked"} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
}

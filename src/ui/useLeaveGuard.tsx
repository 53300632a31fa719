import { useBlocker } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { LeaveConfirmDialog } from "./LeaveConfirmDialog"

// Stable across renders: the router registers the blocker again whenever this changes.
const always = () => true

/**
 * While `dirty`, leaving the page by the router (a link, the menu, Back) asks first with the
 * unsaved-changes dialog. The browser's own beforeunload question is left off: its words are
 * the browser's, not ours, and it cannot put the focus on Cancelar. The sign-out
 * navigates past it (`ignoreBlocker`): a form cannot outlive its session. Render what it
 * returns.
 */
export const useLeaveGuard = (dirty: boolean): ReactNode => {
  const blocker = useBlocker({ shouldBlockFn: always, disabled: !dirty, enableBeforeUnload: false, withResolver: true })
  return <LeaveConfirmDialog isOpen={blocker.status === "blocked"} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
}

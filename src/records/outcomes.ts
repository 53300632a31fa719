import type { FieldProblem } from "../../domain/api/problems"
import { messages } from "../../domain/messages"
import type { CallResult } from "../api/call-result"
import { type ToastEmitted, toast } from "../../machines/toast"
import { toastQueue } from "../ui/toast-queue"

// How every record page reads a call's result (SPEC 8). There are three outcomes: the server
// did it (its message is the success toast), the server refused (4xx: its own message, a
// warning, and on a form beside the field it names), or no usable answer came (network, 5xx,
// an answer of the wrong shape: the spec's error text for the action, never a server text).


export type Outcome<A> =
  | { readonly kind: "done"; readonly value: A; readonly message: string }
  | {
      readonly kind: "refused"
      readonly status: number
      readonly message: string
      readonly detalles: ReadonlyArray<string>
      readonly problemas?: ReadonlyArray<FieldProblem>
    }
  | { readonly kind: "failed" }

/** The outcome of any call. A 4xx whose body could not be read counts as no answer. */
export const outcomeOf = <A>(result: CallResult<A>): Outcome<A> => {
  if (result.ok) {
    const value = result.value
    const message = typeof value === "object" && value !== null && "message" in value && typeof value.message === "string" ? value.message : ""
    return { kind: "done", value, message }
  }
  if (result.status === null || result.status >= 500 || result.message === messages.errorGeneral) return { kind: "failed" }
  return {
    kind: "refused",
    status: result.status,
    message: result.message,
    detalles: result.detalles,
    ...(result.problemas === undefined ? {} : { problemas: result.problemas }),
  }
}

/** The toast of an outcome: `failure` is the spec's text for the action when no answer came. */
export const toastOf = <A>(outcome: Outcome<A>, failure: string, success?: string): ToastEmitted =>
  outcome.kind === "done"
    ? toast("success", outcome.message || (success ?? messages.datosGuardados))
    : outcome.kind === "refused"
      ? toast("warning", outcome.message)
      : toast("error", failure)

/** Shows a toast of the one shape every machine emits (machines/toast.ts). */
export const showToast = (t: ToastEmitted): void => {
  toastQueue.add(t)
}

/** The session storage of the list pages (SPEC 2.3: filters in browser storage). */
export const listStorage = () => window.sessionStorage

/**
 * The answer of a row action (delete, withdraw access...): the server's message on success, then
 * `onDone`; its refusal as a warning; the spec's `fallback` error when no answer came.
 */
export const showActionOutcome = (result: CallResult<{ readonly message: string }>, fallback: string, onDone: () => void): void => {
  const outcome = outcomeOf(result)
  showToast(toastOf(outcome, fallback))
  if (outcome.kind === "done") onDone()
}

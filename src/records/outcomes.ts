import type { LoadOutcome, ListRow } from "../../machines/listPage"
import type { SaveOutcome } from "../../machines/recordModal"
import { messages } from "../../domain/messages"
import type { CallResult } from "../api/callResult"
import { toastQueue } from "../ui/toastQueue"

// How the record pages read a call's result (SPEC 8): a load refused by the server is
// 'Ocurrió un error al obtener la información', no answer at all 'Lo sentimos, ocurrió un error';
// a save refused shows the server's own message as a warning.

export const loadOutcome = <Row extends ListRow>(result: CallResult<{ readonly result: ReadonlyArray<Row> }>): LoadOutcome<Row> =>
  result.ok
    ? { kind: "loaded", rows: result.value.result }
    : { kind: "failed", message: result.status === null || result.status >= 500 ? messages.errorGeneral : messages.errorObtener }

export const saveOutcome = (result: CallResult<{ readonly message: string }>, fallback: string): SaveOutcome => {
  if (result.ok) return { kind: "saved", message: result.value.message }
  if (result.status === null || result.status >= 500) throw new Error(result.message)
  return { kind: "refused", message: result.message || fallback }
}

export const showToast = (t: { readonly tone: "success" | "warning" | "error" | "info"; readonly message: string }): void => {
  toastQueue.add({ tone: t.tone, title: t.message })
}

/** The session storage of the list pages (SPEC 2.3: filters in browser storage). */
export const listStorage = () => window.sessionStorage

/**
 * The answer of a row action (delete, withdraw access...): the server's message on success, then
 * `onDone`; its refusal as a warning; the spec's `fallback` error when no answer came.
 */
export const showActionOutcome = (result: CallResult<{ readonly message: string }>, fallback: string, onDone: () => void): void => {
  if (result.ok) {
    toastQueue.add({ tone: "success", title: result.value.message })
    onDone()
  } else {
    toastQueue.add({ tone: result.status === null ? "error" : "warning", title: result.status === null ? fallback : result.message })
  }
}

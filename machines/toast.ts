// The one toast every machine emits for its view to show: `title` is the text, `message` an
// optional detail under it (e.g. the server's reason), `timeoutMs` how long it stays when the
// default does not fit (the sign-in toasts). Views hand it to the toast queue as it is.

export type ToastTone = "success" | "error" | "warning" | "info"

export interface ToastEmitted {
  readonly type: "toast"
  readonly tone: ToastTone
  readonly title: string
  readonly message?: string
  readonly timeoutMs?: number
}

export const toast = (tone: ToastTone, title: string, message?: string): ToastEmitted =>
  message === undefined || message === "" ? { type: "toast", tone, title } : { type: "toast", tone, title, message }

/** A call's answer: its kind, and the reason a refusal or a failure carries. */
interface Answer {
  readonly kind: string
  readonly message?: string
}

/** The reason of an answer of `kind` ("failed", "refused"), else `fallback`. */
export const reasonOf = (output: Answer, kind: string, fallback: string): string =>
  output.kind === kind && output.message !== undefined ? output.message : fallback

/** The success toast of a save that says so (`saved`): its message as the title, nothing under it. */
export const savedToast = (output: Answer) => ({
  type: "toast" as const,
  tone: "success" as const,
  title: output.kind === "saved" ? (output.message ?? "") : "",
  message: "",
})

/** The error toast of a call that did not answer as hoped: `title`, with a failure's reason under it. */
export const failureToast = (title: string, output: Answer) => ({
  type: "toast" as const,
  tone: "error" as const,
  title,
  message: reasonOf(output, "failed", ""),
})

/** The "Lo sentimos" toast of a refused request, the refusal's reason under it. */
export const refusalToast = (sorry: string, output: Answer, fallback: string) => ({
  type: "toast" as const,
  tone: "error" as const,
  title: sorry,
  message: reasonOf(output, "refused", fallback),
})

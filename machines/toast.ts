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

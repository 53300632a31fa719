// The application's one toast queue (DESIGN: one queue, top right). Texts are plain strings and
// are rendered as text nodes: a server message can never inject markup.

export type ToastTone = "success" | "error" | "warning" | "info"

export interface ToastItem {
  readonly id: number
  readonly tone: ToastTone
  readonly title: string
  readonly message: string
}

export interface ToastRequest {
  readonly tone: ToastTone
  readonly title: string
  readonly message?: string
  /**
   * Milliseconds on screen; SPEC 8 sets 1500 for the sign-in toasts. Without it a success or a
   * notice leaves after 5 s, while an error or a warning stays until it is closed: a refusal
   * must be readable for as long as the user needs (WCAG 2.2.1), not only for five seconds.
   */
  readonly timeoutMs?: number
}

const defaultTimeoutMs = 5000

/** How long a toast stays: its own time, the default for good news, or until closed (null). */
export const toastLifetime = (request: Pick<ToastRequest, "tone" | "timeoutMs">): number | null =>
  request.timeoutMs ?? (request.tone === "error" || request.tone === "warning" ? null : defaultTimeoutMs)

type Listener = () => void

let items: ReadonlyArray<ToastItem> = []
let nextId = 1
const listeners = new Set<Listener>()

const publish = (next: ReadonlyArray<ToastItem>): void => {
  items = next
  for (const l of listeners) l()
}

export const toastQueue = {
  add(request: ToastRequest): number {
    const id = nextId++
    publish([...items, { id, tone: request.tone, title: request.title, message: request.message ?? "" }])
    const lifetime = toastLifetime(request)
    if (lifetime !== null) setTimeout(() => toastQueue.close(id), lifetime)
    return id
  },
  close(id: number): void {
    if (items.some((t) => t.id === id)) publish(items.filter((t) => t.id !== id))
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  snapshot(): ReadonlyArray<ToastItem> {
    return items
  },
}

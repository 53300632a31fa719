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
  /** Milliseconds on screen; SPEC 8 sets 1500 for the sign-in toasts. */
  readonly timeoutMs?: number
}

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
    setTimeout(() => toastQueue.close(id), request.timeoutMs ?? 5000)
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

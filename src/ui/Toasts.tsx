import { useSyncExternalStore } from "react"
import { messages } from "../../domain/messages"
import { type ToastTone, toastQueue } from "./toast-queue"

const tones: Record<ToastTone, string> = {
  success: "border-success-700 bg-success-50",
  error: "border-danger-700 bg-danger-50",
  warning: "border-[#8a5a00] bg-[#fff7e6]",
  info: "border-brand-700 bg-brand-50",
}

/**
 * The toast region, bottom right (across the bottom on a phone): at the top it covered the user
 * menu and, on a phone, the Menú button. Always in the page so screen readers already watch the
 * live region when a toast arrives; each toast is plain text with a close button.
 */
export const Toasts = () => {
  const toasts = useSyncExternalStore(toastQueue.subscribe, toastQueue.snapshot, toastQueue.snapshot)
  return (
    <section aria-label={messages.notificaciones} className="pointer-events-none fixed right-4 bottom-4 z-50 w-80 max-w-[calc(100vw-2rem)]">
      <ol aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2">
        {toasts.map((t) => (
          <li
            key={t.id}
            className={`pointer-events-auto flex items-start gap-3 rounded-md border-l-4 p-3 text-ink-900 shadow-md ${tones[t.tone]}`}
          >
            <div className="flex-1">
              <p className="font-semibold">{t.title}</p>
              {t.message ? <p className="text-sm">{t.message}</p> : null}
            </div>
            <button
              type="button"
              aria-label={messages.cerrarNotificacion}
              onClick={() => toastQueue.close(t.id)}
              className="rounded px-1 text-lg leading-none text-ink-700 hover:bg-ink-100"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  )
}

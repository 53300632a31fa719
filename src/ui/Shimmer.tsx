import { messages } from "../../domain/messages"

/** Placeholder rows while data loads (five on pages, ten in modals). */
export const Shimmer = ({ rows = 5 }: { readonly rows?: number }) => (
  <div role="status" aria-busy="true" className="flex flex-col gap-3">
    <span className="sr-only">{messages.cargando}</span>
    {Array.from({ length: rows }, (_, i) => `shimmer-${i}`).map((id) => (
      <div key={id} aria-hidden="true" className="h-8 animate-pulse rounded-md bg-ink-200" />
    ))}
  </div>
)

import { buttonClass } from "../ui/button-class"

/**
 * A failed read in place of what it would show: the Spanish reason and "Reintentar". `className`
 * sets the box where the page around it frames it otherwise. A plain button: pages show this
 * where their data would be, and it should not load react-aria's for a failure.
 */
export const LoadFailure = ({
  message,
  onRetry,
  className = "flex flex-wrap items-center gap-3 rounded-md border-l-4 border-danger-700 bg-white px-3 py-2 text-ink-900",
}: {
  readonly message: string | null
  readonly onRetry: () => void
  readonly className?: string
}) => (
  <div role="alert" className={className}>
    <span>{message}</span>
    <button type="button" onClick={onRetry} className={buttonClass("secondary")}>
      Reintentar
    </button>
  </div>
)

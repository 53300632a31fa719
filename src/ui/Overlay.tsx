import { Spinner } from "./Spinner"

/**
 * Covers the page while a request runs (SPEC 2.2 'Validando'). It is a status message, not a
 * dialog: focus stays where it was and the text is announced once.
 */
export const Overlay = ({ text }: { readonly text: string }) => (
  <div className="fixed inset-0 z-40 flex items-center justify-center bg-ink-900/40">
    <div role="status" className="flex items-center gap-3 rounded-lg bg-white px-6 py-4 text-ink-900 shadow-lg">
      <Spinner />
      <span className="font-medium">{text}</span>
    </div>
  </div>
)

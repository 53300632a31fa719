import type { PasswordForm } from "./use-password-form"

/**
 * What a password form says besides its fields: the count of problems for screen readers (a
 * live region that exists before it speaks), a refusal no field took, and the success message.
 * The last two take the focus when they appear (usePasswordForm), so they can be read at once.
 */
export const FormFeedback = ({
  form,
  doneExtra,
}: {
  readonly form: Pick<PasswordForm, "announcement" | "context" | "generalRef" | "doneRef">
  readonly doneExtra?: string
}) => {
  const { general, done } = form.context
  return (
    <>
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {form.announcement}
      </p>
      {general !== null ? (
        <p ref={form.generalRef} tabIndex={-1} role="alert" className="rounded-md border-l-4 border-danger-700 bg-danger-50 px-3 py-2 text-sm text-ink-900 outline-none">
          {general}
        </p>
      ) : null}
      {done !== null ? (
        <div ref={form.doneRef} tabIndex={-1} role="status" className="rounded-md border-l-4 border-brand-700 bg-brand-50 px-3 py-2 text-sm text-ink-900 outline-none">
          <p className="font-semibold">{done}</p>
          {doneExtra === undefined ? null : <p>{doneExtra}</p>}
        </div>
      ) : null}
    </>
  )
}

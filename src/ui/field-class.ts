// The looks of a labelled field: its box, label, input, error and help text.
export const fieldClass = "flex flex-col gap-1"
export const labelClass = "text-sm font-medium text-ink-700"
// A read-only or disabled input is greyed, so it never looks like one that takes typing.
// Red only when the form says the field is wrong (aria-invalid), never by the browser's own
// :invalid, which marks an empty required field before the user has touched it.
export const inputClass =
  "w-full rounded-md border border-ink-500 bg-white px-3 py-2 text-ink-900 aria-[invalid=true]:border-danger-700 read-only:bg-ink-100 disabled:bg-ink-100"
export const errorClass = "text-sm text-danger-700"
export const descriptionClass = "text-sm text-ink-600"

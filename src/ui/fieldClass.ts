// The looks of a labelled field: its box, label, input, error and help text.
export const fieldClass = "flex flex-col gap-1"
export const labelClass = "text-sm font-medium text-ink-700"
export const inputClass =
  "w-full rounded-md border border-ink-500 bg-white px-3 py-2 text-ink-900 invalid:border-danger-700 disabled:bg-ink-100"
export const errorClass = "text-sm text-danger-700"
export const descriptionClass = "text-sm text-ink-600"

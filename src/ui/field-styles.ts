import { classes } from "./classes"
import { descriptionClass, errorClass, fieldClass, inputClass, labelClass } from "./field-class"

// The look shared by the kit's fields, built on TextField's classes so old and new fields match.

export const fieldStyles = {
  root: (extra?: string) => classes(fieldClass, extra),
  label: (extra?: string) => classes(labelClass, extra),
  description: descriptionClass,
  error: errorClass,
}

/** The bordered box around a field made of several parts (a date's segments and its calendar button). */
export const fieldGroup = ({ isInvalid, isDisabled }: { readonly isInvalid: boolean; readonly isDisabled: boolean }): string =>
  classes(
    "flex w-full items-center rounded-md border focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus",
    isInvalid ? "border-danger-700" : "border-ink-500",
    isDisabled ? "bg-ink-100 text-ink-600" : "bg-white text-ink-900",
  )

/** A single-element input (number, text area): TextField's input, red by its aria-invalid. */
export const fieldInput = (extra: string): string => classes(inputClass, extra)

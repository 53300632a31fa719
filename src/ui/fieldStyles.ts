import { tv } from "tailwind-variants"
import { errorClass, fieldClass, inputClass, labelClass } from "./TextField"

// The look shared by the kit's fields, built on TextField's classes so old and new fields match.

export const fieldStyles = tv({
  slots: {
    root: fieldClass,
    label: labelClass,
    description: "text-sm text-ink-600",
    error: errorClass,
  },
})

/** The bordered box around a field made of several parts (date segments and button, number). */
export const fieldGroup = tv({
  base: "flex w-full items-center rounded-md border bg-white text-ink-900 focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus",
  variants: {
    isInvalid: { true: "border-danger-700", false: "border-ink-500" },
    isDisabled: { true: "bg-ink-100 text-ink-600" },
  },
  defaultVariants: { isInvalid: false },
})

/** A single-element input (number, text area): TextField's input plus the invalid border. */
export const fieldInput = tv({
  base: inputClass,
  variants: {
    isInvalid: { true: "border-danger-700" },
  },
})

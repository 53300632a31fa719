import type { TextValueProps } from "./field-props"
import type { NumberKind } from "./field-values"
import { LazyPartView, lazyField } from "./lazy-field"

export interface NumberFieldProps extends TextValueProps {
  /** The number as plain `String(n)` ("1234.5"), or "" when empty. */
  readonly value: string
  /** Called when the typed text is committed (blur, Enter, arrows), with the same shape. */
  readonly onChange: (value: string) => void
  /** money shows `$1,234.50` (MXN); percent is 0-100 shown with `%`. */
  readonly kind?: NumberKind
  readonly minValue?: number
  readonly maxValue?: number
  readonly step?: number
  /** For decimal and percent; money always has 2, integer none. */
  readonly maximumFractionDigits?: number
  /** False for a number that is a code (a year): no thousands separator. */
  readonly grouping?: boolean
}

// React-aria's number field (ui/NumberFieldAria.tsx) loads when a number field is first drawn.
export const numberField = lazyField<NumberFieldProps>(() => import("./NumberFieldAria").then((m) => m.NumberField))

/** A number typed with es-MX grouping and parsed back (ui/NumberFieldAria.tsx). */
export const NumberField = (props: NumberFieldProps) => <LazyPartView part={numberField} props={props} />

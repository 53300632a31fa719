import type { TextValueProps } from "./field-props"
import { LazyPartView, lazyField } from "./lazy-field"

export interface DateFieldProps extends TextValueProps {
  /** ISO `YYYY-MM-DD`, or "" for no date. */
  readonly value: string
  /** Called with ISO `YYYY-MM-DD` once every segment is filled, "" when cleared. */
  readonly onChange: (value: string) => void
  /** Earliest and latest pickable day, ISO. */
  readonly minValue?: string
  readonly maxValue?: string
}

// The date picker (ui/DateFieldAria.tsx: react-aria's date field, calendar and popover, about
// 23 KiB gzipped) loads when a date field is first drawn.
export const dateField = lazyField<DateFieldProps>(() => import("./DateFieldAria").then((m) => m.DateField))

/** A date typed segment by segment or picked in a calendar (ui/DateFieldAria.tsx). */
export const DateField = (props: DateFieldProps) => <LazyPartView part={dateField} props={props} />

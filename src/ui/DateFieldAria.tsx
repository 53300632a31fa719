import { Button } from "react-aria-components/Button"
import { Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell } from "react-aria-components/Calendar"
import { DateInput, DatePicker, DateSegment } from "react-aria-components/DatePicker"
import { Dialog } from "react-aria-components/Dialog"
import { Group } from "react-aria-components/Group"
import { Heading } from "react-aria-components/Heading"
import { Label } from "react-aria-components/Label"
import { Popover } from "react-aria-components/Popover"
import { classes } from "./classes"
import { fieldGroup, fieldStyles } from "./field-styles"
import { calendarDateToIso, isoToCalendarDate } from "./field-values"
import { FieldHelp } from "./FieldHelp"
import type { DateFieldProps } from "./DateField"

const segment = ({ isPlaceholder, isLiteral }: { readonly isPlaceholder: boolean; readonly isLiteral: boolean }): string =>
  classes(
    "rounded tabular-nums outline-none caret-transparent focus:bg-brand-700 focus:text-white",
    isLiteral ? "px-0" : "px-0.5",
    (isPlaceholder || isLiteral) && "text-ink-600",
  )

interface CellState {
  readonly isSelected: boolean
  readonly isOutsideMonth: boolean
  readonly isDisabled: boolean
  readonly isFocusVisible: boolean
}

// The chosen day stays white on blue even outside the month (its contrast); a day that cannot be
// chosen is grey and struck through.
const cell = ({ isSelected, isOutsideMonth, isDisabled, isFocusVisible }: CellState): string =>
  classes(
    "flex h-9 w-9 items-center justify-center rounded-full text-sm outline-none",
    isDisabled ? "cursor-default line-through" : "cursor-pointer",
    isSelected ? "bg-brand-700 font-semibold text-white" : classes("hover:bg-ink-100", isDisabled || isOutsideMonth ? "text-ink-500" : "text-ink-900"),
    isFocusVisible && "outline-3 outline-offset-1 outline-focus",
  )

const CalendarIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </svg>
)

const Arrow = ({ d }: { readonly d: string }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d={d} />
  </svg>
)

/**
 * A date typed segment by segment (dd/mm/aaaa under the es-MX locale the app provides) or picked
 * in a calendar popover; both are keyboard operable (arrows change a segment, Alt+Down opens the
 * calendar). The form holds the ISO string, so nothing locale-shaped reaches the wire.
 */
export const DateField = ({ label, value, onChange, onBlur, errorMessage = null, description, minValue, maxValue, ...props }: DateFieldProps) => {
  const isInvalid = errorMessage !== null
  const min = minValue === undefined ? null : isoToCalendarDate(minValue)
  const max = maxValue === undefined ? null : isoToCalendarDate(maxValue)
  return (
    <DatePicker
      {...props}
      value={isoToCalendarDate(value)}
      onChange={(d) => onChange(calendarDateToIso(d))}
      {...(onBlur ? { onBlur: () => onBlur() } : {})}
      {...(min ? { minValue: min } : {})}
      {...(max ? { maxValue: max } : {})}
      granularity="day"
      // dd/MM/yyyy: es-MX alone would show 3/1/2026.
      shouldForceLeadingZeros
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={fieldStyles.root()}
    >
      <Label className={fieldStyles.label()}>{label}</Label>
      <Group className={fieldGroup({ isInvalid, isDisabled: props.isDisabled ?? false })}>
        <DateInput className="flex flex-1 px-3 py-2">
          {(s) => <DateSegment segment={s} className={segment({ isPlaceholder: s.isPlaceholder, isLiteral: s.type === "literal" })} />}
        </DateInput>
        <Button className="mr-1 rounded-md p-1.5 text-brand-700 outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-focus disabled:text-ink-500">
          <CalendarIcon />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover placement="bottom start" className="rounded-lg border border-ink-200 bg-white p-3 shadow-lg outline-none">
        <Dialog className="outline-none">
          <Calendar className="flex flex-col gap-2">
            <header className="flex items-center justify-between gap-2">
              <Button slot="previous" className="rounded-md p-1 text-ink-700 outline-none hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-focus">
                <Arrow d="M15 6l-6 6 6 6" />
              </Button>
              <Heading className="text-sm font-semibold text-ink-900 capitalize" />
              <Button slot="next" className="rounded-md p-1 text-ink-700 outline-none hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-focus">
                <Arrow d="M9 6l6 6-6 6" />
              </Button>
            </header>
            <CalendarGrid className="border-separate border-spacing-0.5">
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className="text-xs font-medium text-ink-600">{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => (
                  <CalendarCell
                    date={date}
                    className={({ isSelected, isOutsideMonth, isDisabled, isFocusVisible }) => cell({ isSelected, isOutsideMonth, isDisabled, isFocusVisible })}
                  />
                )}
              </CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  )
}

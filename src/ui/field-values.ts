import { CalendarDate, type DateValue } from "@internationalized/date"

// Form values are strings in every field so one form shape fits all of them; these are the
// conversions between that string and what the react-aria widget holds.

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * `YYYY-MM-DD` to a CalendarDate; null for "" and for anything that is not a real calendar day
 * (CalendarDate would silently move 2026-02-30 to March, so the round trip is checked).
 */
export const isoToCalendarDate = (iso: string): CalendarDate | null => {
  const m = isoDate.exec(iso.trim())
  if (m === null) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < 1 || month < 1 || month > 12 || day < 1) return null
  const date = new CalendarDate(year, month, day)
  return date.year === year && date.month === month && date.day === day ? date : null
}

/** A picked date (or none) as the ISO string on the wire; "" when empty. */
export const calendarDateToIso = (date: DateValue | null | undefined): string => {
  if (date === null || date === undefined) return ""
  const pad = (n: number, width: number) => String(n).padStart(width, "0")
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`
}

/** The field string of a number: "" for empty (react-aria's NaN), otherwise plain `String(n)`. */
export const numberToFieldString = (n: number | null | undefined): string =>
  n === null || n === undefined || !Number.isFinite(n) ? "" : String(n)

/** The number a field string stands for; NaN (react-aria's "empty") for "" or non-numbers. */
export const fieldStringToNumber = (s: string): number => {
  const t = s.trim()
  if (t === "") return Number.NaN
  const n = Number(t)
  return Number.isFinite(n) ? n : Number.NaN
}

export type NumberKind = "integer" | "decimal" | "money" | "percent"

/**
 * Intl options per kind, formatted by the es-MX locale: money in MXN shows `$1,234.50`;
 * percent is a 0-100 value with a `%` suffix (Intl's "percent" style would expect 0-1, which
 * is not how HR percentages are stored).
 */
export const numberFormatOptions = (kind: NumberKind, maximumFractionDigits = 2, grouping = true): Intl.NumberFormatOptions => {
  switch (kind) {
    case "integer":
      return { maximumFractionDigits: 0, useGrouping: grouping }
    case "decimal":
      return { maximumFractionDigits, useGrouping: grouping }
    case "money":
      return { style: "currency", currency: "MXN", currencyDisplay: "narrowSymbol", minimumFractionDigits: 2, maximumFractionDigits: 2 }
    case "percent":
      return { style: "unit", unit: "percent", maximumFractionDigits }
  }
}

/** How close to maxLength the counter starts speaking (the last tenth, at least 10 characters). */
export const counterWarnsAt = (maxLength: number): number => Math.max(0, maxLength - Math.max(10, Math.ceil(maxLength / 10)))

// Calendar helpers on Mexico City's calendar: "today" and "the current month" are those of the
// people using the app, whatever zone the server runs in, so the demo seed, the dashboard and
// every handler's todayInMexico agree on the day even between midnight UTC and midnight there.
// Days are Dates at local midnight of the day they stand for; the helpers below only read and
// move their local calendar fields, so the machine's own zone never shifts a day.

import { mexicoIsoDay } from "../domain/dates"

const pad = (n: number, width = 2): string => String(n).padStart(width, "0")

/** The day in Mexico City at the instant `nowMs`, as a Date at that day's local midnight. */
export const mexicoToday = (nowMs: number): Date => {
  const [y, m, d] = mexicoIsoDay(nowMs).split("-").map(Number)
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}

export const isoDate = (d: Date): string => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

export interface MonthRange {
  /** First day, yyyy-MM-dd. */
  readonly first: string
  /** Last day, yyyy-MM-dd. */
  readonly last: string
  /** Two-digit month, as in the middle of an ISO date. */
  readonly month: string
}

/** The Mexico City month of the instant `nowMs`. */
export const monthOf = (nowMs: number): MonthRange => {
  const today = mexicoToday(nowMs)
  const first = new Date(today.getFullYear(), today.getMonth(), 1)
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0)
  return { first: isoDate(first), last: isoDate(last), month: pad(today.getMonth() + 1) }
}

export const addDays = (d: Date, days: number): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days)

/** The day `offset` days from `d`'s day, yyyy-MM-dd: how the demo seeds date what they write relative to today. */
export const isoDaysFrom =
  (d: Date) =>
  (offset: number): string =>
    isoDate(addDays(d, offset))

// Calendar helpers in the server's local time zone: "the current month" is the month of the
// people using the app, and the demo seed and the dashboard must agree on it.

const pad = (n: number, width = 2): string => String(n).padStart(width, "0")

export const isoDate = (d: Date): string => `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

export interface MonthRange {
  /** First day, yyyy-MM-dd. */
  readonly first: string
  /** Last day, yyyy-MM-dd. */
  readonly last: string
  /** Two-digit month, as in the middle of an ISO date. */
  readonly month: string
}

export const monthOf = (nowMs: number): MonthRange => {
  const now = new Date(nowMs)
  const first = new Date(now.getFullYear(), now.getMonth(), 1)
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0)
  return { first: isoDate(first), last: isoDate(last), month: pad(now.getMonth() + 1) }
}

export const addDays = (d: Date, days: number): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days)

/** The day `offset` days from `d`'s day, yyyy-MM-dd: how the demo seeds date what they write relative to today. */
export const isoDaysFrom =
  (d: Date) =>
  (offset: number): string =>
    isoDate(addDays(d, offset))

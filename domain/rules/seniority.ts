// Seniority (antigüedad) as people say it: whole years, then whole months, then days, counted on
// the calendar from f_antiguedad (DOMAIN-MX 4.2). The header of the employee record shows it,
// and the vacation days (vacation-days.ts) follow the years of service it counts.
//
// Dates are ISO `YYYY-MM-DD` text, the way the database keeps them; the arithmetic is on the
// calendar's numbers, never on timestamps, so no time zone or daylight change moves a day.

export interface Seniority {
  readonly years: number
  readonly months: number
  readonly days: number
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/

const partsOf = (iso: string): readonly [number, number, number] | null => {
  const m = isoPattern.exec(iso)
  if (m === null) return null
  const y = Number(m[1])
  const mo = Number(m[2])
  const d = Number(m[3])
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null
  return [y, mo, d]
}

/** Days in a month (1-12) of a year. */
const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/**
 * The time from `from` to `to`: years, months and days. A month is counted when the day of the
 * month comes round again; when it has not, the days are counted from that day of the previous
 * month (31/01 to 29/02 is 29 days). Null when either date is not real or `to` is before `from`.
 */
export const seniority = (from: string, to: string): Seniority | null => {
  const a = partsOf(from)
  const b = partsOf(to)
  if (a === null || b === null || to < from) return null
  let years = b[0] - a[0]
  let months = b[1] - a[1]
  let days = b[2] - a[2]
  if (days < 0) {
    months -= 1
    // The month before `to`'s, whose length tells how many days the incomplete month had.
    const prevMonth = b[1] === 1 ? 12 : b[1] - 1
    const prevYear = b[1] === 1 ? b[0] - 1 : b[0]
    days += Math.max(daysInMonth(prevYear, prevMonth), a[2])
  }
  if (months < 0) {
    years -= 1
    months += 12
  }
  return { years, months, days }
}

/** Whole years of service from `from` to `to` (0 in the first year; 0 when `to` is earlier). */
export const completedYears = (from: string, to: string): number => seniority(from, to)?.years ?? 0

const unit = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/** "X años, Y meses, Z días", each unit in the singular when it is 1. */
export const seniorityText = (s: Seniority): string =>
  `${unit(s.years, "año", "años")}, ${unit(s.months, "mes", "meses")}, ${unit(s.days, "día", "días")}`

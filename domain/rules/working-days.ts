// Working days for IMSS deadlines: an alta, a salary change or a baja is reported through IDSE
// within five working days (LSS 15-I and 34 [V]). A working day here is Monday to Friday that is
// not a mandatory rest day of LFT art. 74 (1 January, first Monday of February, third Monday of
// March, 1 May, 16 September, third Monday of November, 25 December; the 1 October of each sixth
// year when the federal executive changes is left out [D]).

const iso = (d: Date): string => d.toISOString().slice(0, 10)

const utc = (text: string): Date => new Date(`${text}T00:00:00Z`)

/** The n-th Monday (1-based) of a month, as ISO text. */
const nthMonday = (year: number, month: number, n: number): string => {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const offset = (8 - first.getUTCDay()) % 7
  return iso(new Date(Date.UTC(year, month - 1, 1 + offset + (n - 1) * 7)))
}

/** The LFT art. 74 rest days of a year, ISO text. */
export const restDays = (year: number): ReadonlySet<string> =>
  new Set([
    `${year}-01-01`,
    nthMonday(year, 2, 1),
    nthMonday(year, 3, 3),
    `${year}-05-01`,
    `${year}-09-16`,
    nthMonday(year, 11, 3),
    `${year}-12-25`,
  ])

export const isWorkingDay = (day: string): boolean => {
  const d = utc(day)
  const weekday = d.getUTCDay()
  return weekday !== 0 && weekday !== 6 && !restDays(d.getUTCFullYear()).has(day)
}

/** The day `n` working days after `day` (the day itself does not count). */
export const addWorkingDays = (day: string, n: number): string => {
  let d = utc(day)
  let left = n
  while (left > 0) {
    d = new Date(d.getTime() + 86_400_000)
    if (isWorkingDay(iso(d))) left -= 1
  }
  return iso(d)
}

/** The calendar day before or after an ISO date. */
export const shiftDay = (day: string, days: number): string => iso(new Date(utc(day).getTime() + days * 86_400_000))

/**
 * The same day `months` calendar months before or after an ISO date; a day the month lacks
 * clamps to its last (2026-01-31 + 1 is 2026-02-28, 2024-02-29 − 12 is 2023-02-28).
 */
export const shiftMonths = (day: string, months: number): string => {
  const [y, m, d] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))]
  const total = y * 12 + (m - 1) + months
  const year = Math.floor(total / 12)
  const month = total - year * 12 + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`
}

import { completedYears } from "./seniority"

// Antigüedad for a finiquito (MODULES-MX §1.2): whole years from f_antiguedad to f_baja, the days
// from the last anniversary to f_baja counted inclusive, and the years as completos + días/365.
// Dates are ISO text; arithmetic on UTC midnights so no time zone moves a day.

const dayMs = 86_400_000
const utc = (iso: string): number => Date.parse(`${iso}T00:00:00Z`)

/** Days from `from` to `to`, both included (0 when `to` is earlier). */
export const daysInclusive = (from: string, to: string): number => Math.max(0, Math.round((utc(to) - utc(from)) / dayMs) + 1)

/** The day after `iso`. */
export const nextDay = (iso: string): string => new Date(utc(iso) + dayMs).toISOString().slice(0, 10)

const isLeap = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/**
 * The `years`-th anniversary of `from`. [D] A 29 February start has its anniversary on 1 March
 * of common years: the first day seniority.ts counts the year as completed, so completos and the
 * fraction never disagree.
 */
export const finiquitoAnniversary = (from: string, years: number): string => {
  const year = Number(from.slice(0, 4)) + years
  const monthDay = from.slice(5)
  if (monthDay === "02-29" && !isLeap(year)) return `${year}-03-01`
  return `${String(year).padStart(4, "0")}-${monthDay}`
}

export interface FiniquitoSeniority {
  /** Whole years of service. */
  readonly completos: number
  /** Days from the last anniversary to f_baja, inclusive; at most 365. */
  readonly dias_fraccion: number
  /** completos + dias_fraccion / 365, unrounded (rounded only to show). */
  readonly anios: number
  /** The year of service running on f_baja (completos + 1): its vacation days are prorated. */
  readonly anio_en_curso: number
  /** Years for the LISR 93-XIII exemption: a fraction over six months counts as a year. */
  readonly anios_exencion: number
}

/**
 * [D] A fraction reaching 365 days (a baja the day before an anniversary, or 366 days across a
 * 29 February) is a whole year: it is capped at 365, so anios never passes the next whole year.
 * [D] "More than six months" is more than half of 365 days: 183 days or more.
 */
export const finiquitoSeniority = (fAntiguedad: string, fBaja: string): FiniquitoSeniority => {
  const completos = fBaja < fAntiguedad ? 0 : completedYears(fAntiguedad, fBaja)
  const dias_fraccion = Math.min(365, daysInclusive(finiquitoAnniversary(fAntiguedad, completos), fBaja))
  return {
    completos,
    dias_fraccion,
    anios: completos + dias_fraccion / 365,
    anio_en_curso: completos + 1,
    anios_exencion: completos + (dias_fraccion >= 183 ? 1 : 0),
  }
}

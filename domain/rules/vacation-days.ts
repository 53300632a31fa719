import { completedYears } from "./seniority"

// Vacation days under LFT art. 76 as reformed in 2023 (DOMAIN-MX 1.7): 12 days for the first
// year of service, 2 more for each year up to 20 in the fifth, 22 for years 6 to 10, 24 for
// 11 to 15, and 2 more for each further block of five years.

/** The days of the `serviceYear`-th year of service (1 is the first); 0 for anything below 1. */
export const vacationDaysOfServiceYear = (serviceYear: number): number => {
  if (!Number.isInteger(serviceYear) || serviceYear < 1) return 0
  if (serviceYear <= 5) return 10 + 2 * serviceYear
  return 22 + 2 * Math.floor((serviceYear - 6) / 5)
}

/**
 * The vacation days the person is entitled to this year: those of the year of service running
 * on `date` (completed years + 1), counted from f_antiguedad. It is what the integration factor
 * takes (12 in the first year gives the legal minimum 1.0493) and what the record's header says
 * ("Vacaciones de este año: N días"). 0 when `date` is before f_antiguedad.
 */
export const vacationDaysOn = (fAntiguedad: string, date: string): number =>
  date < fAntiguedad ? 0 : vacationDaysOfServiceYear(completedYears(fAntiguedad, date) + 1)

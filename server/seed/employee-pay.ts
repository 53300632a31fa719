// The seeds' salary figures (DOMAIN-MX 1.7). Private to the seeds: the employee record's own rules
// (domain/rules/vacation-days.ts and integration-factor.ts, issue 13) did not exist when the
// seeds learnt to fill these columns; they compute the same thing and may replace these.

/** LFT art. 76 as reformed in 2023: the vacation days of the n-th year of service (n >= 1). */
export const vacationDaysOfServiceYear = (year: number): number =>
  year <= 5 ? 10 + 2 * Math.max(1, year) : 22 + 2 * Math.floor((year - 6) / 5)

/** Whole years from one ISO date to another (calendar years, the day of the month counted). */
export const wholeYears = (from: string, to: string): number => {
  if (to < from) return 0
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4))
  return to.slice(5) >= from.slice(5) ? years : years - 1
}

/** Legal minimum benefits: 15 days of aguinaldo (LFT 87) and a 25 % vacation premium (LFT 80). */
const aguinaldoDays = 15
const vacationPremium = 0.25

/**
 * The integration factor in the year of service that `today` falls in, counted from
 * f_antiguedad: (365 + aguinaldo + vacation days × premium) / 365, rounded to 4 places. 1.0493
 * in the first year.
 */
export const integrationFactor = (fAntiguedad: string, today: string): number => {
  const serviceYear = wholeYears(fAntiguedad, today) + 1
  const factor = (365 + aguinaldoDays + vacationDaysOfServiceYear(serviceYear) * vacationPremium) / 365
  return Math.round(factor * 10_000) / 10_000
}

/** Salario diario integrado: salario diario × factor, rounded to cents. */
export const integratedSalary = (salarioDiario: number, factor: number): number => Math.round(salarioDiario * factor * 100) / 100

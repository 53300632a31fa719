// The job profile's rules that are arithmetic or tree walks (DOMAIN-MX 3.5), as pure functions:
// the form and the server judge with the same ones.
//
// - The weights of one competency type add up to exactly 100 when the type has any row. They
//   are compared in hundredths as integers: 33.33 + 33.33 + 33.34 is 100, whatever floats say.
// - The tabulador's minimum is monthly and the minimum wage daily: the month is 30.4 days (the
//   SAT and IMSS convention, 365 / 12 rounded), so the floor is daily × 30.4, in cents.
// - A puesto's chief is never the puesto itself nor one that already reports to it.

export const jobProfileRuleMessages = {
  pesos: "La suma de los pesos debe ser 100",
  salarios: "El salario mínimo del tabulador no puede ser mayor al máximo",
  propioJefe: "Un puesto no puede ser su propio puesto jefe",
  jefeDependiente: "No se puede asignar como puesto jefe a un puesto dependiente",
} as const

/** Days of the month a monthly salary is compared over. */
export const daysPerMonth = 30.4

/** A peso amount in whole cents (hundredths), rounding away the float's noise. */
export const hundredths = (amount: number): number => Math.round(amount * 100)

/** Whether the weights add up to 100.00 exactly; no rows at all is fine. */
export const weightsAddUp = (weights: ReadonlyArray<number>): boolean =>
  weights.length === 0 || weights.reduce((sum, w) => sum + hundredths(w), 0) === 10_000

/** The monthly floor of a daily minimum wage, in cents: daily × 30.4. */
export const monthlyMinimumCents = (dailyWage: number): number => Math.round((hundredths(dailyWage) * 304) / 10)

/** Whether a monthly tabulador minimum is under the monthly floor of that daily minimum wage. */
export const underMinimumWage = (monthlySalary: number, dailyWage: number): boolean => hundredths(monthlySalary) < monthlyMinimumCents(dailyWage)

const pesos = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN", currencyDisplay: "narrowSymbol", minimumFractionDigits: 2 })

/** The refusal of a tabulador minimum under the zone's minimum wage, naming both figures. */
export const minimumWageMessage = (zone: string, dailyWage: number): string =>
  `El salario mínimo del tabulador no puede ser menor al salario mínimo mensual de la zona ${zone}: ${pesos.format(monthlyMinimumCents(dailyWage) / 100)} (${pesos.format(dailyWage)} diarios × ${daysPerMonth} días)`

/** Whether min ≤ max (either may be absent). */
export const salaryRangeOk = (min: number | null, max: number | null): boolean => min === null || max === null || hundredths(min) <= hundredths(max)

/**
 * The problem of giving `puesto` the chief `chief`, whose own chiefs (nearest first) are
 * `chiefAncestors`; undefined when the tree stays a tree. Keys compare without case, as they are
 * unique.
 */
export const chiefProblem = (puesto: string, chief: string, chiefAncestors: ReadonlyArray<string>): string | undefined => {
  const self = puesto.toUpperCase()
  if (chief.toUpperCase() === self) return jobProfileRuleMessages.propioJefe
  if (chiefAncestors.some((a) => a.toUpperCase() === self)) return jobProfileRuleMessages.jefeDependiente
  return undefined
}

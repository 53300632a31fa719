import { minusCents, roundCents, sumCents } from "./money-rounding"

// The figures of Formación's reports (MODULES-MX §3, FOR450–FOR600), pure so the page, the
// sheet, the PDF and the tests compute them once. Money follows §0 (centavos, half-up); a ratio
// over nothing is null ("Sin datos"), never NaN or Infinity.

/** FOR450: horas-hombre = Σ participantes × horas of each course (85 × 16 = 1,360). */
export const manHours = (courses: ReadonlyArray<{ readonly participantes: number; readonly horas: number }>): number =>
  courses.reduce((total, c) => total + c.participantes * c.horas, 0)

/** A part's share of a whole × 100, two decimals (a group's share of the horas-hombre, a concept's of the budget); null over nothing. */
export const shareOf = (part: number, whole: number): number | null => (whole <= 0 ? null : Math.round((part / whole) * 10_000) / 100)

/** FOR500: % ejercido = real / presupuesto × 100, two decimals; null without a budget. */
export const percentSpent = (real: number, budget: number): number | null => (budget <= 0 ? null : Math.round((real / budget) * 10_000) / 100)

/** FOR500: variación = real − presupuesto, in centavos (250,000 vs 212,500 → −37,500). */
export const budgetVariation = (real: number, budget: number): number => minusCents(real, budget)

/** FOR500: costo por participante = real / participantes, to centavos; null without participants. */
export const costPerParticipant = (real: number, participants: number): number | null => (participants <= 0 ? null : roundCents(real / participants))

/**
 * FOR500 by department [D]: a course's real cost has no department, so a department's share of
 * it is the share of the course's participants who belong to it (every participant costs the
 * same). The whole course when no department is asked for.
 */
export const departmentShare = (amount: number, ofDepartment: number, participants: number): number =>
  participants <= 0 ? 0 : roundCents((amount * ofDepartment) / participants)

/** A sum of money amounts, exact in centavos. */
export const sumMoney = sumCents

export interface HoursCompliance {
  /** Hours credited in the year over the level's minimum × 100, two decimals; null when the level asks for none. */
  readonly avance: number | null
  /** Hours still missing to reach the minimum (never negative). */
  readonly faltan: number
  readonly cumple: boolean
}

/** FOR550: a person's credited hours in the year against their nivel de puesto's horas_minimas_anuales. */
export const hoursCompliance = (hours: number, minimum: number): HoursCompliance => ({
  avance: minimum <= 0 ? null : Math.round((hours / minimum) * 10_000) / 100,
  faltan: Math.max(0, minimum - hours),
  cumple: hours >= minimum,
})

/** FOR600: the mean of the grades captured (their sum over their count), two decimals; null when none is. */
export const averageGrade = (sum: number, graded: number): number | null => (graded <= 0 ? null : Math.round(Number(((sum / graded) * 100).toFixed(6))) / 100)

/** FOR600: a grade passes at the course's minimum or above; no grade yet, no verdict. */
export const gradePasses = (grade: number | null, minimum: number): boolean | null => (grade === null ? null : grade >= minimum)

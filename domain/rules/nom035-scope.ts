import { oneMonthAfter } from "../dates"

// What a work centre's size asks of it under NOM-035-STPS-2018 (MODULES-MX §4): up to 15 workers
// Guía I only; 16 to 50 also Guía II applied to all; more than 50 Guía III, to all or to a sample
// of the size of the NOM's Ecuación 1, chosen at random and split by sex in the centre's
// proportion (Guía III.1). Workers with less than one month in the centre are left out [D].

export const guideSets = ["I", "I,II", "I,III"] as const
export type GuideSet = (typeof guideSets)[number]

export const guideSetLabels: Readonly<Record<GuideSet, string>> = {
  I: "Guía I",
  "I,II": "Guías I y II",
  "I,III": "Guías I y III",
}

/** The guides a centre of `workers` applies. */
export const guidesFor = (workers: number): GuideSet => (workers <= 15 ? "I" : workers <= 50 ? "I,II" : "I,III")

/** Whether `chosen` is at least what the headcount asks (a project may raise its guides, never lower them). */
export const guidesCover = (chosen: GuideSet, workers: number): boolean => guideSets.indexOf(chosen) >= guideSets.indexOf(guidesFor(workers))

/**
 * The sample size of Guía III.1, Ecuación 1: n = 0.9604·N / (0.0025·(N − 1) + 0.9604), rounded
 * up [D]. A tiny tolerance keeps a quotient that is whole up to float noise from going one up.
 */
export const sampleSize = (workers: number): number => {
  if (workers <= 0) return 0
  const n = (0.9604 * workers) / (0.0025 * (workers - 1) + 0.9604)
  return Math.min(workers, Math.ceil(n - 1e-9))
}

/** Whether someone hired on `hired` has a month in the centre by `start`. */
export const eligibleBy = (hired: string, start: string): boolean => oneMonthAfter(hired) <= start

/** Two years after a date (the NOM's re-evaluation: at least every two years). A 29 February falls on the 28th. */
export const twoYearsAfter = (iso: string): string => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number]
  const year = y + 2
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate()
  return `${year}-${String(m).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`
}

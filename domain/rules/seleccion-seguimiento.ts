import { daysBetween } from "../organizacion/posiciones-rules"

// The figures of SEL400 reporte-seguimiento (MODULES-MX §6) as pure functions:
// - time to fill = the day the offer was accepted − the day the requisition was authorized
//   (2026-09-01 → 2026-10-12 = 41 days);
// - time to hire = the day the offer was accepted − the candidate's application;
// - the conversion of a stage = candidates who reached it / candidates who reached the first, %;
// - the acceptance rate = accepted / offers answered or expired (an offer still waiting, a draft
//   or a withdrawn one has no outcome yet) [D];
// - percentages with two decimals, half-up; none (null) when nothing to divide by.

/** Days from `from` to `to`; null when either is missing. */
export const daysFromTo = (from: string | null, to: string | null): number | null => (from === null || to === null ? null : daysBetween(from, to))

/** time_to_fill = f_aceptacion_oferta − f_autorizacion_requisicion, in days. */
export const timeToFill = (f_autorizacion: string | null, f_aceptacion: string | null): number | null => daysFromTo(f_autorizacion, f_aceptacion)

/** time_to_hire = f_aceptacion − f_postulacion, in days. */
export const timeToHire = (f_postulacion: string | null, f_aceptacion: string | null): number | null => daysFromTo(f_postulacion, f_aceptacion)

/** part / whole × 100 with two decimals (half-up); null for an empty whole. */
export const percent = (part: number, whole: number): number | null => (whole <= 0 ? null : Math.round((part * 10_000) / whole) / 100)

/** The conversion of each stage from the first one's count (the stages in their order). */
export const conversions = (counts: ReadonlyArray<number>): ReadonlyArray<number | null> => {
  const first = counts[0] ?? 0
  return counts.map((n) => percent(n, first))
}

export interface OfferOutcomes {
  readonly aceptadas: number
  readonly rechazadas: number
  readonly vencidas: number
}

/** Accepted over the offers with an outcome, %. */
export const acceptanceRate = (o: OfferOutcomes): number | null => percent(o.aceptadas, o.aceptadas + o.rechazadas + o.vencidas)

/** The mean of `count` day counts that add up to `sum`, with two decimals; null for none. */
export const meanDays = (sum: number, count: number): number | null => (count <= 0 ? null : Math.round((sum * 100) / count) / 100)

/** The mean of some day counts with two decimals; null for none. */
export const averageDays = (days: ReadonlyArray<number>): number | null => meanDays(days.reduce((s, d) => s + d, 0), days.length)

// An interview's score (MODULES-MX §6 entrevistas): each scorecard line rates one competency or
// criterion from 1 to 5 with a weight, and the interview's score is the weighted mean
// Σ c × p / Σ p on the same 1–5 scale (4 × 40 + 3 × 30 + 5 × 30 over 100 is 4.00). Weights need
// not add up to 100: the division by their sum keeps the scale whatever the interviewer chose.
// Computed in hundredths of points so 4 × 33.33 + ... does not drift in binary floating point.

export interface ScoredLine {
  readonly peso: number
  readonly calificacion: number | null
}

/** The lowest and highest rating of a scorecard line. */
export const calificacionMinima = 1
export const calificacionMaxima = 5

/** Rounds half up to two decimals (3.125 is 3.13). */
const hundredths = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100

/**
 * The interview's score on the 1–5 scale, rounded to two decimals; null while no line has both a
 * rating and a positive weight (an interview not yet rated has no score, not a 0).
 */
export const calificacionEntrevista = (lines: ReadonlyArray<ScoredLine>): number | null => {
  const rated = lines.filter((l): l is { readonly peso: number; readonly calificacion: number } => l.calificacion !== null && l.peso > 0)
  // Weights in hundredths as integers: Σ c × p and Σ p are then exact.
  const weights = rated.reduce((s, l) => s + Math.round(l.peso * 100), 0)
  if (weights === 0) return null
  const sum = rated.reduce((s, l) => s + l.calificacion * Math.round(l.peso * 100), 0)
  return hundredths(sum / weights)
}

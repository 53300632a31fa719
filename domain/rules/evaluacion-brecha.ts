// The gap of a 360 competency against what the person's puesto expects (MODULES-MX §5, EVA360).
// The 360 mean is on the instrument's scale (1 to the project's escala, 5 by default) and the
// expected level is a COM050 level whose `valor` runs from the lowest level's to the highest's
// (1–4 in the demo). [D] The expected level is carried onto the 360 scale by a straight line
// that takes the lowest level to 1 and the highest to the escala:
//   esperado = 1 + (valor − valor_min) × (escala − 1) / (valor_max − valor_min)
// so Avanzado (3 of 1–4) expects 3.6667 of 5. The mean stays as the evaluators gave it (it is
// what the relations' columns show), and brecha = esperado − media (positive is a gap, as
// COM300's); cumplimiento is COM300's min(media / esperado, 1) × 100.

import { cumplimiento } from "./competency-gap"

const round = (n: number, decimals: number): number => {
  const f = 10 ** decimals
  return Math.round(Number((n * f).toFixed(6))) / f
}

/** The expected level's value on the 360 scale (four decimals); a one-level scale expects the top. */
export const expectedOnScale = (valor: number, valorMin: number, valorMax: number, escala: number): number => {
  if (valorMax <= valorMin) return escala
  const clamped = Math.min(Math.max(valor, valorMin), valorMax)
  return round(1 + ((clamped - valorMin) * (escala - 1)) / (valorMax - valorMin), 4)
}

export interface Gap360 {
  /** esperado − media, two decimals; null without a mean or an expected level. */
  readonly brecha: number | null
  /** min(media / esperado, 1) × 100, two decimals; null likewise. */
  readonly cumplimiento: number | null
}

/** The gap and fulfilment of a mean shown against the expected value on the same scale. */
export const gap360 = (media: number | null, esperado: number | null): Gap360 =>
  media === null || esperado === null ? { brecha: null, cumplimiento: null } : { brecha: round(esperado - media, 2), cumplimiento: cumplimiento(esperado, media) }

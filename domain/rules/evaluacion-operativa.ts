// The operative evaluation (MODULES-MX §5, DOMAIN-MX 5.6): the boss rates each operative
// competency (COM200) of the puesto at a COM050 level; each competency's fulfilment is
// min(evaluado / esperado, 1) and the score is Σ cumplimiento × peso, the weights being the
// puesto's percents (Σ 100), so the score is a percent within [0, 100].

export interface OperativeItem {
  /** The value of the level assessed on the one scale (COM050). */
  readonly evaluado: number
  /** The value of the level the puesto expects. */
  readonly esperado: number
  /** Percent of the competencies' total. */
  readonly peso: number
}

/** The fulfilment of one competency as a fraction in [0, 1]; nothing expected is met. */
export const operativeFulfilment = (evaluado: number, esperado: number): number => {
  if (!Number.isFinite(evaluado) || !Number.isFinite(esperado)) return 0
  if (esperado <= 0) return 1
  return Math.min(Math.max(evaluado / esperado, 0), 1)
}

/** Σ min(evaluado / esperado, 1) × peso, rounded to hundredths. */
export const operativeScore = (items: ReadonlyArray<OperativeItem>): number => {
  const total = items.reduce((s, i) => s + operativeFulfilment(i.evaluado, i.esperado) * Math.max(i.peso, 0), 0)
  return Math.round(Number((total * 100).toFixed(6))) / 100
}

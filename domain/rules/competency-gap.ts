// Where a person stands against what their puesto expects (issue 16 part 5, DOMAIN-MX 5.6): the
// expected and the assessed level compare by the value of the one scale (COM050).
// - brecha = expected value minus assessed value: positive is a gap, 0 meets it, negative
//   exceeds it (kept as is: the page says by how much a person surpasses the expectation);
// - cumplimiento = min(assessed / expected, 1) x 100, rounded to two decimals;
// - the weighted total of a type is the mean of its competencies' fulfilment weighted by the
//   puesto's weights, over the assessed ones only: a competency nobody assessed yet has no
//   figure, and counting it as 0 would report a lack that was never observed. The page shows how
//   many of the type's competencies the total covers.
// A competency without an assessment has no gap and no fulfilment (null), not a gap of the whole
// expected value.

/** The gap, or null while the competency has no assessment. */
export const brecha = (valorEsperado: number, valorEvaluado: number | null): number | null =>
  valorEvaluado === null ? null : valorEsperado - valorEvaluado

/** Rounds to two decimals on the hundredths (66.666… is 66.67). */
const hundredths = (n: number): number => Math.round(n * 100) / 100

/** The fulfilment in percent, capped at 100; null while unassessed. */
export const cumplimiento = (valorEsperado: number, valorEvaluado: number | null): number | null => {
  if (valorEvaluado === null) return null
  if (valorEsperado <= 0 || valorEvaluado >= valorEsperado) return 100
  // Exact integers first (2 x 10000 / 3), one division, one rounding.
  return Math.round((Math.max(valorEvaluado, 0) * 10_000) / valorEsperado) / 100
}

/** Whether the row shows a gap ("solo con brecha" and "enviar a capacitación"). */
export const hasGap = (row: { readonly brecha: number | null }): boolean => row.brecha !== null && row.brecha > 0

export interface WeightedRow {
  readonly peso: number
  readonly cumplimiento: number | null
}

export interface WeightedTotal {
  /** The weighted mean of the assessed rows' fulfilment; null when none is assessed. */
  readonly cumplimiento: number | null
  readonly evaluadas: number
  readonly total: number
}

/** The weighted fulfilment of one type's competencies (the assessed ones, weighted by peso). */
export const weightedTotal = (rows: ReadonlyArray<WeightedRow>): WeightedTotal => {
  const assessed = rows.filter((r): r is { readonly peso: number; readonly cumplimiento: number } => r.cumplimiento !== null)
  const weights = assessed.reduce((s, r) => s + r.peso, 0)
  const sum = assessed.reduce((s, r) => s + r.peso * r.cumplimiento, 0)
  return {
    cumplimiento: assessed.length === 0 || weights <= 0 ? null : hundredths(sum / weights),
    evaluadas: assessed.length,
    total: rows.length,
  }
}

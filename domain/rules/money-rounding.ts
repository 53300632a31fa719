// Money is dec(12,2) (MODULES-MX §0): each line is rounded half-up to centavos and totals are
// sums of rounded lines. Floats carry noise (15,333.70 × 0.25 is 3,833.4249999… in binary), so
// the centavos are first cut to a few decimals before rounding, and sums are made in whole
// centavos.

/** Half-up (away from zero) to centavos. */
export const roundCents = (amount: number): number => {
  const hundredths = Number((Math.abs(amount) * 100).toFixed(6))
  return (Math.sign(amount) * Math.round(hundredths)) / 100
}

/** The sum of amounts already in centavos, exact. */
export const sumCents = (amounts: ReadonlyArray<number>): number =>
  amounts.reduce((total, amount) => total + Math.round(amount * 100), 0) / 100

/** a − b of amounts in centavos, exact. */
export const minusCents = (a: number, b: number): number => (Math.round(a * 100) - Math.round(b * 100)) / 100

/** Days and rates shown with four decimals (MODULES-MX §0: for display only, never to compute). */
export const fourDecimals = (n: number): number => Math.round(Number((n * 10_000).toFixed(6))) / 10_000

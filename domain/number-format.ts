// Numbers as Mexican readers write them (issue 18): thousands separated by commas, the decimal
// point, "$" for pesos. Every figure the user reads goes through here or an Intl.NumberFormat of
// "es-MX" of its own, never String(n) or toFixed (1000 reads "1,000").

const counts = new Intl.NumberFormat("es-MX", { maximumFractionDigits: 0 })
const fixed = new Map<number, Intl.NumberFormat>()
const pesos = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN", minimumFractionDigits: 2 })

/** A whole count: 12,345. */
export const formatCount = (n: number): string => counts.format(n)

/** A count with its noun in the right number: "1 registro", "0 registros", "1,234 registros". */
export const formatCountOf = (n: number, singular: string, plural: string): string => `${formatCount(n)} ${n === 1 ? singular : plural}`

/** A figure with exactly `digits` decimals: 1,234.50. */
export const formatFixed = (n: number, digits: number): string => {
  let format = fixed.get(digits)
  if (format === undefined) {
    format = new Intl.NumberFormat("es-MX", { minimumFractionDigits: digits, maximumFractionDigits: digits })
    fixed.set(digits, format)
  }
  return format.format(n)
}

/** An amount of pesos: $12,345.00. */
export const formatPesos = (n: number): string => pesos.format(n)

// How SAT, IMSS and bank identifiers are compared: people type them in lower case, in groups
// separated by spaces or dashes ("gode-561231-gr8", "9291 9084 431"), and the authorities issue
// them upper-case and unbroken. Every check runs on the normalized text, and the normalized text
// is what is stored.

/** Upper-cases and drops spaces and dashes. */
export const normalizeIdentifier = (text: string): string => text.replace(/[\s-]/g, "").toUpperCase()

/**
 * Whether `YYMMDD` is a real calendar date. Checked in 20YY: every date that exists in 19YY also
 * exists in 20YY (the years share their leap status, except 1900/2000 where only 2000 has a
 * 29 February), so this accepts exactly the dates real in either century.
 */
export const isRealYymmdd = (yymmdd: string): boolean => isRealDateIn(2000, yymmdd)

/** Whether `YYMMDD` is a real date in the century starting at `century` (1900 or 2000). */
export const isRealDateIn = (century: number, yymmdd: string): boolean => {
  if (!/^\d{6}$/.test(yymmdd)) return false
  const y = century + Number(yymmdd.slice(0, 2))
  const m = Number(yymmdd.slice(2, 4))
  const d = Number(yymmdd.slice(4, 6))
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** The check digit that brings a weighted sum to a multiple of ten (CLABE, NSS and CURP alike). */
export const tensComplement = (sum: number): string => String((10 - (sum % 10)) % 10)

/**
 * The Spanish problem with an all-digit identifier of `length` digits whose last is the check
 * digit of the others (CLABE, NSS), or null when it is valid. The text is normalized first.
 */
export const digitsWithCheckProblem = (
  text: string,
  length: number,
  checkDigit: (value: string) => string,
  problems: { readonly formato: string; readonly digito: string },
): string | null => {
  const value = normalizeIdentifier(text)
  if (value.length !== length || !/^\d+$/.test(value)) return problems.formato
  if (checkDigit(value) !== value.charAt(length - 1)) return problems.digito
  return null
}

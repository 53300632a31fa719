import { digitsWithCheckProblem, tensComplement } from "./identifier-text"

// The NSS (número de seguridad social, IMSS), 11 digits: subdelegación (2), year of registration
// with the IMSS (2), birth year (2, or 97 when unknown), a consecutive number (4) and a check
// digit computed with the Luhn rule over the first ten.

export const nssMessages = {
  formato: "El NSS no tiene un formato válido",
  digito: "El dígito verificador del NSS no es válido",
} as const

/**
 * The Luhn check digit of the first ten digits: digits at even positions (from 0) count once,
 * at odd positions twice with 9 taken off a two-digit product; the digit brings the sum to a
 * multiple of ten. 9291908443 sums 59, so its digit is 1.
 */
export const nssCheckDigit = (first10: string): string => {
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const x = Number(first10.charAt(i)) * (i % 2 === 0 ? 1 : 2)
    sum += x > 9 ? x - 9 : x
  }
  return tensComplement(sum)
}

/**
 * The Spanish problem with an NSS, or null when it is valid. The text is normalized first (no
 * spaces or dashes): store `normalizeIdentifier(text)`.
 */
export const nssProblem = (text: string): string | null => digitsWithCheckProblem(text, 11, nssCheckDigit, nssMessages)

import { digitsWithCheckProblem, tensComplement } from "./identifier-text"

// The CLABE (Clave Bancaria Estandarizada), the 18-digit account a payroll is paid into: bank
// (3), branch city (3), account (11) and a check digit over the first 17.

export const clabeMessages = {
  formato: "La CLABE no tiene un formato válido",
  digito: "El dígito verificador de la CLABE no es válido",
} as const

const weights = [3, 7, 1] as const

/**
 * The check digit of the first 17 digits: each digit times 3, 7, 1 (repeating), only the units
 * of each product summed, and the digit brings that sum to a multiple of ten.
 */
export const clabeCheckDigit = (first17: string): string => {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += (Number(first17.charAt(i)) * (weights[i % 3] ?? 1)) % 10
  return tensComplement(sum)
}

/**
 * The Spanish problem with a CLABE, or null when it is valid. The text is normalized first (no
 * spaces or dashes, as banks print it in groups): store `normalizeIdentifier(text)`.
 */
export const clabeProblem = (text: string): string | null => digitsWithCheckProblem(text, 18, clabeCheckDigit, clabeMessages)

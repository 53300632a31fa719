// The código postal: 5 digits, kept as text because many start with 0 (06600 is in Mexico City).
// SEPOMEX numbers them from 01000 (Ciudad de México) to 99999 (Zacatecas): the first two digits
// are a state's range, and none begins with 00, so 00000 is a placeholder, never an address.

export const postalCodeMessage = "El código postal debe tener 5 dígitos"
export const postalCodeRangeMessage = "El código postal no existe: los códigos postales de México van del 01000 al 99999"

/** The code as stored: trimmed, nothing else (a code is never written in groups). */
export const normalizePostalCode = (text: string): string => text.trim()

/** The Spanish problem with a código postal, or null when it is valid. */
export const postalCodeProblem = (text: string): string | null => {
  const code = normalizePostalCode(text)
  if (!/^\d{5}$/.test(code)) return postalCodeMessage
  return code.startsWith("00") ? postalCodeRangeMessage : null
}

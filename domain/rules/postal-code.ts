// The código postal: 5 digits, kept as text because many start with 0 (06600 is in Mexico City).

export const postalCodeMessage = "El código postal debe tener 5 dígitos"

/** The code as stored: trimmed, nothing else (a code is never written in groups). */
export const normalizePostalCode = (text: string): string => text.trim()

/** The Spanish problem with a código postal, or null when it is valid. */
export const postalCodeProblem = (text: string): string | null => (/^\d{5}$/.test(normalizePostalCode(text)) ? null : postalCodeMessage)

import { normalizeIdentifier } from "./identifier-text"

// The registro patronal (IMSS employer registration), 11 characters, printed as Y12-34567-10-1:
// a letter and 2 digits for the municipio or subdelegación, a 5-digit consecutive number, the
// 2-digit modalidad and a check digit. The IMSS publishes no algorithm for that last digit, so
// only the format is checked.

export const registroPatronalMessage = "El registro patronal no tiene un formato válido"

/**
 * The Spanish problem with a registro patronal, or null when it is valid. The text is normalized
 * first (upper case, no spaces or dashes): store `normalizeIdentifier(text)`.
 */
export const registroPatronalProblem = (text: string): string | null =>
  /^[A-Z]\d{10}$/.test(normalizeIdentifier(text)) ? null : registroPatronalMessage

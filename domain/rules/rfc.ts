import { isRealYymmdd, normalizeIdentifier } from "./identifier-text"

// The RFC (Registro Federal de Contribuyentes, SAT): checked here, by hand, not with a library.
//
// @nodecfdi/rfc (MIT, 2.0.6) was considered and not taken:
// - it needs luxon as a peer dependency only to check the date part: tens of kilobytes in the SPA
//   bundle for what Date.UTC does in three lines;
// - its rules are not ours: it accepts a homoclave with 0 or O (the SAT name table never issues
//   them), has no list of refused first letters, checks the date in 20YY only, and reports
//   problems as thrown errors in English instead of the Spanish messages the forms show;
// - it covers the RFC alone, so the CURP, NSS, CLABE and registro patronal would still be ours.
// What it would save is the check digit, which below is ten lines against a published algorithm
// and tested against public examples.
//
// The rules: 4 letters (persona física) or 3 (persona moral) from the name, the birth or
// incorporation date as YYMMDD (a real date), a 2-character homoclave from the SAT name table
// (never 0 or O) and a check digit computed over everything before it.

export type TipoPersona = "F" | "M"

export const rfcMessages = {
  formato: "El RFC no tiene un formato válido",
  digito: "El dígito verificador del RFC no es válido",
  generico: "No se permite un RFC genérico",
  fisica: "El RFC debe tener 13 caracteres para persona física",
  moral: "El RFC debe tener 12 caracteres para persona moral",
} as const

const personaFisica = /^[A-ZÑ&]{4}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[1-9A-NP-Z]{2}[0-9A]$/
const personaMoral = /^[A-ZÑ&]{3}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[1-9A-NP-Z]{2}[0-9A]$/

/**
 * "Público en general" and "extranjeros": the SAT's placeholders for invoices without a real
 * taxpayer. They name nobody, so an employee or a company may not carry them.
 */
export const genericRfcs: ReadonlySet<string> = new Set(["XAXX010101000", "XEXX010101000"])

/**
 * First four letters the SAT never issues to a persona física because they spell a rude word
 * (python-stdnum's list for the RFC); an RFC starting with one of them was mistyped or made up.
 */
export const rfcRefusedNames: ReadonlySet<string> = new Set([
  "BUEI", "BUEY", "CACA", "CACO", "CAGA", "CAGO", "CAKA", "CAKO", "COGE",
  "COJA", "COJE", "COJI", "COJO", "CULO", "FETO", "GUEY", "JOTO", "KACA",
  "KACO", "KAGA", "KAGO", "KAKA", "KOGE", "KOJO", "KULO", "MAME", "MAMO",
  "MEAR", "MEAS", "MEON", "MION", "MOCO", "MULA", "PEDA", "PEDO", "PENE",
  "PUTA", "PUTO", "QULO", "RATA", "RUIN",
])

// Each character's value is its index: A=10 .. N=23, & = 24, O=25 .. Z=36, space 37, Ñ 38.
const alphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"

/**
 * The check digit of an RFC without its last character (11 characters for a persona moral, 12
 * for a física). The base is left-padded with spaces to 12, so a moral's counts one space; the
 * values are weighted 13 down to 2 and the digit is 11 minus the sum modulo 11, where 11 is '0'
 * and 10 is 'A'.
 */
export const rfcCheckDigit = (base: string): string => {
  const padded = base.padStart(12, " ")
  let sum = 0
  for (let i = 0; i < 12; i++) sum += alphabet.indexOf(padded.charAt(i)) * (13 - i)
  const r = 11 - (sum % 11)
  return r === 11 ? "0" : r === 10 ? "A" : String(r)
}

/** Persona física (13 characters) or moral (12), by length; null for any other length. */
export const rfcTipoPersona = (rfc: string): TipoPersona | null => {
  const n = normalizeIdentifier(rfc).length
  return n === 13 ? "F" : n === 12 ? "M" : null
}

/**
 * The date part, YYMMDD (birth date of a persona física, incorporation date of a moral), or null
 * when the RFC is neither length. Cross-checked against the CURP and the birth date.
 */
export const rfcDatePart = (rfc: string): string | null => {
  const value = normalizeIdentifier(rfc)
  const tipo = rfcTipoPersona(value)
  if (tipo === null) return null
  const start = tipo === "F" ? 4 : 3
  return value.slice(start, start + 6)
}

export interface RfcOptions {
  /** Fixes the length (13 for física, 12 for moral); without it either is accepted. */
  readonly tipoPersona?: TipoPersona
  /**
   * Whether a wrong check digit is a problem (default true). Some RFCs the SAT really issued
   * carry a wrong one, so a record that lets the user confirm the RFC on the SAT's portal turns
   * this off and refuses the digit itself unless confirmed.
   */
  readonly checkDigit?: boolean
}

/**
 * The Spanish problem with an RFC, or null when it is valid. The text is normalized first (upper
 * case, no spaces or dashes): store `normalizeIdentifier(text)`.
 */
export const rfcProblem = (text: string, options: RfcOptions = {}): string | null => {
  const { tipoPersona, checkDigit = true } = options
  const value = normalizeIdentifier(text)
  // Before the length: the generic RFCs are 13 characters, and saying "generic" is the useful
  // answer even on a company's form.
  if (genericRfcs.has(value)) return rfcMessages.generico
  if (tipoPersona === "F" && value.length !== 13) return rfcMessages.fisica
  if (tipoPersona === "M" && value.length !== 12) return rfcMessages.moral
  const fisica = value.length === 13
  if (!(fisica ? personaFisica : personaMoral).test(value)) return rfcMessages.formato
  if (fisica && rfcRefusedNames.has(value.slice(0, 4))) return rfcMessages.formato
  const date = rfcDatePart(value)
  if (date === null || !isRealYymmdd(date)) return rfcMessages.formato
  if (checkDigit && rfcCheckDigit(value.slice(0, -1)) !== value.slice(-1)) return rfcMessages.digito
  return null
}

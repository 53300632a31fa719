import { isRealDateIn, normalizeIdentifier, tensComplement } from "./identifier-text"

// The CURP (Clave Única de Registro de Población, RENAPO), 18 characters: 4 letters from the
// name (the second a vowel or X), the birth date as YYMMDD, the sex (H or M), the state of birth
// (NE for born abroad), 3 inner consonants of the name, a character that tells the century (a
// digit before 2000, a letter from 2000 on) and a check digit.

export const curpMessages = {
  formato: "El CURP no tiene un formato válido",
  digito: "El dígito verificador del CURP no es válido",
  fechaNacimiento: "La fecha de nacimiento no coincide con el CURP",
  sexo: "El sexo no coincide con el CURP",
} as const

const curpPattern =
  /^[A-Z][AEIOUX][A-Z]{2}\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[HM](AS|BC|BS|CC|CL|CM|CS|CH|DF|DG|GT|GR|HG|JC|MC|MN|MS|NT|NL|OC|PL|QT|QR|SP|SL|SR|TC|TS|TL|VZ|YN|ZS|NE)[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/

/**
 * First four letters RENAPO never issues because they spell a rude word (python-stdnum's list
 * for the CURP, longer than the RFC's); a CURP starting with one was mistyped or made up.
 */
export const curpRefusedNames: ReadonlySet<string> = new Set(
  `BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE
   COJI COJO COLA CULO FALO FETO GETA GUEI GUEY JETA JOTO KACA KACO KAGA
   KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO LOCA LOCO
   LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA
   NACO PEDA PEDO PENE PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO
   RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY`.split(/\s+/),
)

// Each character's value is its index: A=10 .. N=23, Ñ=24, O=25 .. Z=36.
const alphabet = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"

/** The check digit of the first 17 characters: values weighted 18 down to 2, 10 minus the sum modulo 10. */
export const curpCheckDigit = (first17: string): string => {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += alphabet.indexOf(first17.charAt(i)) * (18 - i)
  return tensComplement(sum)
}

/**
 * The birth date as `YYYY-MM-DD`, the century read from the 17th character (a digit: 19YY, a
 * letter: 20YY); null when the text is not 18 characters or the date is not real.
 */
export const curpBirthDate = (curp: string): string | null => {
  const value = normalizeIdentifier(curp)
  if (value.length !== 18) return null
  const yymmdd = value.slice(4, 10)
  const century = /\d/.test(value.charAt(16)) ? 1900 : 2000
  if (!isRealDateIn(century, yymmdd)) return null
  return `${century + Number(yymmdd.slice(0, 2))}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`
}

/** Whether the CURP's birth date (with its century) is `isoDate` (`YYYY-MM-DD`). */
export const curpMatchesBirthDate = (curp: string, isoDate: string): boolean => {
  const birth = curpBirthDate(curp)
  return birth !== null && birth === isoDate
}

/** The sex the CURP records: H (hombre) or M (mujer); null when the 11th character is neither. */
export const curpSex = (curp: string): "H" | "M" | null => {
  const c = normalizeIdentifier(curp).charAt(10)
  return c === "H" || c === "M" ? c : null
}

/**
 * The Spanish problem with a CURP, or null when it is valid. The text is normalized first
 * (upper case, no spaces or dashes): store `normalizeIdentifier(text)`.
 */
export const curpProblem = (text: string): string | null => {
  const value = normalizeIdentifier(text)
  if (!curpPattern.test(value)) return curpMessages.formato
  if (curpRefusedNames.has(value.slice(0, 4))) return curpMessages.formato
  if (curpBirthDate(value) === null) return curpMessages.formato
  if (curpCheckDigit(value) !== value.charAt(17)) return curpMessages.digito
  return null
}

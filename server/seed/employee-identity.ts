import { curpCheckDigit, curpRefusedNames } from "../../domain/rules/curp"
import { nssCheckDigit } from "../../domain/rules/nss"
import { rfcCheckDigit, rfcRefusedNames } from "../../domain/rules/rfc"

// The seeds' people get the CURP, RFC and NSS an authority would have issued them: built from
// their names, birth date, sex and state of birth the way RENAPO and the SAT build them, with
// their check digits, so every one passes curpProblem / rfcProblem / nssProblem and agrees with
// the person's row. They are unique among everyone seeded (a stronger promise than the database's
// "unique among active people"): a clash bumps the character that exists to break clashes (the
// CURP's 17th, the RFC's homoclave, the NSS's consecutive).

export interface IdentityInput {
  readonly nombre: string
  readonly apellido_paterno: string
  readonly apellido_materno: string
  readonly sexo: "H" | "M"
  /** YYYY-MM-DD */
  readonly f_nacimiento: string
  /** YYYY-MM-DD; the NSS's year of registration is not later. */
  readonly f_ingreso: string
  /** The state of birth's CURP code (AS .. ZS, NE abroad). */
  readonly entidad: string
}

export interface Identity {
  readonly curp: string
  readonly rfc: string
  readonly nss: string
}

/** Particles RENAPO and the SAT skip in a compound name or surname. */
const particles: ReadonlySet<string> = new Set(["DA", "DAS", "DE", "DEL", "DER", "DI", "DIE", "DD", "EL", "LA", "LOS", "LAS", "LE", "LES", "MAC", "MC", "VAN", "VON", "Y"])
/** Common first names skipped when a compound given name has another (María José takes the J). */
const commonFirstNames: ReadonlySet<string> = new Set(["MARIA", "MA", "JOSE", "J"])

/** Upper case without accents; Ñ becomes X (both authorities write it so in the letters). */
const plain = (text: string): string =>
  text
    .toUpperCase()
    .replace(/Ñ/g, "X")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Z ]/g, " ")

/** The word of a name that counts: particles dropped, a common first given name skipped. */
const significant = (text: string, givenName: boolean): string => {
  const words = plain(text)
    .split(/\s+/)
    .filter((w) => w !== "" && !particles.has(w))
  if (givenName && words.length > 1 && commonFirstNames.has(words[0]!)) return words[1]!
  return words[0] ?? ""
}

const isVowel = (c: string) => "AEIOU".includes(c)
const firstInner = (word: string, test: (c: string) => boolean): string => {
  for (let i = 1; i < word.length; i++) if (test(word.charAt(i))) return word.charAt(i)
  return "X"
}

/** The four letters both keys open with, before either authority's list of refused words. */
const nameLetters = (input: IdentityInput): string => {
  const paterno = significant(input.apellido_paterno, false) || "X"
  const materno = significant(input.apellido_materno, false)
  const nombre = significant(input.nombre, true) || "X"
  return `${paterno.charAt(0)}${firstInner(paterno, isVowel)}${materno.charAt(0) || "X"}${nombre.charAt(0)}`
}

const innerConsonants = (input: IdentityInput): string =>
  [significant(input.apellido_paterno, false), significant(input.apellido_materno, false), significant(input.nombre, true)]
    .map((w) => firstInner(w, (c) => !isVowel(c)))
    .join("")

const yymmdd = (iso: string): string => `${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`

const digits = "0123456789"
const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
/** The SAT's homoclave never uses 0 or O. */
const homoclaveChars = "123456789ABCDEFGHIJKLMNPQRSTUVWXYZ"

/** A small deterministic hash of a text, to spread homoclaves. */
const hash = (text: string): number => {
  let h = 2_166_136_261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16_777_619) >>> 0
  return h
}

/**
 * A maker of identities for one seed run: it remembers what it issued, so no two people share a
 * CURP, RFC or NSS. `index` (0, 1, 2, ...) numbers the person in the run and makes the NSS.
 */
export const identityMaker = () => {
  const curps = new Set<string>()
  const rfcs = new Set<string>()
  const nsss = new Set<string>()
  return (input: IdentityInput, index: number): Identity => {
    const raw = nameLetters(input)
    const birth = yymmdd(input.f_nacimiento)

    // CURP: a refused word takes an X as its second letter; the 17th character is a digit for
    // people born before 2000 and a letter from 2000 on.
    const curpLetters = curpRefusedNames.has(raw) ? `${raw.charAt(0)}X${raw.slice(2)}` : raw
    const curpBase = `${curpLetters}${birth}${input.sexo}${input.entidad}${innerConsonants(input)}`
    const century = input.f_nacimiento < "2000" ? digits : letters
    let curp = ""
    for (let k = 0; k < century.length; k++) {
      const first17 = `${curpBase}${century.charAt(k)}`
      curp = `${first17}${curpCheckDigit(first17)}`
      if (!curps.has(curp)) break
    }
    curps.add(curp)

    // RFC (persona física): a refused word takes an X as its last letter; the homoclave comes
    // from the full name, the next free one on a clash.
    const rfcLetters = rfcRefusedNames.has(raw) ? `${raw.slice(0, 3)}X` : raw
    const n = homoclaveChars.length
    const start = hash(`${input.nombre}|${input.apellido_paterno}|${input.apellido_materno}`) % (n * n)
    let rfc = ""
    for (let k = 0; k < n * n; k++) {
      const h = (start + k) % (n * n)
      const base = `${rfcLetters}${birth}${homoclaveChars.charAt(Math.floor(h / n))}${homoclaveChars.charAt(h % n)}`
      rfc = `${base}${rfcCheckDigit(base)}`
      if (!rfcs.has(rfc)) break
    }
    rfcs.add(rfc)

    // NSS: subdelegación, year of registration (the first job, at 18 to 22, never after this
    // hire), birth year, a consecutive and the Luhn digit. The subdelegación and consecutive
    // come from the index, which makes the NSS unique up to 900,000 people per birth year
    // (beyond, the next free consecutive).
    const birthYear = Number(input.f_nacimiento.slice(0, 4))
    const registered = Math.min(Number(input.f_ingreso.slice(0, 4)), birthYear + 18 + (index % 5))
    let nss = ""
    for (let k = index; ; k++) {
      const first10 = `${String(10 + (Math.floor(k / 10_000) % 90))}${String(registered % 100).padStart(2, "0")}${String(birthYear % 100).padStart(2, "0")}${String(k % 10_000).padStart(4, "0")}`
      nss = `${first10}${nssCheckDigit(first10)}`
      if (!nsss.has(nss)) break
    }
    nsss.add(nss)
    return { curp, rfc, nss }
  }
}

// The anti-discrimination scanner of Selección (MODULES-MX §6, LFT 133-I and 133-XIV): the free
// text of requisitions, vacancies and offers is checked against SEL050's barred phrases.
//
// Both sides are folded (no accents, lower case, runs of blank as one), so "Buena Presentacion"
// meets "buena presentación". A phrase matches whole words only ("sexo" does not meet
// "sexología"); "…" (or "...") in a phrase stands for one to three words ("menor de … años" meets
// "menor de 35 años"). "Mayor de edad" is allowed for jobs barred to minors (LFT 175-176), so it is
// not on the seeded list. A match names the phrase as the list writes it and where it sits in the
// original text, so the form can point at it.

export interface BarredMatch {
  readonly frase: string
  readonly inicio: number
  readonly fin: number
}

/** What holds the text, as the refusal names it: §6's words are the requisition's. */
export type ScannedDocument = "La requisición" | "La vacante" | "La oferta" | "La plantilla"

export const discriminatoryRequirement = (frase: string, documento: ScannedDocument = "La requisición"): string =>
  `${documento} contiene un requisito discriminatorio: "${frase}" (LFT 133-I)`

/** One character folded: its base letters without marks, in lower case ("É" → "e", "ß" → "ss"). */
const foldChar = (c: string): string =>
  c
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()

/** The text folded, and for each folded character the index of the original one it came from. */
const folded = (text: string): { readonly text: string; readonly origin: ReadonlyArray<number> } => {
  let out = ""
  const origin: Array<number> = []
  let index = 0
  for (const c of text) {
    const f = /\s/u.test(c) ? " " : foldChar(c)
    for (const part of f) {
      out += part
      origin.push(index)
    }
    index += c.length
  }
  return { text: out, origin }
}

export const foldPhrase = (phrase: string): string => folded(phrase).text.replace(/\s+/gu, " ").trim()

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const gap = /\s*(?:…|\.\.\.)\s*/u

/** The phrase as a pattern over folded text, or undefined when it holds no word. */
const patternOf = (phrase: string): RegExp | undefined => {
  const parts = foldPhrase(phrase)
    .split(gap)
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
  if (parts.length === 0) return undefined
  const body = parts.map((p) => p.split(" ").map(escapeRegExp).join("\\s+")).join("(?:\\s+\\S+){1,3}?\\s+")
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "gu")
}

/** Every barred phrase the text holds, in the order they appear; each phrase once, at its first place. */
export const barredPhrasesIn = (text: string, phrases: ReadonlyArray<string>): ReadonlyArray<BarredMatch> => {
  const f = folded(text)
  const found: Array<BarredMatch> = []
  for (const frase of phrases) {
    const pattern = patternOf(frase)
    if (pattern === undefined) continue
    const m = pattern.exec(f.text)
    if (m === null) continue
    const start = f.origin[m.index] ?? 0
    const lastFolded = m.index + m[0].length - 1
    const lastOrigin = f.origin[lastFolded] ?? start
    // The end is after the last original character the match covers (a surrogate pair is two units).
    const fin = lastOrigin + (text.codePointAt(lastOrigin) !== undefined && (text.codePointAt(lastOrigin) ?? 0) > 0xffff ? 2 : 1)
    found.push({ frase, inicio: start, fin })
  }
  return found.sort((a, b) => a.inicio - b.inicio || a.frase.localeCompare(b.frase))
}

/** The refusal for a text, naming its first barred phrase; undefined when it holds none. */
export const discriminationProblem = (text: string | null | undefined, phrases: ReadonlyArray<string>): string | undefined => {
  if (text === null || text === undefined || text.trim() === "") return undefined
  const [first] = barredPhrasesIn(text, phrases)
  return first === undefined ? undefined : discriminatoryRequirement(first.frase)
}

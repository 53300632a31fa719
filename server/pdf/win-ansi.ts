// The PDF standard fonts (Helvetica) draw only the WinAnsi characters: Latin-1 and a few more
// (€, curly quotes, dashes, …). Stored text may hold others: an accent typed as a separate
// combining mark (NFD "Nómina"), an emoji, a CJK name. pdfkit would print those as unrelated
// glyphs, so every string of a document is composed (NFC, which turns o + ́ into ó) and what is
// still outside WinAnsi becomes "?", visibly missing rather than silently wrong.

const extras = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"

const drawable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0
  return char === "\n" || char === "\t" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || extras.includes(char)
}

/** A text the standard fonts draw as written (unchanged when it already is). */
export const winAnsiText = (text: string): string => {
  const composed = text.normalize("NFC")
  let out = ""
  for (const char of composed) out += drawable(char) ? char : "?"
  return out
}

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype

/**
 * Every string of a document definition made drawable, functions (header, footer) included:
 * their answers are cleaned when pdfmake calls them. Names, colours and data URLs are ASCII and
 * come through unchanged; byte arrays and other objects are left as they are.
 */
export const winAnsiDocument = <A>(value: A): A => clean(value) as A

const clean = (value: unknown): unknown => {
  if (typeof value === "string") return winAnsiText(value)
  if (Array.isArray(value)) return value.map(clean)
  if (typeof value === "function") return (...args: Array<unknown>) => clean(value(...args))
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]))
  return value
}

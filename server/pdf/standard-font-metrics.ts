import { createRequire } from "node:module"

// pdfkit reads and parses a standard font's metrics (its .afm file: 60 KiB of text, 300 widths
// and 2,700 kerning pairs) every time a document opens that font, three or four times a PDF:
// about a fifth of a one-page DC-3's layout, repeated 500 times in a batch. The files never
// change, so the first parse of each is kept and every later font shares its tables (pdfkit
// only reads them). The parser is not exported: it is reached through a document's default
// font, from the pdfkit that pdfmake itself loads (the bundle keeps pdfmake outside it).

interface MetricsParser {
  parse(this: Record<string, unknown>, contents: string): void
}

const tables = ["attributes", "glyphWidths", "boundingBoxes", "kernPairs"] as const

let shared = false

/** Makes pdfkit parse each standard font's metrics once per thread; false if pdfkit's inside changed (nothing patched). */
export const shareStandardFontMetrics = (): boolean => {
  if (shared) return true
  const fromPdfmake = createRequire(createRequire(import.meta.url).resolve("pdfmake"))
  const PDFDocument = fromPdfmake("pdfkit") as new (options: object) => { readonly _font?: { readonly font?: object } }
  const parser = Object.getPrototypeOf(new PDFDocument({ autoFirstPage: false })._font?.font ?? null) as Partial<MetricsParser> | null
  const parse = parser?.parse
  if (parser === null || typeof parse !== "function") return false
  const parsed = new Map<string, Record<string, unknown>>()
  parser.parse = function (this: Record<string, unknown>, contents: string) {
    const known = parsed.get(contents)
    if (known !== undefined) {
      Object.assign(this, known)
      return
    }
    parse.call(this, contents)
    parsed.set(contents, Object.fromEntries(tables.map((t) => [t, this[t]])))
  }
  shared = true
  return true
}

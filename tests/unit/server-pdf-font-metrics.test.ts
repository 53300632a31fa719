import { createRequire } from "node:module"
import { describe, expect, it } from "vitest"
import { shareStandardFontMetrics } from "../../server/pdf/standard-font-metrics"

// pdfkit parses a standard font's metrics once per thread after shareStandardFontMetrics: the
// patch still finds pdfkit's parser (an upgrade that moves it fails here, not silently), later
// documents share the first one's tables, and text measures exactly as before.

type KitDocument = {
  readonly _font: { readonly font: { readonly kernPairs: object; readonly glyphWidths: object } }
  font(name: string): KitDocument
  fontSize(size: number): KitDocument
  widthOfString(text: string): number
}
const PDFDocument = createRequire(createRequire(import.meta.url).resolve("pdfmake"))("pdfkit") as new (options: object) => KitDocument

const sample = "Capacitación «AV» Wálter Ñúñez, ¿Tomás? 1,234.50"
const widths = (doc: KitDocument) => ["Helvetica", "Helvetica-Bold", "Times-Roman"].map((name) => doc.font(name).fontSize(9).widthOfString(sample))

describe("standard font metrics", () => {
  it("are parsed once and measure text as pdfkit's own parse does", () => {
    const before = widths(new PDFDocument({ autoFirstPage: false }))
    expect(shareStandardFontMetrics()).toBe(true)
    const first = new PDFDocument({ autoFirstPage: false })
    const second = new PDFDocument({ autoFirstPage: false })
    expect(widths(first)).toEqual(before)
    expect(widths(second)).toEqual(before)
    const a = first.font("Helvetica-Bold")._font.font
    const b = second.font("Helvetica-Bold")._font.font
    expect(b.kernPairs).toBe(a.kernPairs)
    expect(b.glyphWidths).toBe(a.glyphWidths)
    expect(Object.keys(a.kernPairs).length).toBeGreaterThan(1000)
    expect(shareStandardFontMetrics()).toBe(true)
  })
})

import { shareStandardFontMetrics } from "./standard-font-metrics"
import { documentFromWire, type WireDocument } from "./wire-document"
import { winAnsiDocument } from "./win-ansi"

// The layout of every server PDF, on a worker thread (render.ts sends the document here): pdfmake
// with the PDF standard Helvetica (its WinAnsi encoding covers Spanish: accents, ñ, ü, ¿ and ¡;
// nothing to embed, so a letter is ~40 ms).
//
// pdfmake can fetch an image by URL and read a local file named in a document, so a document
// built from stored text would be an SSRF or file-read hole. Both doors are shut, once, for the
// worker: no URL at all, and no local path except the four standard font names (pdfmake asks
// the local policy about those too, though they are built into pdfkit and no file is read).
// Images travel as data URLs of bytes we read ourselves (the company logo). Text outside what
// the standard fonts draw is composed or marked "?" (win-ansi.ts) instead of printed garbled.

const standardFonts = {
  normal: "Helvetica",
  bold: "Helvetica-Bold",
  italics: "Helvetica-Oblique",
  bolditalics: "Helvetica-BoldOblique",
} as const
const standardFontNames: ReadonlySet<string> = new Set(Object.values(standardFonts))

// pdfmake (with pdfkit, fontkit and their tables, about 6 MiB of heap) is loaded by a worker's
// first PDF, not when it starts: most workers only ever read or write spreadsheets.
type Pdfmake = typeof import("pdfmake")
let loaded: Promise<Pdfmake> | undefined
const loadPdfmake = () => {
  // A CommonJS package: Node hands its exports over as the default export.
  loaded ??= import("pdfmake").then((module) => {
    const pdfmake = (module as unknown as { readonly default: Pdfmake }).default
    pdfmake.setFonts({ Helvetica: standardFonts })
    pdfmake.setUrlAccessPolicy(() => false)
    pdfmake.setLocalAccessPolicy((path) => standardFontNames.has(path))
    shareStandardFontMetrics()
    return pdfmake
  })
  return loaded
}

/** The bytes of a PDF (font, page size and metadata get our defaults). */
export const layoutPdf = async (wire: WireDocument): Promise<Uint8Array> => {
  const doc = documentFromWire(wire)
  const pdfmake = await loadPdfmake()
  const buffer = await pdfmake
    .createPdf(
      winAnsiDocument({
        pageSize: "LETTER",
        pageMargins: [40, 40, 40, 50],
        ...doc,
        defaultStyle: { font: "Helvetica", fontSize: 10, ...doc.defaultStyle },
        info: { producer: "Capital Humano", creator: "Capital Humano", ...doc.info },
      }),
    )
    .getBuffer()
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
}

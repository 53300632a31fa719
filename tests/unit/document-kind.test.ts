import { Effect } from "effect"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import { documentKindOf, isPdf, pdfKindOf } from "../../server/records/document-kind"
import { renderPdf } from "../../server/pdf/render"
import { simplePdf } from "../../server/seed/demo-cv"
import { jpegImage, pngImage } from "../support/images"

// A CV and the documents of a pre-alta are judged by their bytes (server/records/document-kind.ts):
// a real PDF, by its header and its trailer's cross-reference offset; a file that only looks like
// one by its name or its first bytes is refused. The demo's hand-written PDFs (server/seed/demo-cv.ts)
// are real PDFs too: a PDF reader reads their text back.

const latin1 = (text: string) => Buffer.from(text, "latin1")

describe("document kinds by content", () => {
  it("accepts real PDFs: pdfmake's and the demo's, whose text a reader reads back", async () => {
    const rendered = await Effect.runPromise(renderPdf({ content: [{ text: "Currículum de Ana Pérez Núñez" }] }))
    expect(isPdf(rendered)).toBe(true)
    const demo = simplePdf("Currículum vitae", ["Ana Pérez Núñez", "Licenciatura en Contaduría (2012)"])
    expect(pdfKindOf(demo)).toBe("application/pdf")
    const text = (await extractText(await getDocumentProxy(new Uint8Array(demo)), { mergePages: true })).text
    expect(text).toContain("Ana Pérez Núñez")
    expect(text).toContain("Contaduría")
    // A trailing newline or padding after %%EOF, as some writers leave, is still a PDF.
    expect(isPdf(Buffer.concat([demo, latin1("\r\n\0\0")]))).toBe(true)
  })

  it("refuses what only looks like a PDF", () => {
    const demo = simplePdf("CV", ["Texto"])
    const cases: ReadonlyArray<readonly [string, Uint8Array]> = [
      ["plain text named .pdf", latin1("Mi currículum: soy contador.\n".repeat(10))],
      ["a PDF header on other bytes", latin1(`%PDF-1.7\n${"x".repeat(200)}`)],
      ["a truncated download", demo.subarray(0, demo.length - 40)],
      ["a header pasted on a PNG", Buffer.concat([latin1("%PDF-1.4\n"), pngImage(8, 8), latin1("\nstartxref\n9\n%%EOF\n")])],
      ["a trailer pointing past the file", Buffer.concat([demo.subarray(0, demo.lastIndexOf(latin1("startxref"))), latin1("startxref\n999999\n%%EOF\n")])],
      ["an empty file", new Uint8Array()],
    ]
    for (const [label, bytes] of cases) expect(isPdf(bytes), label).toBe(false)
  })

  it("takes a photo of a document as a JPEG or PNG, but a CV only as a PDF", () => {
    expect(documentKindOf(pngImage(4, 4))).toBe("image/png")
    expect(documentKindOf(jpegImage())).toBe("image/jpeg")
    expect(documentKindOf(simplePdf("INE", ["Frente"]))).toBe("application/pdf")
    expect(pdfKindOf(pngImage(4, 4))).toBeNull()
    expect(documentKindOf(latin1("GIF89a\x01\x00\x01\x00\x00\x00\x00;"))).toBeNull()
  })
})

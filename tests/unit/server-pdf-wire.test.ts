import { Effect, Exit } from "effect"
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces"
import { describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../../server/http/failure"
import { keepHeadingsWithNext } from "../../server/pdf/blocks"
import { hasOversizedPng } from "../../server/pdf/image-guard"
import { renderPdf } from "../../server/pdf/render"
import { documentFromWire, documentToWire } from "../../server/pdf/wire-document"
import { pngImage } from "../support/images"

// A document crosses to the PDF worker as data: its page templates answer the real page numbers
// there, its named rules are the same functions, and a function that does more than print the
// page numbers is refused on the way instead of printing wrong.

type Footer = (page: number, pages: number) => Content

describe("a PDF document on its way to the worker", () => {
  it("keeps page templates, constant layouts and named rules working after a structured clone", () => {
    const doc: TDocumentDefinitions = {
      content: [{ text: "Hola", layout: { hLineWidth: () => 0.5 } } as Content],
      footer: (page: number, pages: number) => ({ text: `Página ${page} de ${pages}`, margin: [40, page, 40, 0] }),
      header: () => ({ text: "Encabezado" }),
      pageBreakBefore: keepHeadingsWithNext,
    }
    const back = documentFromWire(structuredClone(documentToWire(doc)))
    expect((back.footer as Footer)(3, 12)).toEqual({ text: "Página 3 de 12", margin: [40, 3, 40, 0] })
    expect((back.header as () => Content)()).toEqual({ text: "Encabezado" })
    expect(back.pageBreakBefore).toBe(keepHeadingsWithNext)
    expect(back.content).toMatchObject([{ text: "Hola" }])
  })

  it("refuses a function whose answer depends on the page beyond printing it", () => {
    const doc: TDocumentDefinitions = { content: [], footer: (page: number) => ({ text: page === 1 ? "Portada" : `Página ${page}` }) }
    expect(() => documentToWire(doc)).toThrow(/doc\.footer/)
  })
})

describe("the PNGs of a PDF", () => {
  const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`

  it("are measured by their header: a logo passes, a pixel bomb does not", () => {
    expect(hasOversizedPng({ content: [{ image: dataUrl(pngImage(64, 32)) }] })).toBe(false)
    // Only the header is read: a 20,000 x 20,000 PNG claimed by a tiny file.
    const bomb = Buffer.from(pngImage(1, 1))
    bomb.writeUInt32BE(20_000, 16)
    bomb.writeUInt32BE(20_000, 20)
    expect(hasOversizedPng({ images: { logo: dataUrl(bomb) } })).toBe(true)
  })

  it("refuses a document with a pixel bomb with a 422 before any layout", async () => {
    const bomb = Buffer.from(pngImage(1, 1))
    bomb.writeUInt32BE(30_000, 16)
    bomb.writeUInt32BE(30_000, 20)
    const exit = await Effect.runPromiseExit(renderPdf({ content: [{ image: dataUrl(bomb) }] }))
    expect(exit).toEqual(Exit.fail(new ApiFailure({ status: 422, message: messages.imagenDocumentoGrande })))
  })
})

import { Cause, Effect, Exit } from "effect"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import { letterheadContent } from "../../server/pdf/letterhead"
import { printLogo } from "../../server/pdf/print-logo"
import { renderPdf } from "../../server/pdf/render"
import { pdfResponse } from "../../server/pdf/response"
import { dateLine, signatureBlock } from "../../server/pdf/signatures"
import { spanishDate } from "../../server/pdf/spanish-date"
import { winAnsiText } from "../../server/pdf/win-ansi"
import { jpegImage, pngImage } from "../support/images"

// The shared server PDF helpers (server/pdf/): a document with the letterhead, Spanish text, the
// signature block and the date renders to a real PDF whose text reads back intact, and pdfmake
// may neither open a local file nor fetch a URL named in a document.

const textOf = async (bytes: Uint8Array): Promise<string> =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text

describe("server PDFs", () => {
  it("renders the letterhead with a logo, Spanish text, the signatures and the date, readable back", async () => {
    const logo = await Effect.runPromise(printLogo(pngImage(16, 8)))
    expect(logo).toMatch(/^data:image\/png;base64,/)
    const bytes = await Effect.runPromise(
      renderPdf({
        content: [
          letterheadContent({ razonSocial: "Compañía Ñandú, SA DE CV", rfc: "CNA010101AB1", logo }, "Descripción de puestos"),
          { text: "¿Qué hace? ¡Atención! Señalización, Güero, Niño", margin: [0, 8, 0, 0] },
          signatureBlock(),
          dateLine("2026-11-23", "Fecha de versión"),
        ],
      }),
    )
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-")
    const text = await textOf(bytes)
    for (const expected of [
      "Compañía Ñandú, SA DE CV",
      "RFC: CNA010101AB1",
      "Descripción de puestos",
      "¿Qué hace? ¡Atención! Señalización, Güero, Niño",
      "Elaboró",
      "Revisó",
      "Autorizó",
      "Fecha de versión: 23 de noviembre de 2026",
    ]) {
      expect(text).toContain(expected)
    }
  })

  it("takes a JPEG logo, and leaves out bytes that are not a PNG or a JPEG", async () => {
    const jpeg = await Effect.runPromise(printLogo(jpegImage()))
    expect(jpeg).toMatch(/^data:image\/jpeg;base64,/)
    expect(await Effect.runPromise(printLogo(Buffer.from("GIF89a\x01\x00\x01\x00", "latin1")))).toBeNull()
    expect(await Effect.runPromise(printLogo(null))).toBeNull()
    const bytes = await Effect.runPromise(renderPdf({ content: [letterheadContent({ razonSocial: "Sin logotipo", rfc: null, logo: jpeg }, "Prueba")] }))
    expect(await textOf(bytes)).toContain("Sin logotipo")
  })

  it("refuses to read a local file or fetch a URL named in a document", async () => {
    for (const image of ["/etc/passwd", "http://127.0.0.1:9/logo.png", "file:///etc/hostname"]) {
      const exit = await Effect.runPromiseExit(renderPdf({ content: [{ image }] }))
      expect(Exit.isFailure(exit) ? Cause.pretty(exit.cause) : "rendered", image).toContain("denied by resource access policy")
    }
    const images = await Effect.runPromiseExit(renderPdf({ content: [{ image: "logo" }], images: { logo: "https://example.com/logo.png" } }))
    expect(Exit.isFailure(images) ? Cause.pretty(images.cause) : "rendered").toContain("denied by resource access policy")
  })

  it("answers a PDF as an attachment with a safe file name", () => {
    const response = pdfResponse(new Uint8Array([37, 80, 68, 70]), 'Descripción "de" puestos;\r\nx')
    expect(response.headers["content-type"] ?? (response.body as { contentType?: string }).contentType).toBe("application/pdf")
    const disposition = response.headers["content-disposition"] ?? ""
    expect(disposition).toMatch(/^attachment; filename="[\w .-]+\.pdf"; filename\*=UTF-8''/)
    expect(disposition).not.toMatch(/[\r\n]/)
    expect(disposition).toContain("Descripci%C3%B3n")
    expect(response.headers["cache-control"]).toBe("no-store")
  })

  it("composes accents typed as separate marks and marks undrawable characters, in the body and the footer", async () => {
    const decomposed = "Nómina y Compensación".normalize("NFD")
    expect(winAnsiText(decomposed)).toBe("Nómina y Compensación")
    expect(winAnsiText("Ana 😀 李")).toBe("Ana ? ?")
    expect(winAnsiText("“Señor” — 5 € ¿sí?")).toBe("“Señor” — 5 € ¿sí?")
    const bytes = await Effect.runPromise(
      renderPdf({ content: [decomposed, "Ana 😀"], footer: (page: number) => ({ text: `Página ${page} · Niño`.normalize("NFD") }) }),
    )
    const text = await textOf(bytes)
    expect(text).toContain("Nómina y Compensación")
    expect(text).toContain("Ana ?")
    expect(text).toContain("Página 1 · Niño")
  })

  it("writes dates in Spanish words", () => {
    expect(spanishDate("2026-01-05")).toBe("5 de enero de 2026")
    expect(spanishDate("2026-12-31")).toBe("31 de diciembre de 2026")
  })
})

import { Effect } from "effect"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import { fillTemplate } from "../../domain/personal/plantillas-carta-rules"
import { addressLine } from "../../server/documents/company"
import { companyDocument, documentFileName, facts, heading, paragraphs, placeAndDate, renderCompanyDocument } from "../../server/documents/frame"
import { formatFolio } from "../../server/documents/folio"
import { printLogo } from "../../server/pdf/print-logo"
import { pngImage } from "../support/images"

// The document service's frame (server/documents/frame.ts): every company document carries the
// letterhead (logo, razón social, RFC, fiscal address), its title, folio, place and date, its body,
// the named signature lines and "Página X de Y", and reads back as text with its accents; stored
// text holding markup, template braces or a formula prints as typed.

const pages = async (bytes: Uint8Array): Promise<ReadonlyArray<string>> =>
  (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })).text

const company = {
  razonSocial: "Compañía Ñandú, SA DE CV",
  lugar: "León, Guanajuato",
  letterhead: {
    razonSocial: "Compañía Ñandú, SA DE CV",
    rfc: "CNA010101AB1",
    logo: await Effect.runPromise(printLogo(pngImage(16, 8))),
    domicilio: "Blvd. Adolfo López Mateos 1200, Col. Centro, C.P. 37000, León, Guanajuato",
  },
}

describe("company documents", () => {
  it("frames a two-page letter: letterhead on each page, folio, date, body, signer and page numbers", async () => {
    const long = Array.from({ length: 14 }, (_, i) => `Párrafo ${i + 1}: la señora Güemes acreditó su antigüedad con el ${"documento oficial correspondiente ".repeat(6)}`).join("\n\n")
    const bytes = await Effect.runPromise(
      renderCompanyDocument({
        company,
        title: "Constancia laboral",
        folio: "CL-1-2026-00007",
        fecha: "2026-03-05",
        dirigidoA: "A QUIEN CORRESPONDA",
        body: [heading("Datos del colaborador"), facts([["Colaborador", "María Ñúñez"], ["Puesto", null]]), ...paragraphs(long)],
        firmantes: [{ nombre: "Ana López Ríos", cargo: "Gerente de Recursos Humanos" }],
      }),
    )
    const text = await pages(bytes)
    expect(text).toHaveLength(2)
    for (const [i, page] of text.entries()) {
      for (const expected of ["Compañía Ñandú, SA DE CV", "RFC: CNA010101AB1", "C.P. 37000, León, Guanajuato", "Constancia laboral", "Folio: CL-1-2026-00007", `Página ${i + 1} de 2`]) {
        expect(page, `page ${i + 1}`).toContain(expected)
      }
    }
    const all = text.join("\n")
    for (const expected of ["León, Guanajuato, a 5 de marzo de 2026", "A QUIEN CORRESPONDA", "Datos del colaborador", "María Ñúñez", "Párrafo 14", "Ana López Ríos", "Gerente de Recursos Humanos"]) {
      expect(all).toContain(expected)
    }
    expect(all).not.toContain("BORRADOR")
    // Lays out a real two-page PDF: slower than the default limit on a loaded machine.
  }, 60_000)

  it("marks a draft: no folio, a watermark, and the file name says so", async () => {
    const bytes = await Effect.runPromise(renderCompanyDocument({ company, title: "Carta de recomendación", folio: null, fecha: "2026-01-02", body: paragraphs("Texto") }))
    const all = (await pages(bytes)).join("\n")
    expect(all).toContain("Sin folio (borrador)")
    expect(all).toContain("BORRADOR")
    expect(documentFileName("Carta de recomendación", null)).toBe("Carta de recomendación (borrador)")
    expect(documentFileName("Constancia laboral", "CL-1-2026-00007")).toBe("Constancia laboral CL-1-2026-00007")
  })

  it("prints a template and stored text holding markup, braces or a formula as the literal text", async () => {
    const template = "<script>alert(1)</script> {{constructor}} =HYPERLINK(\"http://evil\",\"x\") para {n_empleado}"
    const filled = fillTemplate(template, { n_empleado: "<b>Juan</b> {n_empresa}" })
    const bytes = await Effect.runPromise(
      renderCompanyDocument({ company, title: "Constancia", folio: "CL-1-2026-00001", fecha: "2026-01-02", dirigidoA: "=1+1", body: paragraphs(filled.text), firmantes: [{ nombre: "{{constructor}}" }] }),
    )
    const all = (await pages(bytes)).join("\n")
    expect(all).toContain("<script>alert(1)</script> {{constructor}} =HYPERLINK(\"http://evil\",\"x\") para <b>Juan</b> {n_empresa}")
    expect(all).toContain("=1+1")
    expect(all.match(/\{\{constructor\}\}/g)).toHaveLength(2)
  })

  it("lays a diploma out in landscape inside a frame, and prints a closing after the signatures", async () => {
    const spec = { company, title: "Reconocimiento", folio: "RC-1-2026-00001", fecha: "2026-01-02", body: ["Cuerpo"], orientation: "landscape", border: true, sinLugarFecha: true, firmantes: [{ nombre: "Firma Única" }], closing: ["Línea de verificación"] } as const
    const doc = companyDocument(spec)
    expect(doc.pageOrientation).toBe("landscape")
    expect(typeof doc.background).toBe("function")
    const text = (await pages(await Effect.runPromise(renderCompanyDocument(spec)))).join("\n")
    expect(text.indexOf("Firma Única")).toBeLessThan(text.indexOf("Línea de verificación"))
    expect(text).not.toContain("a 2 de enero de 2026")
  })

  it("splits paragraphs on blank lines and keeps single line breaks", () => {
    expect(paragraphs("Uno\nsigue\n\n  \n\nDos\r\n\r\nTres")).toEqual([
      { text: "Uno\nsigue", style: "paragraph" },
      { text: "Dos", style: "paragraph" },
      { text: "Tres", style: "paragraph" },
    ])
  })

  it("writes the place and date, the fiscal address and folios as Mexican documents do", () => {
    expect(placeAndDate("León, Guanajuato", "2026-03-05")).toBe("León, Guanajuato, a 5 de marzo de 2026")
    expect(placeAndDate("", "2026-03-05")).toBe("A 5 de marzo de 2026")
    expect(
      addressLine({ calle: "Av. Juárez", num_exterior: "120", num_interior: "3", colonia: "Centro", codigo_postal: "37000", n_ciudad: "León", n_estado: "Guanajuato" }),
    ).toBe("Av. Juárez 120, Int. 3, Col. Centro, C.P. 37000, León, Guanajuato")
    expect(addressLine({ calle: null, num_exterior: null, num_interior: null, colonia: null, codigo_postal: null, n_ciudad: null, n_estado: null })).toBe("")
    expect(formatFolio("CL", 1, 2026, 7)).toBe("CL-1-2026-00007")
  })
})

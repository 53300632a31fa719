import type { Effect } from "effect"
import type { Content } from "pdfmake/interfaces"
import { blockStyles, labelledValues } from "../pdf/blocks"
import { letterheadContent } from "../pdf/letterhead"
import type { ApiFailure } from "../http/failure"
import { type PdfDocument, renderPdf } from "../pdf/render"
import { type Signer, signerBlock } from "../pdf/signatures"
import { spanishDate } from "../pdf/spanish-date"
import type { DocumentCompany } from "./company"

// ---------------------------------------------------------------------------------------------
// The document service: one frame for every document a company issues about its people
// (cartas laborales, reconocimientos, cartas responsivas, actas administrativas, avisos de
// rescisión...), on the server's pdfmake pieces (server/pdf/). How to use it:
//
//   const company = yield* readDocumentCompany(id_empresa)            // ./company.ts (null: 404)
//   const facts = yield* readEmployeeFacts(id_empleado, principal)    // ./employee-facts.ts
//                                                                      //  (404 absent, 403 outside
//                                                                      //  the caller's centres)
//   const folio = yield* nextFolio("AA", company.id_empresa, year)    // ./folio.ts, in the write's
//                                                                      //  transaction: "AA-1-2026-00007"
//   const bytes = yield* renderCompanyDocument({
//     company,
//     title: "Acta administrativa",
//     folio,                                  // null: a draft, watermarked BORRADOR, "Sin folio"
//     fecha: "2026-03-05",                    // issue date, printed "León, Guanajuato, a 5 de marzo de 2026"
//     dirigidoA: "A QUIEN CORRESPONDA",      // optional, bold, before the body
//     body: [
//       ...paragraphs(text),                  // plain text; a blank line starts a paragraph
//       facts([["Colaborador", facts.n_empleado], ["Puesto", facts.n_puesto]]),
//       heading("Hechos"),
//     ],                                      // or any pdfmake Content built from text nodes
//     firmantes: [{ nombre: "Ana López", cargo: "Gerente de Recursos Humanos" }],
//     closing: [...],                         // optional, after the signatures
//     orientation: "landscape", border: true, // optional: a diploma
//   })
//   return pdfResponse(bytes, documentFileName("Acta administrativa", folio))   // ../pdf/response.ts
//
// Template letters: fill the template with domain/personal/plantillas-carta-rules.ts `fillTemplate(text,
// letterValues(facts, company, {...}))` (./employee-facts.ts), then `paragraphs(filled.text)`.
//
// What every page carries: the letterhead (logo, razón social, RFC, fiscal address) with the
// title, the folio at the right, and a footer with the folio and "Página X de Y". Everything
// stored is printed as text nodes: pdfmake has no markup, so `<script>`, `{{constructor}}` or
// `=HYPERLINK(...)` in a stored text print exactly as typed; accents and ñ print in the standard
// font (server/pdf/win-ansi.ts), and no URL or file is ever read (server/pdf/render.ts).
// ---------------------------------------------------------------------------------------------

export interface CompanyDocumentSpec {
  readonly company: Pick<DocumentCompany, "letterhead" | "razonSocial" | "lugar">
  /** The document's name, printed in the letterhead ("Constancia laboral"). */
  readonly title: string
  /** The issued document's folio; null for a draft (watermarked, "Sin folio (borrador)"). */
  readonly folio: string | null
  /** The issue date, `YYYY-MM-DD`. */
  readonly fecha: string
  /** The addressee, printed in bold before the body (letters). */
  readonly dirigidoA?: string | null
  readonly body: ReadonlyArray<Content>
  /** Named signature lines after the body (none when empty). */
  readonly firmantes?: ReadonlyArray<Signer>
  /** Landscape for a diploma; portrait by default. */
  readonly orientation?: "portrait" | "landscape"
  /** Omit the place-and-date line (a diploma prints its date in its own words). */
  readonly sinLugarFecha?: boolean
  /** Printed after the signatures (a folio verification line). */
  readonly closing?: ReadonlyArray<Content>
  /** A double frame around each page (a diploma). */
  readonly border?: boolean
  /**
   * A word across every page of a record that has its folio but is not in force (an acta still
   * BORRADOR, one CANCELADA); a draft without a folio is BORRADOR without it.
   */
  readonly marca?: string | null
}

export const draftFolio = "Sin folio (borrador)"

const grey = "#555555"

/** A stored text as paragraphs: a blank line starts a new one; single line breaks are kept. */
export const paragraphs = (text: string): Array<Content> =>
  text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\n+$/g, ""))
    .filter((p) => p.trim() !== "")
    .map((p): Content => ({ text: p, style: "paragraph" }))

/** "Label: value" pairs (a document's facts); an empty value prints a dash. */
export const facts = (pairs: ReadonlyArray<readonly [string, string | null]>): Content => labelledValues(pairs)

/** A section heading inside a document's body. */
export const heading = (text: string): Content => ({ text, style: "section", headlineLevel: 1 })

/** "León, Guanajuato, a 5 de marzo de 2026" ("A 5 de marzo de 2026" without a place). */
export const placeAndDate = (lugar: string, fecha: string): string =>
  lugar.trim() === "" ? `A ${spanishDate(fecha)}` : `${lugar.trim()}, a ${spanishDate(fecha)}`

/** The PDF's file name offered to the browser: "Constancia laboral CL-1-2026-00007". */
export const documentFileName = (title: string, folio: string | null): string => (folio === null ? `${title} (borrador)` : `${title} ${folio}`)

const headerOf = (spec: CompanyDocumentSpec, width: number) => (): Content => ({
  margin: [40, 24, 40, 0],
  stack: [
    { text: `Folio: ${spec.folio ?? draftFolio}`, alignment: "right", fontSize: 8, color: grey, margin: [0, 0, 0, 2] },
    letterheadContent(spec.company.letterhead, spec.title, width),
  ],
})

/** Two rectangles inside the page's edge (letter size: 612 x 792 points). */
const frameOf = (landscape: boolean) => (): Content => {
  const [w, h] = landscape ? [792, 612] : [612, 792]
  return {
    canvas: [
      { type: "rect", x: 14, y: 14, w: w - 28, h: h - 28, lineWidth: 2.5, lineColor: "#1d4ed8" },
      { type: "rect", x: 20, y: 20, w: w - 40, h: h - 40, lineWidth: 0.75, lineColor: "#1d4ed8" },
    ],
  }
}

/** The pdfmake definition of a company document (render it with renderCompanyDocument). */
export const companyDocument = (spec: CompanyDocumentSpec): PdfDocument => {
  const landscape = spec.orientation === "landscape"
  const mark = spec.marca ?? (spec.folio === null ? "BORRADOR" : null)
  const width = landscape ? 712 : 532
  const opening: Array<Content> = [
    ...(spec.sinLugarFecha ? [] : [{ text: placeAndDate(spec.company.lugar, spec.fecha), alignment: "right" as const, margin: [0, 0, 0, 14] as [number, number, number, number] }]),
    ...(spec.dirigidoA?.trim() ? [{ text: spec.dirigidoA.trim(), bold: true, margin: [0, 0, 0, 12] as [number, number, number, number] }] : []),
  ]
  return {
    info: { title: spec.folio === null ? spec.title : `${spec.title} ${spec.folio}`, subject: spec.title, author: spec.company.razonSocial },
    pageOrientation: landscape ? "landscape" : "portrait",
    pageMargins: [40, 128, 40, 50],
    ...(mark === null ? {} : { watermark: { text: mark, opacity: 0.08, bold: true } }),
    header: headerOf(spec, width),
    footer: (page: number, pages: number): Content => ({
      margin: [40, 16, 40, 0],
      columns: [
        { text: `${spec.company.razonSocial} · Folio: ${spec.folio ?? draftFolio}`, fontSize: 8, color: grey },
        { text: `Página ${page} de ${pages}`, alignment: "right", fontSize: 8, color: grey, width: "auto" },
      ],
    }),
    styles: { ...blockStyles, paragraph: { alignment: "justify", lineHeight: 1.3, margin: [0, 0, 0, 10] } },
    defaultStyle: { fontSize: 11 },
    ...(spec.border ? { background: frameOf(landscape) } : {}),
    content: [...opening, ...spec.body, ...(spec.firmantes && spec.firmantes.length > 0 ? [signerBlock(spec.firmantes)] : []), ...(spec.closing ?? [])],
  }
}

/** The PDF bytes of a company document. */
export const renderCompanyDocument = (spec: CompanyDocumentSpec): Effect.Effect<Uint8Array, ApiFailure> => renderPdf(companyDocument(spec))

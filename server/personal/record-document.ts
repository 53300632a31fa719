import type { Content } from "pdfmake/interfaces"
import { blockStyles, keepHeadingsWithNext } from "../pdf/blocks"
import { type Letterhead, letterheadContent } from "../pdf/letterhead"
import type { PdfDocument } from "../pdf/render"
import { spanishDate } from "../pdf/spanish-date"

// What the responsivas' and actas' PDFs say, apart from how a company document looks: a title, a
// folio, the issue date, the body, who signs, and a mark for a draft or a cancelled record. The
// company documents' look (letterhead, folio line, page numbers) is the shared document service's
// job (issue 14's h14-docs branch); until it is merged here, `companyDocument` below lays the
// same parts out with the letterhead of server/pdf/, so the PDFs are real and read back in tests.

/** One signature line: who signs (a name, when known) and in what capacity. */
export interface Signer {
  readonly nombre: string | null
  readonly cargo: string
}

export interface RecordDocument {
  readonly title: string
  readonly folio: string
  /** The issue date, ISO `YYYY-MM-DD`. */
  readonly fecha: string
  readonly body: ReadonlyArray<Content>
  readonly signers: ReadonlyArray<Signer>
  /** A word across every page (BORRADOR, CANCELADA), or none. */
  readonly mark?: string
}

const signatureColumns = (signers: ReadonlyArray<Signer>): Content => ({
  unbreakable: true,
  margin: [0, 30, 0, 0],
  stack: chunks(signers, 2).map((pair) => ({
    columnGap: 24,
    margin: [0, 0, 0, 18],
    columns: pair.map((s) => ({
      width: "*",
      stack: [
        { canvas: [{ type: "line", x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.75 }], margin: [0, 30, 0, 4] },
        { text: s.nombre ?? "Nombre y firma", alignment: "center", bold: s.nombre !== null },
        { text: s.cargo, alignment: "center", fontSize: 8, color: "#555555" },
      ],
    })),
  })),
})

const chunks = <A>(items: ReadonlyArray<A>, size: number): ReadonlyArray<ReadonlyArray<A>> =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size))

/** The PDF of a record's document under its company's letterhead. */
export const companyDocument = (letterhead: Letterhead, doc: RecordDocument): PdfDocument => ({
  info: { title: `${doc.title} ${doc.folio}`, subject: doc.title, author: letterhead.razonSocial },
  ...(doc.mark === undefined ? {} : { watermark: { text: doc.mark, opacity: 0.12, bold: true } }),
  footer: (page, pages) => ({
    columns: [
      { text: `${letterhead.razonSocial} · Folio ${doc.folio}`, fontSize: 8, color: "#555555" },
      { text: `Página ${page} de ${pages}`, alignment: "right", fontSize: 8, color: "#555555" },
    ],
    margin: [40, 16, 40, 0],
  }),
  styles: { ...blockStyles, paragraph: { alignment: "justify", margin: [0, 0, 0, 8], lineHeight: 1.2 } },
  pageBreakBefore: keepHeadingsWithNext,
  content: [
    letterheadContent(letterhead, doc.title),
    {
      columns: [
        { text: [{ text: "Folio: ", bold: true }, doc.folio] },
        { text: [{ text: "Fecha: ", bold: true }, spanishDate(doc.fecha)], alignment: "right" },
      ],
      margin: [0, 0, 0, 10],
    },
    ...doc.body,
    signatureColumns(doc.signers),
  ],
})

/** A paragraph of the body, justified. */
export const paragraph = (text: string | ReadonlyArray<string | { readonly text: string; readonly bold?: boolean }>): Content => ({
  text: typeof text === "string" ? text : text.map((t) => (typeof t === "string" ? t : { ...t })),
  style: "paragraph",
})

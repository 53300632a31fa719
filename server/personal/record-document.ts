import type { Content } from "pdfmake/interfaces"
import type { CompanyDocumentSpec } from "../documents/frame"

// What a responsiva's or an acta's PDF says: the document service's spec (server/documents/
// frame.ts) without its company, which the handler reads from the record's own company.

export type RecordDocument = Omit<CompanyDocumentSpec, "company">

/** A justified paragraph of text nodes, some in bold (a name, the company). */
export const paragraph = (text: string | ReadonlyArray<string | { readonly text: string; readonly bold?: boolean }>): Content => ({
  text: typeof text === "string" ? text : text.map((t) => (typeof t === "string" ? t : { ...t })),
  style: "paragraph",
})

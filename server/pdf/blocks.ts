import type { Content, StyleDictionary, TableCell, TDocumentDefinitions } from "pdfmake/interfaces"

// The building blocks of the server's documents, so every PDF looks alike: a section heading, a
// list of labelled values, a table with a header row, and the line that says a section is empty.
// Every value is printed as text (pdfmake has no markup, so a stored text cannot inject any).

// Headings carry a headlineLevel so `keepHeadingsWithNext` can move one left alone at the foot of
// a page to the next page, with what it heads.
export const sectionHeading = (text: string): Content => ({ text, style: "section", headlineLevel: 1 })

export const subHeading = (text: string): Content => ({ text, style: "subsection", headlineLevel: 2 })

/** A document's `pageBreakBefore`: no heading is the last thing on a page. */
export const keepHeadingsWithNext: NonNullable<TDocumentDefinitions["pageBreakBefore"]> = (node, nodes) =>
  node.headlineLevel !== undefined && nodes.getFollowingNodesOnPage().length === 0

export const emptyLine = (text = "Sin información registrada"): Content => ({ text, italics: true, color: "#555555", margin: [0, 0, 0, 4] })

/** "Label: value" pairs in two columns (labels in bold); pairs without a value print a dash. */
export const labelledValues = (pairs: ReadonlyArray<readonly [string, string | null]>): Content => ({
  layout: "noBorders",
  margin: [0, 0, 0, 6],
  table: {
    widths: [150, "*"],
    body: pairs.map(([label, value]): Array<TableCell> => [{ text: label, bold: true }, { text: value === null || value === "" ? "—" : value }]),
  },
})

/** A table with a repeated header row; `widths` as pdfmake takes them ("*", "auto" or points). */
export const dataTable = (
  headers: ReadonlyArray<string>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  widths: ReadonlyArray<string | number> = headers.map(() => "*"),
): Content => ({
  layout: "lightHorizontalLines",
  margin: [0, 0, 0, 6],
  table: {
    headerRows: 1,
    widths: [...widths],
    body: [headers.map((h): TableCell => ({ text: h, bold: true, fillColor: "#eef2ff" })), ...rows.map((r) => r.map((c): TableCell => ({ text: c })))],
  },
})

/** The styles the blocks above name; spread into a document's `styles`. */
export const blockStyles: StyleDictionary = {
  title: { fontSize: 14, bold: true, margin: [0, 0, 0, 6] },
  section: { fontSize: 11, bold: true, color: "#1d4ed8", margin: [0, 10, 0, 4] },
  subsection: { fontSize: 10, bold: true, margin: [0, 4, 0, 2] },
}

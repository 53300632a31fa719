import type { Column, Content } from "pdfmake/interfaces"
import { spanishDate } from "./spanish-date"

// The closing of a controlled document (ISO 9001 style, as HR departments print job
// descriptions and letters): who prepared, reviewed and authorised it, each over a line to sign,
// and the date of the version.

export const defaultSignatures = ["Elaboró", "Revisó", "Autorizó"] as const

/** Signature lines side by side, each with its label under the line; kept on one page. */
export const signatureBlock = (labels: ReadonlyArray<string> = defaultSignatures): Content => ({
  unbreakable: true,
  margin: [0, 36, 0, 0],
  columnGap: 24,
  columns: labels.map((label) => ({
    width: "*",
    stack: [
      { canvas: [{ type: "line", x1: 0, y1: 0, x2: 150, y2: 0, lineWidth: 0.75 }], margin: [0, 28, 0, 4] },
      { text: label, alignment: "center", bold: true },
      { text: "Nombre y firma", alignment: "center", fontSize: 8, color: "#555555" },
    ],
  })),
})

/** "Fecha de versión: 23 de noviembre de 2026" (or another label) for an ISO day. */
export const dateLine = (isoDay: string, label = "Fecha"): Content => ({
  text: [{ text: `${label}: `, bold: true }, spanishDate(isoDay)],
  margin: [0, 8, 0, 0],
})

/** Who signs a company document: a name and, under it, their puesto or role ("Recibí", "Testigo"). */
export interface Signer {
  readonly nombre: string
  readonly cargo?: string | null
}

/**
 * Named signature lines (a letter's signer, an acta's witnesses): the line, the name in bold and
 * the cargo under it, side by side up to three a row, each row kept on one page.
 */
export const signerBlock = (signers: ReadonlyArray<Signer>): Content => {
  // The line and the name in a box (180 points, 150 with three a row) centred in its share of the row (a canvas is not
  // aligned by pdfmake, so the box is centred between two flexible spacers).
  const cell = (s: Signer, w: number): Column => ({
    width: "*",
    columns: [
      { width: "*", text: "" },
      {
        width: w,
        stack: [
          { canvas: [{ type: "line", x1: 0, y1: 0, x2: w, y2: 0, lineWidth: 0.75 }], margin: [0, 40, 0, 4] },
          { text: s.nombre, alignment: "center", bold: true },
          ...(s.cargo ? [{ text: s.cargo, alignment: "center" as const, fontSize: 9, color: "#444444" }] : []),
        ],
      },
      { width: "*", text: "" },
    ],
  })
  const rows: Array<ReadonlyArray<Signer>> = []
  for (let i = 0; i < signers.length; i += 3) rows.push(signers.slice(i, i + 3))
  return { stack: rows.map((row) => ({ unbreakable: true, columnGap: 12, margin: [0, 12, 0, 0], columns: row.map((s) => cell(s, row.length > 2 ? 150 : 180)) })) }
}

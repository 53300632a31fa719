import type { Content } from "pdfmake/interfaces"
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

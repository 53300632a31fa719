// A one-page PDF written byte by byte: the demo candidates' CVs (and the tests' real PDFs). The
// server's documents are pdfmake's (server/pdf/), but loading pdfmake to seed a dozen demo files
// would slow every new database; this writes the same kind of file directly: the catalog, one
// page, its text in the standard Helvetica (WinAnsi covers Spanish), the cross-reference table
// with each object's byte offset, and the trailer.

/** A PDF string literal: WinAnsi text with (, ) and \ escaped; what WinAnsi lacks becomes '?'. */
const literal = (text: string): string =>
  `(${[...text]
    .map((c) => (c.charCodeAt(0) > 0xff ? "?" : c))
    .join("")
    .replace(/[\\()]/g, (c) => `\\${c}`)})`

/** The bytes of a one-page PDF whose page shows `title` and then each line. */
export const simplePdf = (title: string, lines: ReadonlyArray<string>): Buffer => {
  const text = [`BT /F1 16 Tf 72 720 Td ${literal(title)} Tj /F1 11 Tf`, ...lines.map((l) => `0 -18 Td ${literal(l)} Tj`), "ET"].join("\n")
  const stream = Buffer.from(text, "latin1")
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream.toString("latin1")}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ]
  let body = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n"
  const offsets: Array<number> = []
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"))
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, "latin1")
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, "latin1")
}

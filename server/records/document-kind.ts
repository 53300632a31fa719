import { imageKindOf } from "../configuraciones/parametros-sistema-image-kind"

// An uploaded document is accepted by what its bytes are, never by its name or declared type (as
// the logo is, ../system-parameters/image-kind.ts). A PDF (ISO 32000) opens with its header
// `%PDF-<major>.<minor>` and ends with its trailer: `startxref`, the byte offset of the
// cross-reference section, and `%%EOF` within the last kilobyte. The offset must point inside the
// file at a cross-reference table (`xref`) or a cross-reference stream (an indirect object,
// `<n> <g> obj`): a text file renamed .pdf, a truncated download or a header pasted on other
// bytes fails one of these, while every PDF a scanner, a word processor or pdfmake writes passes.

const latin1 = (bytes: Uint8Array, from: number, to: number): string => Buffer.from(bytes.buffer, bytes.byteOffset + from, Math.max(0, to - from)).toString("latin1")

const header = /^%PDF-[12]\.\d/
const trailer = /startxref\s+(\d{1,12})\s+%%EOF\s*$/

export const isPdf = (bytes: Uint8Array): boolean => {
  if (bytes.length < 64 || !header.test(latin1(bytes, 0, 8))) return false
  // Writers may add a few bytes after %%EOF (a newline, padding); the spec gives the last 1024.
  const tail = latin1(bytes, Math.max(0, bytes.length - 1024), bytes.length).replace(/\0+$/, "")
  const match = trailer.exec(tail)
  if (match === null) return false
  const offset = Number(match[1])
  if (offset < 8 || offset >= bytes.length) return false
  const at = latin1(bytes, offset, Math.min(bytes.length, offset + 32))
  return /^\s*xref/.test(at) || /^\s*\d+\s+\d+\s+obj\b/.test(at)
}

/** A CV: only a PDF. */
export const pdfKindOf = (bytes: Uint8Array): "application/pdf" | null => (isPdf(bytes) ? "application/pdf" : null)

/** A scanned document: a PDF, or a photo of it (JPEG or PNG). */
export const documentKindOf = (bytes: Uint8Array): "application/pdf" | "image/jpeg" | "image/png" | null => pdfKindOf(bytes) ?? imageKindOf(bytes)

import { imageKindOf } from "../configuraciones/parametros-sistema-image-kind"

// A signed responsiva comes back scanned: a PDF or a photo of the page. It is accepted by what
// its bytes are, never by its name or declared type, as the logo and the photos are: a PDF starts
// with its header (%PDF-1.x) and ends with its end-of-file marker (%%EOF, a few trailing bytes
// allowed, as scanners pad); an image is a real PNG or JPEG.

const header = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const eof = [0x25, 0x25, 0x45, 0x4f, 0x46] // %%EOF

const isPdf = (bytes: Uint8Array): boolean => {
  if (bytes.length < 16 || !header.every((b, i) => bytes[i] === b)) return false
  for (let i = bytes.length - eof.length; i >= Math.max(0, bytes.length - 1024); i--) {
    if (eof.every((b, j) => bytes[i + j] === b)) return true
  }
  return false
}

export type SignedDocumentKind = "application/pdf" | "image/png" | "image/jpeg"

export const signedDocumentKindOf = (bytes: Uint8Array): SignedDocumentKind | null => (isPdf(bytes) ? "application/pdf" : imageKindOf(bytes))

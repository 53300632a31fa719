import { imageStore } from "../records/image-store"
import { type ImageKind, imageKindOf } from "../configuraciones/parametros-sistema-image-kind"

// An aid's proof (comprobante): a PDF, a JPEG or a PNG, accepted by what its bytes are, never by
// its name or declared type, and kept as a record's image is (server/records/image-store.ts):
// the bytes in ayudas_comprobantes under their version, `ayudas_economicas.comprobante` naming
// the one the aid keeps (migration 0091).

export const aidProofs = imageStore({ images: "ayudas_comprobantes", records: "ayudas_economicas", key: "id_ayuda", column: "comprobante" })

export type ProofKind = ImageKind | "application/pdf"

const pdfHeader = [0x25, 0x50, 0x44, 0x46, 0x2d] // "%PDF-"
const eof = [0x25, 0x25, 0x45, 0x4f, 0x46] // "%%EOF"

/** A PDF starts with its header and ends with its end-of-file marker (a little trailing space allowed). */
const isPdf = (bytes: Uint8Array): boolean => {
  if (bytes.length < 16 || !pdfHeader.every((b, i) => bytes[i] === b)) return false
  for (let i = bytes.length - eof.length; i >= Math.max(0, bytes.length - 1024); i--) {
    if (eof.every((b, j) => bytes[i + j] === b)) return true
  }
  return false
}

export const proofKindOf = (bytes: Uint8Array): ProofKind | null => (isPdf(bytes) ? "application/pdf" : imageKindOf(bytes))

// The logo is accepted by what its bytes are, never by its name or declared type (SPEC 5, 9:
// JPEG or PNG). A PNG starts with its 8-byte signature followed by the IHDR chunk; a JPEG
// starts with the SOI marker and a segment marker, and ends with EOI (a few trailing bytes
// allowed, as some encoders pad).

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const ihdr = [0x49, 0x48, 0x44, 0x52]

const startsWith = (bytes: Uint8Array, prefix: ReadonlyArray<number>, at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b)

const endsWithEoi = (bytes: Uint8Array): boolean => {
  for (let i = bytes.length - 2; i >= Math.max(2, bytes.length - 34); i--) {
    if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true
  }
  return false
}

export type ImageKind = "image/png" | "image/jpeg"

export const imageKindOf = (bytes: Uint8Array): ImageKind | null => {
  if (startsWith(bytes, pngSignature) && startsWith(bytes, ihdr, 12)) return "image/png"
  if (bytes.length > 4 && startsWith(bytes, [0xff, 0xd8, 0xff]) && endsWithEoi(bytes)) return "image/jpeg"
  return null
}

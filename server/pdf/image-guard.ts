// pdfkit embeds a JPEG as it is, but decodes a PNG to its pixels (and splits out the alpha
// channel) in buffers outside the JavaScript heap, where a worker's heap cap does not reach: a
// 2 MB PNG of 20,000 x 20,000 pixels asks for gigabytes. The PNGs of a document are measured from
// their header first, and a document with one past the limit is refused before any layout.

/** 4,096 x 4,096: a logo or a photo needs a fraction of it. */
export const maxPngPixels = 16 * 1024 * 1024

const pngPrefix = "data:image/png;base64,"

/** Width x height of a PNG data URL, from its IHDR chunk (bytes 16-23); undefined when unreadable. */
const pngPixels = (dataUrl: string): number | undefined => {
  const head = Buffer.from(dataUrl.slice(pngPrefix.length, pngPrefix.length + 44), "base64")
  if (head.length < 24 || head.toString("latin1", 12, 16) !== "IHDR") return undefined
  return head.readUInt32BE(16) * head.readUInt32BE(20)
}

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype

/** Whether any PNG the document holds has more pixels than `maxPngPixels`. */
export const hasOversizedPng = (value: unknown): boolean => {
  if (typeof value === "string") return value.startsWith(pngPrefix) && (pngPixels(value) ?? 0) > maxPngPixels
  if (Array.isArray(value)) return value.some(hasOversizedPng)
  if (isPlainObject(value)) return Object.values(value).some(hasOversizedPng)
  return false
}

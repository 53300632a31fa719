import { crc32, deflateSync } from "node:zlib"

// Tiny but real images for the logo tests, built byte by byte so no image tool is needed.

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, "ascii"), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([length, body, crc])
}

/** A width x height RGB PNG of one colour. */
export const pngImage = (width = 4, height = 4, rgb: readonly [number, number, number] = [29, 78, 216]): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

/**
 * An 8x8 grey baseline JPEG: one component, a flat quantisation table, and Huffman tables of a
 * single code each, so the one block is "DC difference 0, end of block" (bits 00, padded).
 */
export const jpegImage = (): Buffer =>
  Buffer.from([
    0xff, 0xd8,
    0xff, 0xdb, 0x00, 0x43, 0x00, ...Array.from({ length: 64 }, () => 1),
    0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x08, 0x00, 0x08, 0x01, 0x01, 0x11, 0x00,
    0xff, 0xc4, 0x00, 0x14, 0x00, 0x01, ...Array.from({ length: 15 }, () => 0), 0x00,
    0xff, 0xc4, 0x00, 0x14, 0x10, 0x01, ...Array.from({ length: 15 }, () => 0), 0x00,
    0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00,
    0x3f,
    0xff, 0xd9,
  ])

/**
 * A 71-byte PNG whose header is sound (16 x 16, RGBA) and whose pixel data is not deflate data:
 * it passes a check of the signature, and pdfkit's PNG decoder throws on it out of a callback.
 */
export const corruptPng = (): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(16, 0)
  header.writeUInt32BE(16, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8-bit, truecolour with alpha
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from("no es deflate!", "latin1")),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

/**
 * A white width x height PNG at one bit a pixel: a real image that is small on disk however many
 * pixels it has (16,000 x 16,000 is about 32 KB, and 32 MB to deflate while it is made).
 */
export const blankPng = (width: number, height: number): Buffer => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([1, 0, 0, 0, 0], 8) // 1-bit, greyscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff)
  row[0] = 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

/**
 * jpegImage() claiming 64 x 64 pixels: the markers are all there, EOI included, but the scan
 * holds one block of the 64: a JPEG cut short, as a broken download leaves it.
 */
export const truncatedJpeg = (): Buffer => {
  const bytes = Buffer.from(jpegImage())
  const frame = bytes.indexOf(Buffer.from([0xff, 0xc0]))
  bytes.writeUInt16BE(64, frame + 5)
  bytes.writeUInt16BE(64, frame + 7)
  return bytes
}

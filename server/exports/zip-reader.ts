import * as zlib from "node:zlib"

// The entries of a zip held in memory (an uploaded .xlsx, a few MB at most), read from its
// central directory (PKWARE APPNOTE 6.3; no zip64, which no upload under our size limit needs).
// An entry is inflated piece by piece and every inflated byte is counted against a budget the
// caller shares between entries: the sizes the directory declares are checked first, but a
// crafted file can lie in them, so the count while inflating is what holds.

export class ZipMalformed extends Error {}

/** The inflated bytes passed the budget: nothing past it was produced. */
export class ZipTooLarge extends Error {}

export interface ZipEntry {
  readonly name: string
  readonly method: number
  readonly compressedSize: number
  readonly declaredSize: number
  readonly localOffset: number
}

const endSignature = 0x06054b50
const centralSignature = 0x02014b50
const localSignature = 0x04034b50

/** The entries of the central directory, by name. */
export const zipEntries = (zip: Buffer): ReadonlyMap<string, ZipEntry> => {
  // The end record is the last 22 bytes, or further back by its comment (at most 65,535 bytes).
  let end = -1
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === endSignature) {
      end = i
      break
    }
  }
  if (end === -1) throw new ZipMalformed("no end of central directory")
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries = new Map<string, ZipEntry>()
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== centralSignature) throw new ZipMalformed("a broken central directory")
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const entry: ZipEntry = {
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
    }
    if (entry.compressedSize === 0xffff_ffff || entry.declaredSize === 0xffff_ffff || entry.localOffset === 0xffff_ffff) throw new ZipTooLarge("zip64")
    entries.set(entry.name, entry)
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** The compressed bytes of an entry, found through its local header. */
const compressedBytes = (zip: Buffer, entry: ZipEntry): Buffer => {
  const at = entry.localOffset
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== localSignature) throw new ZipMalformed(`no local header for ${entry.name}`)
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28)
  if (start + entry.compressedSize > zip.length) throw new ZipMalformed(`${entry.name} runs past the end of the file`)
  return zip.subarray(start, start + entry.compressedSize)
}

/** What is left to inflate, shared by the entries of one file. */
export interface InflateBudget {
  remaining: number
}

/**
 * The entry's bytes, piece by piece, as they are inflated; throws ZipTooLarge as soon as the
 * count passes the budget (the inflater is stopped there).
 */
export async function* inflateEntry(zip: Buffer, entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  if (entry.declaredSize > budget.remaining) throw new ZipTooLarge(entry.name)
  const data = compressedBytes(zip, entry)
  if (entry.method === 0) {
    if (data.length > budget.remaining) throw new ZipTooLarge(entry.name)
    budget.remaining -= data.length
    yield data
    return
  }
  if (entry.method !== 8) throw new ZipMalformed(`compression method ${entry.method}`)
  const inflater = zlib.createInflateRaw({ chunkSize: 64 * 1024 })
  inflater.end(data)
  try {
    for await (const piece of inflater as AsyncIterable<Buffer>) {
      budget.remaining -= piece.length
      if (budget.remaining < 0) throw new ZipTooLarge(entry.name)
      yield piece
    }
  } catch (error) {
    if (error instanceof ZipTooLarge) throw error
    throw new ZipMalformed(error instanceof Error ? error.message : String(error))
  } finally {
    inflater.destroy()
  }
}

/** A small entry whole (workbook parts of a few KB), under the same budget. */
export const inflateSmallEntry = async (zip: Buffer, entry: ZipEntry, budget: InflateBudget, max: number): Promise<Buffer> => {
  const pieces: Array<Buffer> = []
  let size = 0
  for await (const piece of inflateEntry(zip, entry, budget)) {
    size += piece.length
    if (size > max) throw new ZipTooLarge(entry.name)
    pieces.push(piece)
  }
  return Buffer.concat(pieces)
}

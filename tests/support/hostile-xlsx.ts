import { randomBytes } from "node:crypto"
import * as zlib from "node:zlib"

// Hostile .xlsx files made at test time (never committed): a zip written by hand so its
// directory can say what a crafted file says, and entries deflated from repeated pieces so a
// hundred megabytes of inflated text costs a few kilobytes and milliseconds to make.

export interface ZipPart {
  readonly name: string
  /** The deflated bytes (raw deflate). */
  readonly deflated: Buffer
  readonly crc: number
  /** What the directory says the inflated size is (a lie where the test wants one). */
  readonly declaredSize: number
}

export const partOf = (name: string, text: string): ZipPart => {
  const data = Buffer.from(text, "utf8")
  return { name, deflated: zlib.deflateRawSync(data), crc: zlib.crc32(data), declaredSize: data.length }
}

/**
 * A part of `times` copies of `piece`: each copy deflated alone ends with a sync flush (no
 * final-block bit) and a last empty final block closes the stream, so the copies need deflating
 * once. Its CRC is not computed (a reader stops long before checking it).
 */
export const repeatedPart = (name: string, head: string, piece: string, times: number, declaredSize: number): ZipPart => {
  const sync = { finishFlush: zlib.constants.Z_SYNC_FLUSH }
  const one = zlib.deflateRawSync(Buffer.from(piece), sync)
  const deflated = Buffer.concat([zlib.deflateRawSync(Buffer.from(head), sync), ...Array.from({ length: times }, () => one), zlib.deflateRawSync(Buffer.alloc(0))])
  return { name, deflated, crc: 0, declaredSize }
}

export const zipOf = (parts: ReadonlyArray<ZipPart>): Buffer => {
  const locals: Array<Buffer> = []
  const central: Array<Buffer> = []
  let offset = 0
  for (const p of parts) {
    const name = Buffer.from(p.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(p.crc, 14)
    local.writeUInt32LE(p.deflated.length, 18)
    local.writeUInt32LE(p.declaredSize, 22)
    local.writeUInt16LE(name.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(8, 10)
    entry.writeUInt32LE(p.crc, 16)
    entry.writeUInt32LE(p.deflated.length, 20)
    entry.writeUInt32LE(p.declaredSize, 24)
    entry.writeUInt16LE(name.length, 28)
    entry.writeUInt32LE(offset, 42)
    locals.push(local, name, p.deflated)
    central.push(entry, name)
    offset += 30 + name.length + p.deflated.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
const rels = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

export const workbookParts = (): ReadonlyArray<ZipPart> => [
  partOf("xl/workbook.xml", `<?xml version="1.0"?><workbook ${ns}><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`),
  partOf(
    "xl/_rels/workbook.xml.rels",
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ),
]

/**
 * About `megabytes` MB of xlsx whose cells hold long random strings (random, so they do not
 * deflate away): rows of five cells of 20,000 characters, inline as some writers store them.
 */
export const longStringsXlsx = (megabytes: number): Buffer => {
  const cell = 20_000
  // Base64 text deflates to about three quarters of its length.
  const rows = Math.ceil((megabytes * 1024 * 1024) / (5 * cell * 0.76))
  let sheet = `<?xml version="1.0"?><worksheet ${ns}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Nombre</t></is></c></row>`
  for (let r = 2; r < rows + 2; r++) {
    sheet += `<row r="${r}">`
    for (let c = 0; c < 5; c++) sheet += `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>${randomBytes((cell * 3) / 4).toString("base64")}</t></is></c>`
    sheet += "</row>"
  }
  sheet += "</sheetData></worksheet>"
  return zipOf([...workbookParts(), partOf("xl/worksheets/sheet1.xml", sheet)])
}

/** A sheet that inflates to `megabytes` MB, honest about it in the zip's directory. */
export const declaredBombXlsx = (megabytes: number): Buffer => {
  const piece = "<row/>".repeat(1024 * 1024 / 8)
  const times = Math.ceil((megabytes * 1024 * 1024) / piece.length)
  return zipOf([...workbookParts(), repeatedPart("xl/worksheets/sheet1.xml", `<worksheet ${ns}><sheetData>`, piece, times, times * piece.length)])
}

/**
 * A sheet whose directory entry says 1 KB and that inflates to `megabytes` MB (blank runs between
 * empty elements: nothing a limit on rows or cells would stop first).
 */
export const lyingBombXlsx = (megabytes: number): Buffer => {
  const piece = `${" ".repeat(1020)}<x/>`.repeat(1024)
  return zipOf([...workbookParts(), repeatedPart("xl/worksheets/sheet1.xml", `<worksheet ${ns}><sheetData>`, piece, megabytes, 1024)])
}

import * as zlib from "node:zlib"
import { type CellValue, rowXml } from "./spreadsheetml"

// One run of an export's rows made SpreadsheetML and deflated, on a worker thread (xlsx.ts sends
// them as the rows come from the database). Each run is deflated on its own and ends with a sync
// flush, a whole-byte end without the final-block bit, so runs written one after the other (and
// a last one with that bit) make one valid deflate stream; the CRC goes on from the previous run.

export interface SheetChunkInput {
  /** Text before the rows (the sheet's start, with the title and header rows), if any. */
  readonly prefix: string
  readonly rows: ReadonlyArray<ReadonlyArray<CellValue>>
  /** Excel's row number of the first row. */
  readonly firstRow: number
  readonly letters: ReadonlyArray<string>
  /** The CRC-32 of every earlier run. */
  readonly crc: number
}

export interface SheetChunkOutput {
  readonly deflated: Uint8Array
  readonly crc: number
  /** Bytes before deflating. */
  readonly size: number
}

// Deflate level: 4 costs a third of the default's time for a file a few per cent larger.
export const sheetDeflateLevel = 4

export const sheetChunk = async (input: SheetChunkInput): Promise<SheetChunkOutput> => {
  let xml = input.prefix
  let row = input.firstRow
  for (const values of input.rows) xml += rowXml(row++, values, input.letters)
  const data = Buffer.from(xml, "utf8")
  const deflated = zlib.deflateRawSync(data, { level: sheetDeflateLevel, finishFlush: zlib.constants.Z_SYNC_FLUSH })
  return { deflated, crc: zlib.crc32(data, input.crc), size: data.length }
}

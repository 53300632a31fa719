import * as zlib from "node:zlib"
import { layoutPdf } from "../pdf/layout"
import { documentToWire } from "../pdf/wire-document"
import { type Dc3Print, dc3Document } from "./formatos-dc3-document"

// One DC-3 of a zip, made whole on a worker thread (formatos-dc3-zip.ts asks for them one by
// one): its document built from the print's facts, laid out and deflated there, so the request
// thread only posts a few hundred bytes of facts and writes the deflated entry. Building the
// document (the reverse's catalogues are some thousand nodes) and deflating it on the request
// thread cost every other user's request a few milliseconds per DC-3.

export interface Dc3EntryInput {
  readonly print: Dc3Print
  readonly withReverse: boolean
}

export interface Dc3EntryOutput {
  /** The PDF as one whole raw deflate stream. */
  readonly deflated: Uint8Array
  readonly crc: number
  /** The PDF's bytes before deflating. */
  readonly size: number
}

// PDF streams come compressed already: the quickest level loses almost nothing.
const level = 1

export const dc3Entry = async (input: Dc3EntryInput): Promise<Dc3EntryOutput> => {
  const pdf = await layoutPdf(documentToWire(dc3Document(input.print, input.withReverse)))
  return { deflated: zlib.deflateRawSync(pdf, { level }), crc: zlib.crc32(pdf), size: pdf.byteLength }
}

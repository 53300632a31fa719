import { once } from "node:events"
import { PassThrough } from "node:stream"
import * as zlib from "node:zlib"
import { HttpServerResponse } from "@effect/platform"
import * as NodeStream from "@effect/platform-node/NodeStream"
import { Cause, Effect, Stream } from "effect"
import { xlsxFile } from "../../domain/api/endpoint"
import { attachmentDisposition } from "../http/attachment"
import type { WorkerPool } from "../workers/pool"
import { Workers, defaultWorkerPool } from "../workers/workers"
import {
  type CellValue,
  cellStyle,
  columnLetters,
  contentTypesXml,
  looksLikeFormula,
  packageRelsXml,
  rowXml,
  sheetEndXml,
  sheetStartXml,
  stylesXml,
  workbookRelsXml,
  workbookXml,
} from "./spreadsheetml"
import { sheetDeflateLevel } from "./sheet-chunk"
import { ZipWriter } from "./zip-writer"

// Real .xlsx files, streamed: rows are written to the zip as they arrive (made XML and deflated
// on a worker thread, a chunk at a time) and the writer waits whenever the client reads slower
// than we produce, so memory stays flat however many rows a report has. The SpreadsheetML is written by hand (spreadsheetml.ts) into a hand-written zip
// (zip-writer.ts): exceljs' streaming writer cost about 70 us per 8-cell row, this about 5.

export type { CellValue }
export { looksLikeFormula }

export interface SheetColumn {
  readonly header: string
  /** Width in characters; a sensible default when omitted. */
  readonly width?: number
}

export interface SheetSpec<E, R> {
  /** File name offered to the browser, without extension. */
  readonly filename: string
  /** First row of the sheet, and the sheet's name. */
  readonly title: string
  readonly columns: ReadonlyArray<SheetColumn>
  readonly rows: Stream.Stream<ReadonlyArray<CellValue>, E, R>
}

// Sheet names may not hold []:*?/\ and are at most 31 characters.
const sheetName = (title: string): string => title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Hoja1"

/** Resolves when the output can take more, or when the client has gone (then we stop). */
const roomToWrite = async (out: PassThrough): Promise<void> => {
  if (!out.writableNeedDrain || out.destroyed) return
  await Promise.race([once(out, "drain"), once(out, "close")])
}

export interface SheetWriter {
  /** Rows in order, one chunk at a time; resolves when the output has room for the next. */
  writeRows(rows: Iterable<ReadonlyArray<CellValue>>): Promise<void>
  /** The sheet's end and the zip's directory; the output ends. */
  end(): Promise<void>
  /** The client went away or the rows failed: stop. */
  abort(): void
}

/** An export's rows run's time limit on its worker: a run is a page of rows, tens of milliseconds. */
const chunkTimeoutMs = 30_000
const rowsPerJob = 5_000

/**
 * A workbook of one sheet (title row, header row, then the rows) written into `out`. The rows'
 * XML and its deflating run on `pool`'s workers, one chunk at a time, so a 100,000-row export
 * costs the main thread only the database's reading and the handing over.
 */
export const sheetWriter = (
  out: PassThrough,
  spec: { readonly title: string; readonly columns: ReadonlyArray<SheetColumn> },
  pool: WorkerPool = defaultWorkerPool(),
): SheetWriter => {
  const zip = new ZipWriter(out)
  zip.addFile("[Content_Types].xml", Buffer.from(contentTypesXml))
  zip.addFile("_rels/.rels", Buffer.from(packageRelsXml))
  zip.addFile("xl/workbook.xml", Buffer.from(workbookXml(sheetName(spec.title))))
  zip.addFile("xl/_rels/workbook.xml.rels", Buffer.from(workbookRelsXml))
  zip.addFile("xl/styles.xml", Buffer.from(stylesXml))
  const sheet = zip.openEntry("xl/worksheets/sheet1.xml")
  const letters = spec.columns.map((_, i) => columnLetters(i))
  const widths = spec.columns.map((c) => c.width ?? Math.max(12, Math.min(40, c.header.length + 4)))
  let row = 3
  let crc = 0
  let head: string | undefined =
    sheetStartXml(widths) +
    rowXml(1, [spec.title], letters, cellStyle.title) +
    rowXml(2, spec.columns.map((c) => c.header), letters, cellStyle.header)
  return {
    writeRows: async (rows) => {
      const all = Array.isArray(rows) ? (rows as ReadonlyArray<ReadonlyArray<CellValue>>) : [...rows]
      // A whole result handed over as one chunk goes to the worker in runs of a bounded size.
      for (let start = 0; start < all.length || (start === 0 && head !== undefined); start += rowsPerJob) {
        if (out.destroyed) return
        const batch = all.slice(start, start + rowsPerJob)
        const piece = await pool.run("sheetChunk", { prefix: head ?? "", rows: batch, firstRow: row, letters, crc }, { timeoutMs: chunkTimeoutMs })
        head = undefined
        row += batch.length
        crc = piece.crc
        if (out.destroyed) return
        sheet.write(piece.deflated, piece.crc, piece.size)
        await roomToWrite(out)
      }
    },
    end: async () => {
      if (out.destroyed) return
      // The last piece, a few bytes: deflated here with the final-block bit.
      const last = Buffer.from((head ?? "") + sheetEndXml, "utf8")
      sheet.write(zlib.deflateRawSync(last, { level: sheetDeflateLevel }), zlib.crc32(last, crc), last.length)
      sheet.close()
      zip.finish()
    },
    abort: () => zip.abort(),
  }
}

export const xlsxResponse = <E, R>(spec: SheetSpec<E, R>): Effect.Effect<HttpServerResponse.HttpServerResponse, never, R> =>
  Effect.gen(function* () {
    const out = new PassThrough()
    const workers = yield* Workers
    const writer = sheetWriter(out, spec, workers.pool())
    out.once("close", () => writer.abort())

    const produce = spec.rows.pipe(
      // A chunk (e.g. one page of a keyset-paginated query) is written in one go; the wait for
      // the client happens once per chunk, not once per row.
      Stream.runForEachChunk((chunk) => Effect.promise(() => writer.writeRows(chunk))),
      Effect.andThen(Effect.promise(() => writer.end())),
      // Headers are already sent: all we can do is abort the download (with an error, so the
      // client sees it fail rather than wait forever), and say why in the log.
      Effect.catchAllCause((cause) =>
        Effect.logError("xlsx export failed", Cause.pretty(cause)).pipe(
          Effect.andThen(
            Effect.sync(() => {
              writer.abort()
              out.destroy(new Error("xlsx export failed"))
            }),
          ),
        ),
      ),
    )
    // The response streams after the handler returns, so the writer must outlive its fiber.
    yield* Effect.forkDaemon(produce)

    return HttpServerResponse.stream(
      NodeStream.fromReadable<Error, Uint8Array>(
        () => out,
        (error) => (error instanceof Error ? error : new Error(String(error))),
      ),
      {
        contentType: xlsxFile.contentType,
        headers: { "content-disposition": attachmentDisposition(spec.filename, xlsxFile.extension), "cache-control": "no-store" },
      },
    )
  })

import { once } from "node:events"
import { PassThrough } from "node:stream"
import { HttpServerResponse } from "@effect/platform"
import * as NodeStream from "@effect/platform-node/NodeStream"
import ExcelJS from "exceljs"
import { Cause, Effect, Stream } from "effect"
import { xlsxFile } from "../../domain/api/endpoint"
import { attachmentDisposition } from "../http/attachment"

// Real .xlsx files, streamed: rows are written to the zip as they arrive and the writer waits
// whenever the client reads slower than we produce, so memory stays flat however many rows a
// report has (exceljs' streaming WorkbookWriter; nothing is kept in a Workbook in memory).

export type CellValue = string | number | null

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

/**
 * A text a spreadsheet could take for a formula (=, +, -, @, or a leading tab or carriage
 * return). Such cells are written as strings with the Text number format, never as formulas.
 */
export const looksLikeFormula = (text: string): boolean => /^[=+\-@\t\r]/.test(text)

// Sheet names may not hold []:*?/\ and are at most 31 characters.
const sheetName = (title: string): string => title.replace(/[[\]:*?/\\]/g, " ").slice(0, 31) || "Hoja1"

const writeRow = (sheet: ExcelJS.Worksheet, values: ReadonlyArray<CellValue>): void => {
  const row = sheet.addRow(values.map((v) => (v === null ? "" : v)))
  values.forEach((v, i) => {
    if (typeof v === "string" && looksLikeFormula(v)) row.getCell(i + 1).numFmt = "@"
  })
  row.commit()
}

/** Resolves when the output can take more, or when the client has gone (then we stop). */
const roomToWrite = async (out: PassThrough): Promise<void> => {
  if (!out.writableNeedDrain || out.destroyed) return
  await Promise.race([once(out, "drain"), once(out, "close")])
}

export const xlsxResponse = <E, R>(spec: SheetSpec<E, R>): Effect.Effect<HttpServerResponse.HttpServerResponse, never, R> =>
  Effect.gen(function* () {
    const out = new PassThrough()
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
    const sheet = workbook.addWorksheet(sheetName(spec.title))
    sheet.columns = spec.columns.map((c) => ({ width: c.width ?? Math.max(12, Math.min(40, c.header.length + 4)) }))
    const titleRow = sheet.addRow([spec.title])
    titleRow.font = { bold: true, size: 14 }
    titleRow.commit()
    const headerRow = sheet.addRow(spec.columns.map((c) => c.header))
    headerRow.font = { bold: true }
    headerRow.commit()

    const produce = spec.rows.pipe(
      // A chunk (e.g. one page of a keyset-paginated query) is written in one go; the wait for
      // the client happens once per chunk, not once per row.
      Stream.runForEachChunk((chunk) =>
        Effect.promise(async () => {
          if (out.destroyed) return
          for (const values of chunk) writeRow(sheet, values)
          await roomToWrite(out)
        }),
      ),
      Effect.andThen(
        Effect.promise(async () => {
          sheet.commit()
          await workbook.commit()
        }),
      ),
      // Headers are already sent: all we can do is abort the download (with an error, so the
      // client sees it fail rather than wait forever), and say why in the log.
      Effect.catchAllCause((cause) =>
        Effect.logError("xlsx export failed", Cause.pretty(cause)).pipe(
          Effect.andThen(Effect.sync(() => out.destroy(new Error("xlsx export failed")))),
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

import { Effect, Stream } from "effect"
import type { ExportReporteRequest, reportFileEndpoints } from "../../domain/api/report-files"
import { messages } from "../../domain/messages"
import { type CellValue, xlsxResponse } from "../exports/xlsx"
import { ApiFailure } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { normalizeImage } from "../images/normalize-image"
import { letterheadContent } from "../pdf/letterhead"
import { printLogo } from "../pdf/print-logo"
import { renderPdf } from "../pdf/render"
import { pdfResponse } from "../pdf/response"
import { spanishDate } from "../pdf/spanish-date"
import { readLogo } from "../configuraciones/parametros-sistema"
import { imageKindOf } from "../configuraciones/parametros-sistema-image-kind"
import { Now } from "../clock"
import { mexicoIsoDay } from "../../domain/dates"

// SPEC 7.2's generic file calls (domain/api/report-files.ts). /export-reporte writes what the
// page sent through the streamed xlsx writer (rows made XML on the worker pool; a text starting
// with =, +, - or @ is written as text, never as a formula). /generate-pdf decodes the chart's
// bytes and encodes them again (server/images/normalize-image.ts: a corrupt or oversized image is
// a 422, never pdfkit's problem) and lays the page out on the worker pool, under the system's
// letterhead (its logo, as the login page shows it).

const imageRefusal = (reason: "undecodable" | "tooManyPixels") =>
  new ApiFailure({ status: 422, message: reason === "tooManyPixels" ? messages.imagenDemasiadoGrande : messages.imagenDanada })

/**
 * The sheet of a table a page sent (/export-reporte, and /export-reporte-calificaciones by kind):
 * its first row `title`, the page's header and rows, then `footer` when there is one.
 */
export const pageTableSheet = (table: Pick<typeof ExportReporteRequest.Type, "header" | "data" | "title">, title: string, footer: string | undefined) => {
  const width = table.header.length
  // Rows shorter than the header are padded, longer ones cut: the sheet keeps its columns.
  const rows = table.data.map((r): ReadonlyArray<CellValue> => Array.from({ length: width }, (_, i) => r[i] ?? null))
  return xlsxResponse({
    filename: table.title,
    title,
    columns: table.header.map((header) => ({ header })),
    rows: Stream.fromIterable([...rows, ...(footer === undefined || footer.trim() === "" ? [] : [[footer]])]),
  })
}

export const reportFileHandlers: HandlersOf<typeof reportFileEndpoints> = {
  exportReporte: (request) => pageTableSheet(request, request.titleHeader?.trim() || request.title, request.footer),

  generatePdf: (request) =>
    Effect.gen(function* () {
      const bytes = new Uint8Array(Buffer.from(request.img.slice(request.img.indexOf(",") + 1), "base64"))
      const kind = imageKindOf(bytes)
      if (kind === null) return yield* imageRefusal("undecodable")
      const image = yield* normalizeImage(kind, bytes).pipe(Effect.mapError((refused) => imageRefusal(refused.reason)))
      const stored = yield* readLogo
      const logo = stored === null ? null : yield* printLogo(new Uint8Array(stored.datos), `sistema/${stored.version}`)
      const title = "Gráfica del reporte"
      const fecha = mexicoIsoDay((yield* Now)())
      const bytesOut = yield* renderPdf({
        pageOrientation: image.width > image.height ? "landscape" : "portrait",
        info: { title },
        content: [
          letterheadContent({ razonSocial: messages.appNombre, rfc: null, logo }, title, image.width > image.height ? 712 : 532),
          { text: `Generada el ${spanishDate(fecha)}`, fontSize: 9, margin: [0, 0, 0, 12] },
          { image: `data:${image.kind};base64,${Buffer.from(image.bytes).toString("base64")}`, fit: image.width > image.height ? [712, 420] : [532, 600], alignment: "center" },
        ],
      })
      return pdfResponse(bytesOut, title)
    }),
}

import { Effect } from "effect"
import {
  type ExportReporteCalificacionesRequest,
  gradeExportMessages,
  gradeReportTypes,
} from "../../domain/api/export-reporte-calificaciones"
import { holdsAny } from "../../domain/catalog"
import { ApiFailure, forbidden } from "../http/failure"
import { type HandlerContext, principalOf } from "../http/handler"
import { pageTableSheet } from "./report-files"

// The one handler of /export-reporte-calificaciones (domain/api/export-reporte-calificaciones.ts),
// dispatched by tipo_reporte to the kinds of a registry (server/grade-report-kinds.ts): each kind
// says who may call it and how its sheet is headed and closed; the rows are written as
// /export-reporte writes them (streamed, never a formula).

export interface GradeReportKind {
  /** SPEC's tipo_reporte. */
  readonly tipo: (typeof gradeReportTypes)[number]
  /** Any of these keys may export it (its report page's). */
  readonly keys: ReadonlyArray<string>
  /** The sheet's first row when the page sends no titleHeader. */
  readonly heading: (request: ExportReporteCalificacionesRequest) => string
  /** The last row when the page sends no footer (a figure of the rows), if the kind has one. */
  readonly footer?: (request: ExportReporteCalificacionesRequest) => string | undefined
}

const badRequest = (message: string) => new ApiFailure({ status: 400, message, detalles: [message] })

export const gradeReportExport = (kinds: ReadonlyArray<GradeReportKind>) => {
  const byType = new Map(kinds.map((k) => [k.tipo, k]))
  return (request: ExportReporteCalificacionesRequest, context: HandlerContext) =>
    Effect.gen(function* () {
      const tipo = request.tipo_reporte.toUpperCase()
      const known = (gradeReportTypes as ReadonlyArray<string>).includes(tipo)
      if (!known) return yield* badRequest(gradeExportMessages.desconocido(request.tipo_reporte))
      const kind = byType.get(tipo as GradeReportKind["tipo"])
      if (kind === undefined) return yield* badRequest(gradeExportMessages.noDisponible(tipo))
      const principal = yield* principalOf(context)
      if (!holdsAny(principal.keys, kind.keys)) return yield* forbidden()
      return yield* pageTableSheet(request, request.titleHeader?.trim() || kind.heading(request), request.footer?.trim() || kind.footer?.(request))
    })
}

import { type seguimientoEndpoints, seguimientoReport } from "../../domain/seleccion/reporte-seguimiento-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readFollowUpReport } from "./reporte-seguimiento"

// Reporte de seguimiento (SEL400) on the generic report handlers: the read and its two exports.

const handlers = workplaceReportHandlers(seguimientoReport, { read: readFollowUpReport })

export const seguimientoHandlers: HandlersOf<typeof seguimientoEndpoints> = {
  reporteSeguimientoSeleccion: handlers.read,
  exportarReporteSeguimientoSeleccion: handlers.xlsx,
  reporteSeguimientoSeleccionPdf: handlers.pdf,
}

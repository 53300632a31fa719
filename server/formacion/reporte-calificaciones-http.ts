import { type gradesReportEndpoints, gradesReport } from "../../domain/formacion/reporte-calificaciones-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readGrades, readGradesPage } from "./reporte-calificaciones"

// FOR600 Reporte de calificaciones on the generic report handlers: a page read in SQL, the whole
// read for the exports.

const handlers = workplaceReportHandlers(gradesReport, { read: readGrades, readPage: readGradesPage })

export const gradesReportHandlers: HandlersOf<typeof gradesReportEndpoints> = {
  reporteCalificacionesFormacion: handlers.read,
  exportarReporteCalificacionesFormacion: handlers.xlsx,
  reporteCalificacionesFormacionPdf: handlers.pdf,
}

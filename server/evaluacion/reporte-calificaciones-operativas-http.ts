import { type operativeGradesReportEndpoints, operativeGradesReport } from "../../domain/evaluacion/reporte-calificaciones-operativas-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readOperativeGrades, readOperativeGradesPage } from "./reporte-calificaciones-operativas"

// EVA365 on the generic report handlers: a page of people read in SQL, the whole read (in slices)
// for the exports.

const handlers = workplaceReportHandlers(operativeGradesReport, { read: readOperativeGrades, readPage: readOperativeGradesPage })

export const operativeGradesReportHandlers: HandlersOf<typeof operativeGradesReportEndpoints> = {
  reporteCalificacionesOperativas: handlers.read,
  exportarReporteCalificacionesOperativas: handlers.xlsx,
  reporteCalificacionesOperativasPdf: handlers.pdf,
}

import { type grades360ReportEndpoints, grades360Report } from "../../domain/evaluacion/reporte-calificaciones-360-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readGrades360, readGrades360Page } from "./reporte-calificaciones-360"

// EVA360 on the generic report handlers: a page of people read in SQL, the whole read (in slices)
// for the exports, whose sheet and PDF print the same projection as the page.

const handlers = workplaceReportHandlers(grades360Report, { read: readGrades360, readPage: readGrades360Page })

export const grades360ReportHandlers: HandlersOf<typeof grades360ReportEndpoints> = {
  reporteCalificaciones360: handlers.read,
  exportarReporteCalificaciones360: handlers.xlsx,
  reporteCalificaciones360Pdf: handlers.pdf,
}

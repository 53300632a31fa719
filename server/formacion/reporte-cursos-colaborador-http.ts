import { type personCoursesReportEndpoints, personCoursesReport } from "../../domain/formacion/reporte-cursos-colaborador-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readPersonCourses, readPersonCoursesPage } from "./reporte-cursos-colaborador"

// FOR550 Reporte de cursos por colaborador on the generic report handlers: a page read in SQL,
// the whole read for the exports.

const handlers = workplaceReportHandlers(personCoursesReport, { read: readPersonCourses, readPage: readPersonCoursesPage })

export const personCoursesReportHandlers: HandlersOf<typeof personCoursesReportEndpoints> = {
  reporteCursosColaborador: handlers.read,
  exportarReporteCursosColaborador: handlers.xlsx,
  reporteCursosColaboradorPdf: handlers.pdf,
}

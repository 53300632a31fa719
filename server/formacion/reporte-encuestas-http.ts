import { type surveyReportEndpoints, surveyReport } from "../../domain/formacion/reporte-encuestas-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readSurveyReport, readSurveyReportPage } from "./reporte-encuestas"

// Reporte de encuestas (FOR650) on the generic report handlers: the read and its two exports.

const handlers = workplaceReportHandlers(surveyReport, { read: readSurveyReport, readPage: readSurveyReportPage })

export const surveyReportHandlers: HandlersOf<typeof surveyReportEndpoints> = {
  reporteEncuestas: handlers.read,
  exportarReporteEncuestas: handlers.xlsx,
  reporteEncuestasPdf: handlers.pdf,
}

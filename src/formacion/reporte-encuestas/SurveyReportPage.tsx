import { surveyReport, surveyReportEndpoints } from "../../../domain/formacion/reporte-encuestas-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte de encuestas (FOR650): the report page of its descriptor.

const endpoints = {
  read: surveyReportEndpoints.reporteEncuestas,
  xlsx: surveyReportEndpoints.exportarReporteEncuestas,
  pdf: surveyReportEndpoints.reporteEncuestasPdf,
}

export const SurveyReportPage = () => <ReportPage report={surveyReport} endpoints={endpoints} />

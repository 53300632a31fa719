import { operativeGradesReport, operativeGradesReportEndpoints } from "../../../domain/evaluacion/reporte-calificaciones-operativas-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte de calificaciones operativas (EVA365): the report page of its descriptor.

const endpoints = {
  read: operativeGradesReportEndpoints.reporteCalificacionesOperativas,
  xlsx: operativeGradesReportEndpoints.exportarReporteCalificacionesOperativas,
  pdf: operativeGradesReportEndpoints.reporteCalificacionesOperativasPdf,
}

export const OperativeGradesReportPage = () => <ReportPage report={operativeGradesReport} endpoints={endpoints} />

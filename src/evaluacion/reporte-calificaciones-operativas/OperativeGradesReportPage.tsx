import { operativeGradesReport, operativeGradesReportEndpoints } from "../../../domain/evaluacion/reporte-calificaciones-operativas-api"
import { ReportPage } from "../../records/ReportPage"
import { IndividualGradesAction } from "../reporte-individual-calificaciones/IndividualGradesAction"

// Reporte de calificaciones operativas (EVA365): the report page of its descriptor, with
// "Reporte individual" (one person's PDF) beside its exports.

const endpoints = {
  read: operativeGradesReportEndpoints.reporteCalificacionesOperativas,
  xlsx: operativeGradesReportEndpoints.exportarReporteCalificacionesOperativas,
  pdf: operativeGradesReportEndpoints.reporteCalificacionesOperativasPdf,
}

export const OperativeGradesReportPage = () => <ReportPage report={operativeGradesReport} endpoints={endpoints} actions={(request) => <IndividualGradesAction request={request} />} />

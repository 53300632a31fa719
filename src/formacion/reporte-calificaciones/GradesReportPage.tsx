import { gradesReportEndpoints, gradesReport } from "../../../domain/formacion/reporte-calificaciones-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte de calificaciones (FOR600): the report page of its descriptor.

const endpoints = {
  read: gradesReportEndpoints.reporteCalificacionesFormacion,
  xlsx: gradesReportEndpoints.exportarReporteCalificacionesFormacion,
  pdf: gradesReportEndpoints.reporteCalificacionesFormacionPdf,
}

export const GradesReportPage = () => <ReportPage report={gradesReport} endpoints={endpoints} />

import { grades360Report, grades360ReportEndpoints } from "../../../domain/evaluacion/reporte-calificaciones-360-api"
import { ReportPage } from "../../records/ReportPage"
import { IndividualGradesAction } from "../reporte-individual-calificaciones/IndividualGradesAction"

// Reporte de calificaciones 360 (EVA360): the report page of its descriptor, with
// "Reporte individual" (one person's PDF) beside its exports.

const endpoints = {
  read: grades360ReportEndpoints.reporteCalificaciones360,
  xlsx: grades360ReportEndpoints.exportarReporteCalificaciones360,
  pdf: grades360ReportEndpoints.reporteCalificaciones360Pdf,
}

export const Grades360ReportPage = () => <ReportPage report={grades360Report} endpoints={endpoints} actions={(request) => <IndividualGradesAction request={request} />} />

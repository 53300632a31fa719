import { trainingReportEndpoints, trainingReport } from "../../../domain/formacion/reporte-formacion-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte de formación (FOR450): the report page of its descriptor.

const endpoints = {
  read: trainingReportEndpoints.reporteFormacion,
  xlsx: trainingReportEndpoints.exportarReporteFormacion,
  pdf: trainingReportEndpoints.reporteFormacionPdf,
}

export const TrainingReportPage = () => <ReportPage report={trainingReport} endpoints={endpoints} />

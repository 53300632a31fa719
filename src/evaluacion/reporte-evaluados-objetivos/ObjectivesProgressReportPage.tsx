import { progressReport, progressReportEndpoints } from "../../../domain/evaluacion/reporte-evaluados-objetivos-api"
import { ReportPage } from "../../records/ReportPage"
import { ReminderAction } from "./ReminderAction"

// Reporte de evaluados por objetivos (EVA300): the report page of its descriptor, with the reminder beside the exports.

const endpoints = {
  read: progressReportEndpoints.reporteEvaluadosObjetivos,
  xlsx: progressReportEndpoints.exportarReporteEvaluadosObjetivos,
  pdf: progressReportEndpoints.reporteEvaluadosObjetivosPdf,
}

export const ObjectivesProgressReportPage = () => (
  <ReportPage report={progressReport} endpoints={endpoints} actions={(request, valid) => <ReminderAction request={request} valid={valid} />} />
)

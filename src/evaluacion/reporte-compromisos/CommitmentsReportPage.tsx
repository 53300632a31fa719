import { commitmentReport, commitmentReportEndpoints, progressAction } from "../../../domain/evaluacion/reporte-compromisos-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte de compromisos (EVA380): the report page of its descriptor; listed one by one, the
// selected commitments' progress is registered with Registrar avance (/guardar-compromiso).

const endpoints = {
  read: commitmentReportEndpoints.reporteCompromisos,
  xlsx: commitmentReportEndpoints.exportarReporteCompromisos,
  pdf: commitmentReportEndpoints.reporteCompromisosPdf,
}

const bulk = [{ action: progressAction, endpoint: commitmentReportEndpoints.guardarCompromiso }]

export const CommitmentsReportPage = () => <ReportPage report={commitmentReport} endpoints={endpoints} bulk={bulk} />

import { climateReport, climateReportEndpoints } from "../../../domain/clima-laboral/reporte-calificaciones-api"
import { ReportPage } from "../../records/ReportPage"

// CLI230 Reporte de calificaciones: the report page of its descriptor (the server suppresses the
// small groups; the page draws what it gets, chart and table).

const endpoints = {
  read: climateReportEndpoints.getResultadosClima,
  xlsx: climateReportEndpoints.exportarResultadosClima,
  pdf: climateReportEndpoints.resultadosClimaPdf,
}

export const ClimateReportPage = () => <ReportPage report={climateReport} endpoints={endpoints} />

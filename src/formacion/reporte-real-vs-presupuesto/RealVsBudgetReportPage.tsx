import { realVsBudgetReportEndpoints, realVsBudgetReport } from "../../../domain/formacion/reporte-real-vs-presupuesto-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte real vs. presupuesto (FOR500): the report page of its descriptor.

const endpoints = {
  read: realVsBudgetReportEndpoints.reporteRealVsPresupuesto,
  xlsx: realVsBudgetReportEndpoints.exportarReporteRealVsPresupuesto,
  pdf: realVsBudgetReportEndpoints.reporteRealVsPresupuestoPdf,
}

export const RealVsBudgetReportPage = () => <ReportPage report={realVsBudgetReport} endpoints={endpoints} />

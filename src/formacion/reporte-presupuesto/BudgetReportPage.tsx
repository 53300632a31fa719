import { budgetReportEndpoints, budgetReport } from "../../../domain/formacion/reporte-presupuesto-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte de presupuesto (FOR400): the report page of its descriptor.

const endpoints = {
  read: budgetReportEndpoints.reportePresupuestoFormacion,
  xlsx: budgetReportEndpoints.exportarReportePresupuestoFormacion,
  pdf: budgetReportEndpoints.reportePresupuestoFormacionPdf,
}

export const BudgetReportPage = () => <ReportPage report={budgetReport} endpoints={endpoints} />

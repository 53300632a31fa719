import { reporteContratosEndpoints, reporteContratosReport } from "../../../domain/contratos/reporte-contratos-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte de contratos (CON240): the report page of its descriptor.

const endpoints = {
  read: reporteContratosEndpoints.reporteContratos,
  xlsx: reporteContratosEndpoints.exportarReporteContratos,
  pdf: reporteContratosEndpoints.reporteContratosPdf,
}

export const ContractReportPage = () => <ReportPage report={reporteContratosReport} endpoints={endpoints} />

import { reporteCumplimientoEndpoints, reporteCumplimientoReport } from "../../../domain/contratos/reporte-cumplimiento-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte de cumplimiento (CON250): the report page of its descriptor.

const endpoints = {
  read: reporteCumplimientoEndpoints.reporteCumplimientoContratos,
  xlsx: reporteCumplimientoEndpoints.exportarReporteCumplimiento,
  pdf: reporteCumplimientoEndpoints.reporteCumplimientoPdf,
}

export const ComplianceReportPage = () => <ReportPage report={reporteCumplimientoReport} endpoints={endpoints} />

import { complianceReport, complianceReportEndpoints } from "../../../domain/clima-laboral/porcentajes-cumplimiento-api"
import { ReportPage } from "../../records/ReportPage"

// CLI260 Porcentajes de cumplimiento: the report page of its descriptor (the server derives each
// obligation's state; the page draws what it gets).

const endpoints = {
  read: complianceReportEndpoints.getCumplimientoClima,
  xlsx: complianceReportEndpoints.exportarCumplimientoClima,
  pdf: complianceReportEndpoints.cumplimientoClimaPdf,
}

export const CompliancePage = () => <ReportPage report={complianceReport} endpoints={endpoints} />

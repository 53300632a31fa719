import { seguimientoEndpoints, seguimientoReport } from "../../../domain/seleccion/reporte-seguimiento-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte de seguimiento (SEL400): the report page of its descriptor.

const endpoints = {
  read: seguimientoEndpoints.reporteSeguimientoSeleccion,
  xlsx: seguimientoEndpoints.exportarReporteSeguimientoSeleccion,
  pdf: seguimientoEndpoints.reporteSeguimientoSeleccionPdf,
}

export const FollowUpReportPage = () => <ReportPage report={seguimientoReport} endpoints={endpoints} />

import { type reporteCumplimientoEndpoints, reporteCumplimientoReport } from "../../domain/contratos/reporte-cumplimiento-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readComplianceReport } from "./reporte-cumplimiento"

// Reporte de cumplimiento (CON250) on the generic report handlers: the table of centres and its
// two exports.

const handlers = workplaceReportHandlers(reporteCumplimientoReport, { read: readComplianceReport })

export const reporteCumplimientoHandlers: HandlersOf<typeof reporteCumplimientoEndpoints> = {
  reporteCumplimientoContratos: handlers.read,
  exportarReporteCumplimiento: handlers.xlsx,
  reporteCumplimientoPdf: handlers.pdf,
}

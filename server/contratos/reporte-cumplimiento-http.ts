import { type reporteCumplimientoEndpoints, reporteCumplimientoReport } from "../../domain/contratos/reporte-cumplimiento-api"
import type { HandlersOf } from "../http/handler"
import { reportHandlers, workplaceScopeText } from "../records/report"
import { readComplianceReport } from "./reporte-cumplimiento"

// Reporte de cumplimiento (CON250) on the generic report handlers: the table of centres and its
// two exports.

const handlers = reportHandlers(reporteCumplimientoReport, {
  read: readComplianceReport,
  scopeText: workplaceScopeText,
  letterheadOf: (request) => request.id_empresa,
})

export const reporteCumplimientoHandlers: HandlersOf<typeof reporteCumplimientoEndpoints> = {
  reporteCumplimientoContratos: handlers.read,
  exportarReporteCumplimiento: handlers.xlsx,
  reporteCumplimientoPdf: handlers.pdf,
}

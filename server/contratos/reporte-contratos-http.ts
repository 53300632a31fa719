import { type reporteContratosEndpoints, reporteContratosReport } from "../../domain/contratos/reporte-contratos-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readContractReport } from "./reporte-contratos"

// Reporte de contratos (CON240) on the generic report handlers: the counts or the list, and
// their two exports.

const handlers = workplaceReportHandlers(reporteContratosReport, { read: readContractReport })

export const reporteContratosHandlers: HandlersOf<typeof reporteContratosEndpoints> = {
  reporteContratos: handlers.read,
  exportarReporteContratos: handlers.xlsx,
  reporteContratosPdf: handlers.pdf,
}

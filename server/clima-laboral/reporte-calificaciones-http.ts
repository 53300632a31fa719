import { type climateReportEndpoints, climateReport } from "../../domain/clima-laboral/reporte-calificaciones-api"
import type { HandlersOf } from "../http/handler"
import { reportHandlers } from "../records/report"
import { projectScopeText } from "./proyectos-scope-text"
import { readClimateReport } from "./reporte-calificaciones"

// CLI230 on the generic report handlers: the read and its two exports; the exports' scope line
// names the project and its centre.

const handlers = reportHandlers(climateReport, { read: readClimateReport, scopeText: projectScopeText })

export const climateReportHandlers: HandlersOf<typeof climateReportEndpoints> = {
  getResultadosClima: handlers.read,
  exportarResultadosClima: handlers.xlsx,
  resultadosClimaPdf: handlers.pdf,
}

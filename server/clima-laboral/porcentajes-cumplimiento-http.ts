import { type complianceReportEndpoints, complianceReport } from "../../domain/clima-laboral/porcentajes-cumplimiento-api"
import type { HandlersOf } from "../http/handler"
import { reportHandlers } from "../records/report"
import { projectScopeText } from "./proyectos-scope-text"
import { readCompliance } from "./porcentajes-cumplimiento"

// CLI260 on the generic report handlers: the read and its two exports; the exports' scope line
// names the project and its centre.

const handlers = reportHandlers(complianceReport, { read: readCompliance, scopeText: projectScopeText })

export const complianceReportHandlers: HandlersOf<typeof complianceReportEndpoints> = {
  getCumplimientoClima: handlers.read,
  exportarCumplimientoClima: handlers.xlsx,
  cumplimientoClimaPdf: handlers.pdf,
}

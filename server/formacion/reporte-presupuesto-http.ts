import { type budgetReportEndpoints, budgetReport } from "../../domain/formacion/reporte-presupuesto-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readBudgetReport } from "./reporte-presupuesto"

// FOR400 Reporte de presupuesto on the generic report handlers: the read and its two exports.

const handlers = workplaceReportHandlers(budgetReport, { read: readBudgetReport })

export const budgetReportHandlers: HandlersOf<typeof budgetReportEndpoints> = {
  reportePresupuestoFormacion: handlers.read,
  exportarReportePresupuestoFormacion: handlers.xlsx,
  reportePresupuestoFormacionPdf: handlers.pdf,
}

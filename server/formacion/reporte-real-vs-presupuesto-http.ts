import { type realVsBudgetReportEndpoints, realVsBudgetReport } from "../../domain/formacion/reporte-real-vs-presupuesto-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readRealVsBudget } from "./reporte-real-vs-presupuesto"

// FOR500 Reporte real vs. presupuesto on the generic report handlers: the read and its two exports.

const handlers = workplaceReportHandlers(realVsBudgetReport, { read: readRealVsBudget })

export const realVsBudgetReportHandlers: HandlersOf<typeof realVsBudgetReportEndpoints> = {
  reporteRealVsPresupuesto: handlers.read,
  exportarReporteRealVsPresupuesto: handlers.xlsx,
  reporteRealVsPresupuestoPdf: handlers.pdf,
}

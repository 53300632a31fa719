import { type trainingReportEndpoints, trainingReport } from "../../domain/formacion/reporte-formacion-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readTrainingReport } from "./reporte-formacion"

// FOR450 Reporte de formación on the generic report handlers: the read and its two exports.

const handlers = workplaceReportHandlers(trainingReport, { read: readTrainingReport })

export const trainingReportHandlers: HandlersOf<typeof trainingReportEndpoints> = {
  reporteFormacion: handlers.read,
  exportarReporteFormacion: handlers.xlsx,
  reporteFormacionPdf: handlers.pdf,
}

import { type contratosVencerEndpoints, contratosVencerReport } from "../../domain/contratos/contratos-vencer-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readExpiringContracts, readExpiringContractsPage } from "./contratos-vencer"

// Contratos por vencer (CON230) on the generic report handlers: the list (a page read in SQL)
// and its two exports.

const handlers = workplaceReportHandlers(contratosVencerReport, { read: readExpiringContracts, readPage: readExpiringContractsPage })

export const contratosVencerHandlers: HandlersOf<typeof contratosVencerEndpoints> = {
  getContratosVencer: handlers.read,
  exportarContratosVencer: handlers.xlsx,
  contratosVencerPdf: handlers.pdf,
}

import { type finalReportEndpoints, finalReport } from "../../domain/evaluacion/reporte-final-objetivos-api"
import type { HandlersOf } from "../http/handler"
import { reportHandlers } from "../records/report"
import { readFinalPage, readFinalReport } from "./reporte-final-objetivos"
import { objectivesScopeText } from "./reportes-objetivos"

// EVA350 on the generic report handlers: the read, a page of it in SQL, the two exports.

const handlers = reportHandlers(finalReport, {
  read: readFinalReport,
  readPage: readFinalPage,
  scopeText: objectivesScopeText,
  letterheadOf: (request) => request.id_empresa,
})

export const finalReportHandlers: HandlersOf<typeof finalReportEndpoints> = {
  reporteFinalObjetivos: handlers.read,
  exportarReporteFinalObjetivos: handlers.xlsx,
  reporteFinalObjetivosPdf: handlers.pdf,
}

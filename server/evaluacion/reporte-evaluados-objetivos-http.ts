import { Effect } from "effect"
import { type progressReportEndpoints, progressMessages as m, progressReport } from "../../domain/evaluacion/reporte-evaluados-objetivos-api"
import { auditNote } from "../audit/trail"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { reportHandlers } from "../records/report"
import { readProgressPage, readProgressReport } from "./reporte-evaluados-objetivos"
import { sendObjectivesReminders } from "./reporte-evaluados-objetivos-recordatorio"
import { objectivesScopeText } from "./reportes-objetivos"

// EVA300 on the generic report handlers (the read, a page of it in SQL, the two exports; the
// exports' scope line names the cycle), and its reminder, audited with what it sent.

const handlers = reportHandlers(progressReport, {
  read: readProgressReport,
  readPage: readProgressPage,
  scopeText: objectivesScopeText,
  letterheadOf: (request) => request.id_empresa,
})

export const progressReportHandlers: HandlersOf<typeof progressReportEndpoints> = {
  reporteEvaluadosObjetivos: handlers.read,
  exportarReporteEvaluadosObjetivos: handlers.xlsx,
  reporteEvaluadosObjetivosPdf: handlers.pdf,
  enviarRecordatorioObjetivos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sent = yield* sendObjectivesReminders(request, principal)
      yield* auditNote(context, { entidad: "recordatorio de objetivos", clave: String(request.id_proyecto), despues: { ...request, ...sent } })
      return ok(sent, m.enviado(sent.colaboradores, sent.jefes, sent.sin_correo))
    }),
}

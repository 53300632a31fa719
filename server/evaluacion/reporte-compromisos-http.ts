import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { calibrationKey } from "../../domain/evaluacion/evaluaciones-objetivos-vocabulary"
import { type commitmentReportEndpoints, commitmentReport, progressAction } from "../../domain/evaluacion/reporte-compromisos-api"
import { commitmentState } from "../../domain/evaluacion/reporte-compromisos-rules"
import { feedbackMessages as m } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import { auditNote } from "../audit/trail"
import { employeeOfUser } from "../authorizations/repo"
import { Now } from "../clock"
import { refuse } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { eachRecord } from "../records/bulk"
import { scopeCondition } from "../records/queries"
import { workplaceReportHandlers } from "../records/report"
import { readCommitmentReport, readCommitmentReportPage } from "./reporte-compromisos"

// EVA380 on the generic report handlers (the read paged in SQL, its two exports), and
// /guardar-compromiso: each selected commitment's progress, by its responsible person or by
// Recursos Humanos (EVA150) within their centres, the state derived again; one answer each.

const handlers = workplaceReportHandlers(commitmentReport, { read: readCommitmentReport, readPage: readCommitmentReportPage })

export const commitmentReportHandlers: HandlersOf<typeof commitmentReportEndpoints> = {
  reporteCompromisos: handlers.read,
  exportarReporteCompromisos: handlers.xlsx,
  reporteCompromisosPdf: handlers.pdf,
  guardarCompromiso: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const me = yield* employeeOfUser(principal.id_usuario)
      const hr = principal.keys.includes(calibrationKey)
      const today = yield* todayInMexico
      const at = new Date((yield* Now)()).toISOString()
      const avance = Number(request.avance)
      const keys = request[progressAction.endpoint.list] as ReadonlyArray<string>
      return yield* eachRecord(keys, (clave) =>
        Effect.gen(function* () {
          const [c] = yield* sql<{ id_responsable: number; f_compromiso: unknown; avance: number; visible: number }>`
            SELECT c.id_responsable, c.f_compromiso, c.avance,
              CASE WHEN ${scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS visible
            FROM eva_compromisos c JOIN eva_retroalimentaciones r ON r.id_retro = c.id_retro JOIN empleados e ON e.id_empleado = r.id_empleado
            WHERE c.id_compromiso = ${Number(clave)}`
          if (c === undefined || Number(c.visible) !== 1) return yield* refuse(404, m.noExisteCompromiso)
          if (!hr && (me === undefined || Number(c.id_responsable) !== me)) return yield* refuse(403, m.soloResponsable)
          const f = c.f_compromiso instanceof Date ? c.f_compromiso.toISOString().slice(0, 10) : String(c.f_compromiso).slice(0, 10)
          const estado = commitmentState(avance, f, today)
          yield* sql`UPDATE eva_compromisos SET avance = ${avance}, estado = ${estado}, f_modificacion = ${at} WHERE id_compromiso = ${Number(clave)}`
          yield* auditNote(context, { entidad: "compromiso", clave, antes: { avance: Number(c.avance) }, despues: { avance, estado } })
          return { resultado: "hecho", mensaje: `${m.avanceGuardado}: ${avance} % (${estado})` } as const
        }),
      )
    }),
}

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import {
  type ConcentradoRequest,
  type concentradoEndpoints,
  concentradoMessages as m,
  concentradoReport,
  payrollColumns,
  potentialAction,
} from "../../domain/evaluacion/reporte-concentrado-evaluaciones-api"
import { calibrationKey } from "../../domain/evaluacion/evaluaciones-objetivos-vocabulary"
import { bands } from "../../domain/rules/evaluacion-concentrado"
import { auditNote } from "../audit/trail"
import { employeeOfUser } from "../authorizations/repo"
import { Now } from "../clock"
import { xlsxResponse } from "../exports/xlsx"
import { refuse } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import { eachRecord } from "../records/bulk"
import { scopeCondition } from "../records/queries"
import { reportHandlers } from "../records/report"
import { occupiesBossPosition } from "./evaluaciones-objetivos"
import { concentradoProject, payDays, payrollRows, readConcentrado, readConcentradoPage } from "./reporte-concentrado-evaluaciones"

// EVA390's calls: the list (a page read in SQL) and its PDF on the generic report handlers; the
// sheet for payroll streamed from SQL (./reporte-concentrado-evaluaciones.ts); and the potential
// set on the selected people, each on its own: in the Calibración phase of its project, by the
// occupant of the boss's position or by Recursos Humanos (EVA150's key, the person in their
// centres), audited.

/** "Evaluación integral 2026 — Planta León": the project, and the centre when one is named. */
const scopeText = (request: ConcentradoRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [p] = yield* sql<{ n: string }>`SELECT n_proyecto AS n FROM eva_proyectos WHERE id_proyecto = ${request.id_proyecto}`
    const [c] =
      request.id_centro_trabajo === undefined ? [] : yield* sql<{ n: string }>`SELECT n_centro_trabajo AS n FROM centros_trabajo WHERE id_centro_trabajo = ${request.id_centro_trabajo}`
    return [p?.n ?? "", ...(c === undefined ? [] : [c.n])].join(" — ")
  })

const handlers = reportHandlers(concentradoReport, { read: readConcentrado, readPage: readConcentradoPage, scopeText })

const stamp = Effect.map(Now, (now) => new Date(now()).toISOString())

export const concentradoHandlers: HandlersOf<typeof concentradoEndpoints> = {
  getConcentradoEvaluaciones: handlers.read,
  concentradoEvaluacionesPdf: handlers.pdf,

  exportarConcentradoEvaluaciones: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const project = yield* concentradoProject(request.id_proyecto, principal)
      const dias = yield* payDays
      return yield* xlsxResponse({
        filename: `Concentrado de evaluaciones ${project.n_proyecto}`,
        title: `Concentrado de evaluaciones (${yield* scopeText(request)}): bono para nómina, no pagado aquí`,
        columns: payrollColumns.map((header, i) => ({ header, width: i === 1 ? 36 : i === 2 || i === 6 ? 30 : 14 })),
        rows: payrollRows(request, principal, dias),
      })
    }),

  guardarPotencialEvaluacion: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const sql = yield* SqlClient.SqlClient
      const potencial = bands.find((b) => b === request.potencial)
      if (potencial === undefined) return yield* refuse(400, m.potencial)
      const caller = yield* employeeOfUser(principal.id_usuario)
      const hr = principal.keys.includes(calibrationKey)
      const keys = request[potentialAction.endpoint.list] as ReadonlyArray<string>
      const at = yield* stamp
      const answer = yield* eachRecord(keys, (key) =>
        Effect.gen(function* () {
          const [id_proyecto, id_empleado] = key.split("-").map(Number) as [number, number]
          const [person] = yield* sql<{ fase: string | null; visible: number | string }>`
            SELECT p.fase_actual AS fase,
              CASE WHEN ${scopeCondition(sql, "centro_trabajo", "pa.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS visible
            FROM eva_participantes pa JOIN eva_proyectos p ON p.id_proyecto = pa.id_proyecto
            WHERE pa.id_proyecto = ${id_proyecto} AND pa.id_empleado = ${id_empleado}`
          if (person === undefined) return yield* refuse(404, m.noParticipante)
          if (Number(person.visible) !== 1) return yield* refuse(403, m.fueraDeAlcance)
          const boss = caller !== undefined && caller !== id_empleado && (yield* occupiesBossPosition(id_proyecto, id_empleado, caller))
          if (!boss && !hr) return yield* refuse(403, m.soloJefeORH)
          if (person.fase !== "Calibración") return yield* refuse(409, m.soloCalibracion)
          yield* sql`UPDATE eva_participantes SET potencial = ${potencial}, id_usuario_potencial = ${principal.id_usuario}, f_potencial = ${at}
            WHERE id_proyecto = ${id_proyecto} AND id_empleado = ${id_empleado}`
          return { resultado: "hecho", mensaje: m.potencialAsignado(potencial) } as const
        }),
      )
      const done = answer.result.resultados.filter((r) => r.resultado === "hecho").map((r) => r.clave)
      if (done.length > 0) yield* auditNote(context, { entidad: "potencial de evaluación", clave: done.join(", ").slice(0, 500), despues: { potencial } })
      return answer
    }),
}

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { myEvaluationEndpoints, ParticipantEvaluation } from "../../domain/evaluacion/mis-evaluaciones-api"
import { myEvaluationMessages as m } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import { evaluatorOfUser, myEvaluations, openEvaluation, toMyEvaluation } from "./mis-evaluaciones"
import { evaluationForm } from "./mis-evaluaciones-formulario"
import { saveAnswers } from "./mis-evaluaciones-respuestas"
import { evaluationResults } from "./resultados-evaluacion"

// "Mis evaluaciones" and the results (domain/evaluacion/mis-evaluaciones-api.ts). Each call needs
// a session; who may touch which evaluation is decided per row (server/evaluacion/mis-evaluaciones.ts).
// A refusal changes nothing: the request's transaction rolls back.

export const myEvaluationHandlers: HandlersOf<typeof myEvaluationEndpoints> = {
  misEvaluaciones: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* myEvaluations(yield* evaluatorOfUser(principal), yield* todayInMexico))
    }),

  getEvaluacionPorResponder: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const opened = yield* openEvaluation(request, yield* evaluatorOfUser(principal), principal)
      return ok(yield* evaluationForm(opened, yield* todayInMexico))
    }),

  responderEvaluacion: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const opened = yield* openEvaluation(request, yield* evaluatorOfUser(principal), principal)
      const today = yield* todayInMexico
      const at = new Date((yield* Now)()).toISOString()
      const outcome = yield* saveAnswers(opened, request, { id_usuario: principal.id_usuario, onBehalf: opened.onBehalf, at, today })
      // Who answered what stays out of the trail: it records the capture, not the answers.
      yield* auditNote(context, {
        entidad: opened.row.tipo === "Operativa" ? "evaluación operativa" : "respuestas 360",
        clave: String(opened.row.tipo === "Operativa" ? opened.row.id_evaluacion_operativa : opened.row.id_asignacion_evaluador),
        antes: {},
        despues: { respondidas: outcome.respondidas, en_nombre_de: opened.onBehalf ? Number(opened.row.id_evaluador ?? 0) || null : null },
      })
      return ok(toMyEvaluation({ ...opened.row, f_respuesta: at }, today), m.guardada)
    }),

  getEvaluacionesParticipante: ({ id_proyecto, id_empleado }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      if (!principal.keys.includes("EVA150")) return yield* refuse(403, m.sinResultados)
      const sql = yield* SqlClient.SqlClient
      const [person] = yield* sql<{ visible: number | string }>`
        SELECT CASE WHEN ${scopeCondition(sql, "centro_trabajo", "pa.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS visible
        FROM eva_participantes pa WHERE pa.id_proyecto = ${id_proyecto} AND pa.id_empleado = ${id_empleado}`
      if (person === undefined) return yield* refuse(404, m.noParticipante)
      if (Number(person.visible) !== 1) return yield* refuse(403, m.sinResultados)
      const name = sql.literal(fullNameSql("e"))
      const rows = yield* sql<Record<string, unknown>>`
        SELECT '360' AS tipo, a.id_asignacion_evaluador, NULL AS id_evaluacion_operativa, a.id_evaluador, ${name} AS n_evaluador, a.relacion,
          r.f_respuesta, r.id_usuario_captura,
          CASE a.relacion WHEN 'Auto' THEN 1 WHEN 'Jefe' THEN 2 WHEN 'Par' THEN 3 WHEN 'Subordinado' THEN 4 ELSE 5 END AS k
        FROM eva_asignaciones_evaluador a JOIN empleados e ON e.id_empleado = a.id_evaluador
          LEFT JOIN eva_respuestas r ON r.id_asignacion_evaluador = a.id_asignacion_evaluador
        WHERE a.id_proyecto = ${id_proyecto} AND a.id_evaluado = ${id_empleado}
        UNION ALL
        SELECT 'Operativa', NULL, o.id_evaluacion_operativa, o.id_evaluador, COALESCE(${name}, ''), 'Operativa', o.f_respuesta, o.id_usuario_captura, 6
        FROM eva_evaluaciones_operativas o LEFT JOIN empleados e ON e.id_empleado = o.id_evaluador
        WHERE o.id_proyecto = ${id_proyecto} AND o.id_evaluado = ${id_empleado}
        ORDER BY 9, 5`
      return ok(
        rows.map(
          (r): ParticipantEvaluation => ({
            tipo: r.tipo === "Operativa" ? "Operativa" : "360",
            id_asignacion_evaluador: r.id_asignacion_evaluador === null ? null : Number(r.id_asignacion_evaluador),
            id_evaluacion_operativa: r.id_evaluacion_operativa === null ? null : Number(r.id_evaluacion_operativa),
            id_evaluador: r.id_evaluador === null ? null : Number(r.id_evaluador),
            n_evaluador: String(r.n_evaluador ?? ""),
            relacion: String(r.relacion),
            estado: r.f_respuesta === null || r.f_respuesta === undefined ? "Pendiente" : "Respondida",
            f_respuesta: r.f_respuesta === null || r.f_respuesta === undefined ? null : String(r.f_respuesta),
            capturada_por: r.id_usuario_captura === null || r.id_usuario_captura === undefined ? null : String(r.id_usuario_captura),
          }),
        ),
      )
    }),

  getResultadosEvaluacion: (request, context) =>
    Effect.gen(function* () {
      return ok(yield* evaluationResults(request, yield* principalOf(context)))
    }),
}

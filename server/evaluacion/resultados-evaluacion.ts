import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { EvaluationResults, PersonKey } from "../../domain/evaluacion/mis-evaluaciones-api"
import { groupLabel, myEvaluationMessages as m } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import type { Principal } from "../auth/principal"
import { employeeOfUser } from "../authorizations/repo"
import { refuse } from "../http/failure"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import { scoreStored360 } from "./resultados-360"
import { released360 as releasedByFeedback } from "./retroalimentacion"

// A participant's results (MODULES-MX §5): the objectives score (calibrated when it is), the 360
// by the rules of domain/rules/evaluacion-360.ts (each relation's mean of its evaluators' item
// means, a relation under its minimum pooled into "otros" or hidden, the weights renormalised
// over what is scored) and the operative score. HR (EVA150) reads the participants of its
// centres. The person evaluated reads their own objectives and operative scores but never their
// 360 before their 360 feedback session (EVA375) is held, that is saved with the boss's signature
// (server/evaluacion/retroalimentacion.ts); then the groups that may be shown, as HR reads them.

/** Whether the 360 of a person is released to them: only their held 360 feedback session (EVA375) does that. */
const released360 = (key: PersonKey) => releasedByFeedback(key.id_proyecto, key.id_empleado)

export const evaluationResults = (key: PersonKey, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [person] = yield* sql<Record<string, unknown>>`
      SELECT ${sql.literal(fullNameSql("e"))} AS n_empleado, pa.id_centro_trabajo, p.tipo, p.escala, p.min_pares, p.min_subordinados,
        p.peso_auto, p.peso_jefe, p.peso_pares, p.peso_subordinados, p.peso_clientes
      FROM eva_participantes pa JOIN eva_proyectos p ON p.id_proyecto = pa.id_proyecto JOIN empleados e ON e.id_empleado = pa.id_empleado
      WHERE pa.id_proyecto = ${key.id_proyecto} AND pa.id_empleado = ${key.id_empleado}`
    const me = yield* employeeOfUser(principal.id_usuario)
    const self = me === key.id_empleado
    let hr = false
    if (principal.keys.includes("EVA150")) {
      if (person === undefined) return yield* refuse(404, m.noParticipante)
      const [visible] = yield* sql`SELECT 1 AS x FROM centros_trabajo ct WHERE ct.id_centro_trabajo = ${Number(person.id_centro_trabajo)}
        AND ${scopeCondition(sql, "centro_trabajo", "ct.id_centro_trabajo", principal)}`
      hr = visible !== undefined
    }
    if (!hr && !self) return yield* refuse(403, m.sinResultados)
    if (person === undefined) return yield* refuse(404, m.noParticipante)

    const [sheet] = yield* sql<{ calificacion: number | string | null; calificacion_calibrada: number | string | null }>`
      SELECT calificacion, calificacion_calibrada FROM eva_hojas_objetivos WHERE id_proyecto = ${key.id_proyecto} AND id_empleado = ${key.id_empleado}`
    const objectives = sheet?.calificacion_calibrada ?? sheet?.calificacion ?? null
    const [operative] = yield* sql<{ calificacion: number | string | null }>`
      SELECT calificacion FROM eva_evaluaciones_operativas WHERE id_proyecto = ${key.id_proyecto} AND id_evaluado = ${key.id_empleado} AND estado = 'Respondida'`

    const with360 = person.tipo === "360" || person.tipo === "Integral"
    const show360 = with360 && ((hr && !self) || (yield* released360(key)))
    let evaluacion_360: EvaluationResults["evaluacion_360"] = null
    if (show360) {
      const means = yield* sql<{ relacion: string; media: number | string }>`
        SELECT a.relacion, r.media FROM eva_asignaciones_evaluador a JOIN eva_respuestas r ON r.id_asignacion_evaluador = a.id_asignacion_evaluador
        WHERE a.id_proyecto = ${key.id_proyecto} AND a.id_evaluado = ${key.id_empleado} AND r.media IS NOT NULL`
      const result = scoreStored360(means, person)
      evaluacion_360 = {
        grupos: result.grupos.map((g) => ({ grupo: g.grupo, n_grupo: groupLabel(g.grupo), media: g.media, evaluadores: g.evaluadores, peso: g.peso })),
        ocultas: result.ocultas.length,
        final: result.final,
        porcentaje: result.porcentaje,
      }
    }
    return {
      id_proyecto: key.id_proyecto,
      id_empleado: key.id_empleado,
      n_empleado: String(person.n_empleado ?? ""),
      objetivos: objectives === null ? null : Number(objectives),
      evaluacion_360,
      operativa: operative?.calificacion === null || operative?.calificacion === undefined ? null : Number(operative.calificacion),
    } satisfies EvaluationResults
  })

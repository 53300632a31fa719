import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { myEvaluationMessages as m } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { refuseField } from "../http/failure"
import { refreshParticipantScores } from "./calificaciones-participantes"

// Replacing a participant's 360 evaluators once some have answered (MODULES-MX §5): the answers
// hang on the assignment's id, so an evaluator kept keeps their row (and their answers), one whose
// relation changes is updated in place, only the ones left out are deleted, and an evaluator who
// already answered cannot be left out (their answers would go with them).

export const replaceAssignments = (
  id_proyecto: number,
  id_evaluado: number,
  evaluadores: ReadonlyArray<{ readonly id_evaluador: number; readonly relacion: string }>,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const stored = yield* sql<{ id_asignacion_evaluador: number | string; id_evaluador: number | string; relacion: string; respondida: number | string }>`
      SELECT a.id_asignacion_evaluador, a.id_evaluador, a.relacion,
        CASE WHEN EXISTS (SELECT 1 FROM eva_respuestas r WHERE r.id_asignacion_evaluador = a.id_asignacion_evaluador) THEN 1 ELSE 0 END AS respondida
      FROM eva_asignaciones_evaluador a WHERE a.id_proyecto = ${id_proyecto} AND a.id_evaluado = ${id_evaluado}`
    const wanted = new Map(evaluadores.map((e) => [e.id_evaluador, e.relacion]))
    const gone = stored.filter((s) => !wanted.has(Number(s.id_evaluador)))
    if (gone.some((s) => Number(s.respondida) === 1)) return yield* refuseField("evaluadores", m.evaluadorRespondio, 409)
    if (gone.length > 0) yield* sql`DELETE FROM eva_asignaciones_evaluador WHERE ${sql.in("id_asignacion_evaluador", gone.map((s) => Number(s.id_asignacion_evaluador)))}`
    for (const s of stored) {
      const relacion = wanted.get(Number(s.id_evaluador))
      if (relacion !== undefined && relacion !== s.relacion)
        yield* sql`UPDATE eva_asignaciones_evaluador SET relacion = ${relacion} WHERE id_asignacion_evaluador = ${Number(s.id_asignacion_evaluador)}`
    }
    const kept = new Set(stored.map((s) => Number(s.id_evaluador)))
    const fresh = evaluadores.filter((e) => !kept.has(e.id_evaluador))
    if (fresh.length > 0)
      yield* sql`INSERT INTO eva_asignaciones_evaluador ${sql.insert(fresh.map((e) => ({ id_proyecto, id_evaluado, id_evaluador: e.id_evaluador, relacion: e.relacion })))}`
    // An answered evaluator whose relation changed moves the 360 score.
    yield* refreshParticipantScores(id_proyecto, [id_evaluado])
  })

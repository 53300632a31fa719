import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { lockingProjectStates } from "../../domain/evaluacion/encuestas-vocabulary"

// Which instruments (EVA100) the evaluation projects (EVA150, table eva_proyectos) use. An
// instrument a project names in id_encuesta_360 or id_encuesta_operativa is locked once that
// project is Publicado or later (En evaluación, En calibración, Cerrado): its answers name its
// questions, so it is duplicated to change, never saved again. Any project naming it, in any
// state, keeps it from being deleted.

/** Of `ids`, the instruments named by projects: all of them, or only those in a locking state. */
const namedBy = (lockingOnly: boolean, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (ids.length === 0) return new Set<number>()
    const sql = yield* SqlClient.SqlClient
    const locking = lockingOnly ? sql` AND p.estado IN ${sql.in(lockingProjectStates)}` : sql``
    const rows = yield* sql<{ id: number | string }>`
      SELECT p.id_encuesta_360 AS id FROM eva_proyectos p WHERE p.id_encuesta_360 IN ${sql.in(ids)}${locking}
      UNION
      SELECT p.id_encuesta_operativa AS id FROM eva_proyectos p WHERE p.id_encuesta_operativa IN ${sql.in(ids)}${locking}`
    return new Set(rows.map((r) => Number(r.id)))
  })

/** Of `ids`, the instruments locked by a published (or later) project. */
export const lockedSurveyIds = (ids: ReadonlyArray<number>) => namedBy(true, ids)

/** Of `ids`, the instruments any project names, whatever its state. */
export const usedSurveyIds = (ids: ReadonlyArray<number>) => namedBy(false, ids)

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { lockingProjectStates } from "../../domain/evaluacion/encuestas-vocabulary"

// Which instruments (EVA100) the evaluation projects (EVA150, table eva_proyectos) use. An
// instrument a project names in id_encuesta_360 or id_encuesta_operativa is locked once that
// project is Publicado or later (En evaluación, En calibración, Cerrado): its answers name its
// questions, so it is duplicated to change, never saved again. Any project naming it, in any
// state, keeps it from being deleted.
//
// The projects' table belongs to EVA150 and may not exist yet in a database (or lack one of the
// two columns): the columns are looked up first in the dialect's catalogue, and what is missing
// locks nothing. Every name here is a constant.

const projectsTable = "eva_proyectos"
const surveyColumns = ["id_encuesta_360", "id_encuesta_operativa"] as const

/** The columns of eva_proyectos that name an instrument, as they exist now; none without the table or its estado. */
const instrumentColumns = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql.onDialectOrElse({
    pg: () =>
      sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${projectsTable}`,
    orElse: () => sql<{ name: string }>`SELECT name FROM pragma_table_info(${projectsTable})`,
  })
  const present = new Set(rows.map((r) => String(r.name).toLowerCase()))
  return present.has("estado") ? surveyColumns.filter((c) => present.has(c)) : []
})

/** The instruments named by projects, all of them or only those in a locking state. */
const namedBy = (lockingOnly: boolean, ids: ReadonlyArray<number> | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const columns = yield* instrumentColumns
    const out = new Set<number>()
    if (ids !== undefined && ids.length === 0) return out
    for (const column of columns) {
      const c = sql.literal(`p.${column}`)
      const filters = [
        sql`${c} IS NOT NULL`,
        ...(lockingOnly ? [sql`p.estado IN ${sql.in(lockingProjectStates)}`] : []),
        ...(ids === undefined ? [] : [sql`${c} IN ${sql.in(ids)}`]),
      ]
      const rows = yield* sql<{ id: number | string }>`SELECT DISTINCT ${c} AS id FROM ${sql.literal(projectsTable)} p WHERE ${sql.and(filters)}`
      for (const r of rows) out.add(Number(r.id))
    }
    return out
  })

/** The instruments locked by a published (or later) project: of `ids`, or all when none are given. */
export const lockedSurveyIds = (ids?: ReadonlyArray<number>) => namedBy(true, ids)

/** The instruments any project names, whatever its state: of `ids`, or all. */
export const usedSurveyIds = (ids?: ReadonlyArray<number>) => namedBy(false, ids)

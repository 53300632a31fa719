import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The organisation's trees keep a parent pointer per row (a department's parent, a position's or
// a puesto's chief); each climbs it the same way with WITH RECURSIVE (SQLite and PostgreSQL
// alike). `limit` ends the walk well past any real tree, so a loop stored by hand still ends.

/** One step of a climb: the row's id and its distance from the start (0: the start itself). */
export interface ChainLink {
  readonly id: number | string
  readonly nivel: number | string
}

/** The row `start` and every row above it through `parent`, nearest first. Names are constants of the callers. */
export const parentChain = (table: string, key: string, parent: string, start: number | string, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [t, k, p] = [sql.literal(table), sql.literal(key), sql.literal(parent)]
    return yield* sql<ChainLink>`
      WITH RECURSIVE arriba (id, padre, nivel) AS (
        SELECT ${k}, ${p}, 0 FROM ${t} WHERE ${k} = ${start}
        UNION ALL
        SELECT r.${k}, r.${p}, a.nivel + 1 FROM ${t} r
          JOIN arriba a ON r.${k} = a.padre
          WHERE a.nivel < ${limit}
      )
      SELECT id, nivel FROM arriba ORDER BY nivel`
  })

/** The rows above `start`, nearest first, without `start` itself. */
export const chainAbove = (table: string, key: string, parent: string, start: number | string, limit: number) =>
  Effect.map(parentChain(table, key, parent, start, limit), (links) => links.filter((l) => Number(l.nivel) > 0))

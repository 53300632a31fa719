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

/** The trees that climb: table, key and parent column, fixed here so no other name reaches SQL. */
const trees = {
  departamentos: { key: "id_depto", parent: "id_depto_padre" },
  puestos: { key: "id_puesto", parent: "id_puesto_jefe" },
  posiciones: { key: "id_posicion", parent: "id_posicion_jefe" },
} as const

export type ChainTree = keyof typeof trees

/** The row `start` and every row above it in `tree`, nearest first. */
export const parentChain = (tree: ChainTree, start: number | string, limit: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [t, k, p] = [sql.literal(tree), sql.literal(trees[tree].key), sql.literal(trees[tree].parent)]
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
export const chainAbove = (tree: ChainTree, start: number | string, limit: number) =>
  Effect.map(parentChain(tree, start, limit), (links) => links.filter((l) => Number(l.nivel) > 0))

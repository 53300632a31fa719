import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Multi-row inserts stay under both dialects' bound-parameter limits (SQLite 32,766, PG 65,535).
const maxParameters = 30_000

export const insertInChunks = <Row extends Record<string, unknown>>(table: string, rows: ReadonlyArray<Row>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const first = rows[0]
    if (first === undefined) return
    const size = Math.max(1, Math.floor(maxParameters / Object.keys(first).length))
    for (let i = 0; i < rows.length; i += size) {
      yield* sql`INSERT INTO ${sql(table)} ${sql.insert(rows.slice(i, i + size))}`
    }
  })

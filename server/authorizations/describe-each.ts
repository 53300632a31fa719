import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import type { OriginSummary } from "../../domain/authorization"

type Row = Readonly<Record<string, unknown>>

/**
 * An origin's `describe` (./origin.ts) from one query of its requests: nothing is read for no
 * ids; each row answered is summarised under its id (`key` names the id's column); a request
 * that is gone has no row and so no summary.
 */
export const describeEach =
  <R extends Row>(
    key: string,
    read: (sql: SqlClient.SqlClient, ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<R>, SqlError>,
    summary: (row: R, id: number) => OriginSummary,
  ) =>
  (ids: ReadonlyArray<number>) =>
    Effect.gen(function* () {
      const summaries = new Map<number, OriginSummary>()
      if (ids.length === 0) return summaries
      const sql = yield* SqlClient.SqlClient
      for (const row of yield* read(sql, ids)) {
        const id = Number(row[key])
        summaries.set(id, summary(row, id))
      }
      return summaries
    })

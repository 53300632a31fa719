import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { TransitionStamps } from "../../domain/records/workflow"
import type { RecordTable, Row } from "./table"

// The one UPDATE that moves a workflow's record, shared by its transitions (./workflow.ts) and
// the end of an authorization flow (./workflow-origin.ts): it moves the record only out of the
// states named, so of two concurrent moves exactly one changes the row.

/** The stamp columns; `who` undefined (an approval, decided by no user of this record) leaves the user's column alone. */
export const stampColumns = (stamps: TransitionStamps | undefined, who: string | undefined, day: string, at: string): Row => ({
  ...(stamps?.user === undefined || who === undefined ? {} : { [stamps.user]: who }),
  ...(stamps?.day === undefined ? {} : { [stamps.day]: day }),
  ...(stamps?.at === undefined ? {} : { [stamps.at]: at }),
})

const whereKey = (sql: SqlClient.SqlClient, key: Row) => sql.and(Object.entries(key).map(([k, v]) => sql`${sql.literal(k)} = ${v as string}`))

/** Moves the record out of one of `from` with `columns`; false when another call moved it first. */
export const moveIfIn = (t: RecordTable, key: Row, field: string, from: ReadonlyArray<string>, columns: Row) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const where = whereKey(sql, key)
    const changed = yield* sql`UPDATE ${sql.literal(t.table)} SET ${sql.update({ ...columns })}
      WHERE ${where} AND ${sql.literal(field)} IN ${sql.in([...from])} RETURNING ${sql.literal(field)}`
    return changed.length === 1
  })

/** The record's state as stored now (after a step that may have moved it on). */
export const storedState = (t: RecordTable, key: Row, field: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ state: string }>`SELECT ${sql.literal(field)} AS state FROM ${sql.literal(t.table)} WHERE ${whereKey(sql, key)}`
    return row === undefined ? undefined : String(row.state)
  })

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Transition, TransitionStamps, Workflow } from "../../domain/records/workflow"
import { withdrawWaiting } from "../authorizations/repo"
import { Now } from "../clock"
import { todayInMexico } from "../organizacion/in-force"
import { keyColumns } from "./stored-record"
import type { RecordTable, Row } from "./table"

// The one UPDATE that moves a workflow's record, shared by its transitions (./workflow.ts) and
// the end of an authorization flow (./workflow-origin.ts): it moves the record only out of the
// states named, so of two concurrent moves exactly one changes the row. Also the server's own act
// by a transition with no flow (`moveByServer`): it needs no authorization engine, so the hooks
// of a table the engine's origins reach may call it without a cycle.

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

/** Leaving a flow's pending state otherwise than by the flow (a cancellation) withdraws the step waiting in it. */
export const withdrawn = (w: Workflow, key: Row, left: unknown) =>
  Effect.forEach(
    w.transitions.flatMap((x) => (x.authorization !== undefined && x.authorization.pending === left ? [x.authorization.origin] : [])),
    (origin) => withdrawWaiting(origin, Number(Object.values(key)[0])),
    { discard: true },
  )

export interface ServerAct {
  /** Who acts (the stamps' user), if anyone. */
  readonly who?: string
  /** The columns it stores besides the state and the stamps (the comment naming what attended it). */
  readonly columns?: Row
  /** Only out of these of the transition's states (an employee withdraws only what is undecided). */
  readonly from?: Transition["from"]
}

/**
 * Fires a transition with no flow by the server's own act on a record judged in the same
 * transaction (a kiosk request attended by the loan created for it, or withdrawn by its
 * employee): no user's request of this record, so no scope, guards, table checks nor audit row of
 * its own (the act that calls it audits). The guarded UPDATE with the stamps, the waiting step
 * withdrawn, the table's step after the target. Answers the target, or undefined when the record
 * was in none of `from` (it stays as it is).
 */
export const moveByServer = (t: RecordTable, transition: string, stored: Row, act: ServerAct = {}) =>
  Effect.gen(function* () {
    const w = t.descriptor.workflow
    const tr = w?.transitions.find((x) => x.id === transition)
    if (w === undefined || tr === undefined || tr.authorization !== undefined) return yield* Effect.dieMessage(`${t.table}: no transition ${transition} without a flow`)
    const at = new Date((yield* Now)()).toISOString()
    const day = yield* todayInMexico
    const key = keyColumns(t, stored)
    const columns = { ...act.columns, ...stampColumns(w.stamps, act.who, day, at), ...stampColumns(tr.stamps, act.who, day, at), [w.field]: tr.to }
    if (!(yield* moveIfIn(t, key, w.field, act.from ?? tr.from, columns))) return undefined
    yield* withdrawn(w, key, stored[w.field])
    if (t.hooks?.afterReached !== undefined) yield* t.hooks.afterReached(tr.id, key)
    return tr.to
  })

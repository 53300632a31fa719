import { Effect } from "effect"
import { type Transition, type TransitionStamps, type Workflow, requestTypeFor } from "../../domain/records/workflow"
import { startAuthorization } from "../authorizations/engine"
import { requestTypeByKey } from "../authorizations/repo"
import { Now } from "../clock"
import { todayInMexico } from "../organizacion/in-force"
import { keyColumns } from "./stored-record"
import { moveIfIn, stampColumns, storedState, withdrawn } from "./workflow-move"
import type { RecordTable, Row } from "./table"

// How a judged transition moves its record (./workflow.ts, once the state, the guards and the
// table's checks allow it): the one guarded UPDATE to the flow's pending state (or the target),
// the flow started, the record moved on to the target when no flow applies, and the table's step
// after the target. Also the server's own act on a record it has just written, with no request
// of a user (a hire files its alta and sends it to its flow): `advanceByServer` (a transition
// with no flow: `moveByServer`, ./workflow-move.ts, which a table's own hooks may call).

/** Starts the transition's flow, when it has one: the state it ends in now. */
const authorize = (tr: Transition, key: Row, stored: Row, day: string) =>
  Effect.gen(function* () {
    const flow = tr.authorization
    if (flow === undefined) return tr.to
    const idTipo = yield* requestTypeByKey(requestTypeFor(flow, stored))
    const id_origen = Number(Object.values(key)[0])
    // A record without that date (a kiosk request that is no vacation) is resolved on the day it is sent.
    const dated = flow.dayField === undefined ? null : stored[flow.dayField]
    const fecha = dated === null || dated === undefined ? day : String(dated)
    const started =
      idTipo === undefined
        ? ({ kind: "no-flow" } as const)
        : yield* startAuthorization({ origen: flow.origin, id_origen, id_tipo_solicitud: idTipo, id_empleado: Number(stored[flow.employeeField]), fecha })
    return started.kind === "no-flow" ? (flow.unconfigured ?? tr.to) : flow.pending
  })


export interface Advance {
  /** The columns it stores besides the state and the stamps. */
  readonly columns: Row
  /** Who fires it (the stamps' user), if anyone. */
  readonly who: string | undefined
  readonly day: string
  readonly at: string
  /** Straight to the target without its flow: authorized by where it comes from. */
  readonly straight?: boolean
}

/** Moves the judged record by the transition: the state it ends in, or undefined when another call moved it first. */
export const advance = (t: RecordTable, w: Workflow, tr: Transition, stored: Row, a: Advance) =>
  Effect.gen(function* () {
    const key = keyColumns(t, stored)
    const stamps = (s: TransitionStamps | undefined) => stampColumns(s, a.who, a.day, a.at)
    const target = a.straight === true ? tr.to : (tr.authorization?.pending ?? tr.to)
    const reached = a.straight === true ? stamps(tr.authorization?.authorized) : {}
    const columns = { ...a.columns, ...stamps(w.stamps), ...stamps(tr.stamps), ...reached, [w.field]: target }
    if (!(yield* moveIfIn(t, key, w.field, tr.from, columns))) return undefined
    yield* withdrawn(w, key, stored[w.field])
    const ended = a.straight === true ? tr.to : yield* authorize(tr, key, stored, a.day)
    if (ended !== target) yield* moveIfIn(t, key, w.field, [target], { [w.field]: ended, ...(ended === tr.to ? stamps(tr.authorization?.authorized) : {}) })
    if (ended === tr.to && t.hooks?.afterReached !== undefined) yield* t.hooks.afterReached(tr.id, key)
    return ended
  })

/**
 * Fires a transition by the server's own act on a record it has just written in the same
 * transaction (a hire's alta, sent to its flow or authorized by where it comes from): no user's
 * request, so no scope, guards, table checks nor audit row of its own (the act that wrote the
 * record audits it). Answers the state it ends in, the step after the target's included; a
 * record no longer in `from` stays as it is.
 */
export const advanceByServer = (t: RecordTable, transition: string, stored: Row, options: { readonly who?: string; readonly straight?: boolean } = {}) =>
  Effect.gen(function* () {
    const w = t.descriptor.workflow
    const tr = w?.transitions.find((x) => x.id === transition)
    if (w === undefined || tr === undefined) return yield* Effect.dieMessage(`${t.table}: no transition ${transition}`)
    const at = new Date((yield* Now)()).toISOString()
    yield* advance(t, w, tr, stored, { columns: {}, who: options.who, day: yield* todayInMexico, at, straight: options.straight ?? false })
    return (yield* storedState(t, keyColumns(t, stored), w.field)) ?? String(stored[w.field])
  })

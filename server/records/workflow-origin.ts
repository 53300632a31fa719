import { Effect } from "effect"
import type { AuthorizationFlow, Transition, Workflow } from "../../domain/records/workflow"
import type { AuthorizationOrigin } from "../authorizations/origin"
import { Now } from "../clock"
import { todayInMexico } from "../organizacion/in-force"
import { moveIfIn, stampColumns } from "./workflow-move"
import type { RecordTable, Row } from "./table"

// The end of a workflow transition's authorization flow (domain/records/workflow.ts,
// `authorization`), as an origin of the authorization engine: the last approval in "Mis
// autorizaciones" moves the record from the flow's pending state to the transition's target (and
// runs the table's step after it, `afterReached`), a
// rejection to the flow's rejected state with the approver's comment. Only a record still
// pending moves (one cancelled meanwhile stays as it is). Both run inside the engine's
// transaction for the decision. What an approver reads (`describe`) is the resource's own.

type Parts = Pick<AuthorizationOrigin, "describe" | "attachment">

const flowOf = (t: RecordTable, transition: string): { readonly w: Workflow; readonly tr: Transition; readonly flow: AuthorizationFlow } => {
  const w = t.descriptor.workflow
  const tr = w?.transitions.find((x) => x.id === transition)
  if (w === undefined || tr?.authorization === undefined) throw new Error(`${t.table}: the transition ${transition} has no authorization flow`)
  return { w, tr, flow: tr.authorization }
}

/** The key of the record an authorization step names (the table's one key column). */
const keyOf = (t: RecordTable, id: number): Row => {
  const [name] = Object.entries(t.descriptor.fields).find(([, f]) => f.key === true) ?? []
  if (name === undefined) throw new Error(`${t.table}: no key field`)
  return { [name]: id }
}

const stamped = (w: Workflow, flow: AuthorizationFlow | undefined, extra: Row) =>
  Effect.gen(function* () {
    const at = new Date((yield* Now)()).toISOString()
    const day = yield* todayInMexico
    return { ...extra, ...stampColumns(w.stamps, undefined, day, at), ...stampColumns(flow?.authorized, undefined, day, at) }
  })

/** The origin of a transition's flow: `describe` (and `attachment`) the resource's, the outcome the workflow's. */
export const workflowOrigin = (t: RecordTable, transition: string, parts: Parts): AuthorizationOrigin => {
  const { w, tr, flow } = flowOf(t, transition)
  return {
    origen: flow.origin,
    ...parts,
    onApproved: (id) =>
      Effect.gen(function* () {
        const columns = yield* stamped(w, flow, { [w.field]: tr.to })
        const key = keyOf(t, id)
        if ((yield* moveIfIn(t, key, w.field, [flow.pending], columns)) && t.hooks?.afterReached !== undefined) yield* t.hooks.afterReached(tr.id, key)
      }),
    onRejected: (id, comentario) =>
      Effect.gen(function* () {
        const note = flow.rejectionNote === undefined ? {} : { [flow.rejectionNote.column]: comentario.slice(0, flow.rejectionNote.max) }
        const columns = yield* stamped(w, undefined, { [w.field]: flow.rejected, ...note })
        yield* moveIfIn(t, keyOf(t, id), w.field, [flow.pending], columns)
      }),
  }
}

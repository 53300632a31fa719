import { Effect } from "effect"
import { type AnyEndpoint, needsAnyKey } from "../../domain/api/endpoint"
import { type Transition, type Workflow, deleteTransition, guardProblem, refusedFrom } from "../../domain/records/workflow"
import { auditNote } from "../audit/trail"
import { requireAccess } from "../auth/bearer"
import { Now } from "../clock"
import { ApiFailure, refuse } from "../http/failure"
import { type Handler, type HandlerContext, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { auditKey, keyColumns, reread, storedRecord } from "./stored-record"
import { advance } from "./workflow-advance"
import type { RecordTable, Row } from "./table"

// The one handler of every workflow transition (domain/records/workflow.ts). The router has
// checked the transition's key and decoded its input; here the record is read within the caller's
// work centres (404 or 403), its state and the guards are judged, and one UPDATE moves it, guarded
// by the states it leaves (./workflow-advance.ts): of two concurrent calls exactly one changes the
// row, the other finds none to change and gets the 409. The audit row keeps the record before and after.

/** The answer's message: by the state it ends in when the transition says one, the flow's own when it went straight on. */
const doneMessage = (tr: Transition, ended: string, now: unknown) =>
  tr.doneIn?.[String(now)] ?? (tr.authorization?.direct !== undefined && ended === tr.to ? tr.authorization.direct : tr.done)

/**
 * Fires a transition on the record named `id` (its key as the path gives it): read within the
 * caller's centres, state and guards judged, moved by the one guarded UPDATE, audited. Answers the
 * record as read afterwards and the message.
 */
const fire = (t: RecordTable, w: Workflow, tr: Transition, id: string, input: Row, context: HandlerContext) =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    const ctx = { principal }
    const stored = yield* storedRecord(t, id, ctx).pipe(
      Effect.mapError((e) => (w.missing !== undefined && e instanceof ApiFailure && e.status === 404 ? new ApiFailure({ status: 404, message: w.missing }) : e)),
    )
    if (!(tr.from as ReadonlyArray<unknown>).includes(stored[w.field])) return yield* refuse(409, refusedFrom(w, tr, stored))
    const day = yield* todayInMexico
    const problem = guardProblem(tr, stored, input, day)
    if (problem !== undefined) {
      const placed = problem.field === undefined ? {} : { detalles: [problem.message], problemas: [{ campo: problem.field, mensaje: problem.message }] }
      return yield* new ApiFailure({ status: problem.status ?? 400, message: problem.message, ...placed })
    }
    const own = t.hooks?.beforeTransition === undefined ? {} : yield* t.hooks.beforeTransition(tr.id, stored, input, ctx)
    const key = keyColumns(t, stored)
    const diverted = t.hooks?.divert === undefined ? undefined : yield* t.hooks.divert(tr.id, stored, input, ctx)
    if (diverted !== undefined) {
      const after = yield* reread(t, key, ctx)
      yield* auditNote(context, { entidad: t.entity, clave: auditKey(t, key), antes: stored, despues: after, detalle: `${tr.label}: ${diverted.message}` })
      return { after, message: diverted.message }
    }
    const at = new Date((yield* Now)()).toISOString()
    const columns = { ...(tr.columns?.(stored, input) ?? input), ...own }
    const ended = yield* advance(t, w, tr, stored, { columns, who: principal.id_usuario, day, at })
    if (ended === undefined) return yield* refuse(409, refusedFrom(w, tr, stored))
    const after = yield* reread(t, key, ctx)
    yield* auditNote(context, { entidad: t.entity, clave: auditKey(t, key), antes: stored, despues: after, detalle: tr.label })
    const notice = tr.notice?.(stored, input)
    const done = doneMessage(tr, ended, after[w.field])
    return { after, message: notice === undefined ? done : `${done}. ${notice}` }
  })

/**
 * Fires the transition `transition` of the table's workflow on the record named `id`, as its own
 * endpoint would (read within the caller's centres, judged, moved, audited): for an endpoint of
 * the contract's own that decides between transitions (`endpoint: false`). Answers the record as
 * read afterwards and the message.
 */
export const fireTransition = (t: RecordTable, transition: string, id: string, input: Row, context: HandlerContext) => {
  const w = t.descriptor.workflow
  const tr = w?.transitions.find((x) => x.id === transition)
  if (w === undefined || tr === undefined) return Effect.dieMessage(`${t.table}: no transition ${transition}`)
  return Effect.gen(function* () {
    // The router checked the endpoint's keys; the transition names its own.
    yield* requireAccess(needsAnyKey(tr.key), yield* principalOf(context))
    return yield* fire(t, w, tr, id, input, context)
  })
}

const transitionHandler =
  (t: RecordTable, w: Workflow, tr: Transition): Handler<AnyEndpoint> =>
  (request, context) =>
    Effect.gen(function* () {
      // The record is named by the path's `:id`, or by the contract's own body field (`idAs`).
      const { [tr.idAs ?? "id"]: id, ...input } = request as Row
      const { after, message } = yield* fire(t, w, tr, String(id), input, context)
      return ok(after, message)
    })

/**
 * The delete of a record whose workflow names the transition it fires (`deletes`: an aid is
 * cancelled, and kept); undefined for any other record. Answers the descriptor's delete message.
 */
export const deleteByTransition = (t: RecordTable, id: string, context: HandlerContext) => {
  const w = t.descriptor.workflow
  const tr = deleteTransition(w)
  if (w === undefined || tr === undefined) return undefined
  // The router checked the delete's key; the transition may ask another.
  const access = t.endpoints.transitions?.[tr.id]?.access
  return Effect.gen(function* () {
    if (access !== undefined) yield* requireAccess(access, yield* principalOf(context))
    yield* fire(t, w, tr, id, {}, context)
    return ok(null, t.descriptor.messages.deleted)
  })
}

/** The handlers of a resource's transitions, by endpoint name (none without a workflow). */
export const transitionHandlers = (t: RecordTable): Readonly<Record<string, Handler<AnyEndpoint>>> => {
  const w = t.descriptor.workflow
  const endpoints = t.endpoints.transitions ?? {}
  if (w === undefined) return {}
  return Object.fromEntries(
    w.transitions.flatMap((tr) => {
      const e = endpoints[tr.id]
      return e === undefined ? [] : [[e.name, transitionHandler(t, w, tr)] as const]
    }),
  )
}

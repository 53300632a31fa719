import { Effect } from "effect"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { type Transition, type Workflow, deleteTransition, guardProblem, refusedFrom, requestTypeFor } from "../../domain/records/workflow"
import { auditNote } from "../audit/trail"
import { requireAccess } from "../auth/bearer"
import { startAuthorization } from "../authorizations/engine"
import { requestTypeByKey, withdrawWaiting } from "../authorizations/repo"
import { Now } from "../clock"
import { ApiFailure, refuse } from "../http/failure"
import { type Handler, type HandlerContext, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { auditKey, keyColumns, reread, storedRecord } from "./stored-record"
import { moveIfIn, stampColumns } from "./workflow-move"
import type { RecordTable, Row } from "./table"

// The one handler of every workflow transition (domain/records/workflow.ts). The router has
// checked the transition's key and decoded its input; here the record is read within the caller's
// work centres (404 or 403), its state and the guards are judged, and one UPDATE moves it, guarded
// by the states it leaves: of two concurrent calls exactly one changes the row, the other finds
// none to change and gets the 409. The audit row keeps the record before and after.

/** Starts the transition's flow, when it has one: the state it ends in now. */
const authorize = (tr: Transition, key: Row, stored: Row, day: string) =>
  Effect.gen(function* () {
    const flow = tr.authorization
    if (flow === undefined) return tr.to
    const idTipo = yield* requestTypeByKey(requestTypeFor(flow, stored))
    const id_origen = Number(Object.values(key)[0])
    const fecha = flow.dayField === undefined ? day : String(stored[flow.dayField])
    const started =
      idTipo === undefined
        ? ({ kind: "no-flow" } as const)
        : yield* startAuthorization({ origen: flow.origin, id_origen, id_tipo_solicitud: idTipo, id_empleado: Number(stored[flow.employeeField]), fecha })
    return started.kind === "no-flow" ? tr.to : flow.pending
  })

/** Leaving a flow's pending state otherwise than by the flow (a cancellation) withdraws the step waiting in it. */
const withdrawn = (w: Workflow, key: Row, left: unknown) =>
  Effect.forEach(
    w.transitions.flatMap((x) => (x.authorization !== undefined && x.authorization.pending === left ? [x.authorization.origin] : [])),
    (origin) => withdrawWaiting(origin, Number(Object.values(key)[0])),
    { discard: true },
  )

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
    const stored = yield* storedRecord(t, id, ctx)
    if (!(tr.from as ReadonlyArray<unknown>).includes(stored[w.field])) return yield* refuse(409, refusedFrom(w, tr, stored))
    const day = yield* todayInMexico
    const problem = guardProblem(tr, stored, input, day)
    if (problem !== undefined) {
      const placed = problem.field === undefined ? {} : { detalles: [problem.message], problemas: [{ campo: problem.field, mensaje: problem.message }] }
      return yield* new ApiFailure({ status: problem.status ?? 400, message: problem.message, ...placed })
    }
    const own = t.hooks?.beforeTransition === undefined ? {} : yield* t.hooks.beforeTransition(tr.id, stored, input, ctx)
    const at = new Date((yield* Now)()).toISOString()
    const key = keyColumns(t, stored)
    const columns = {
      ...(tr.columns?.(stored, input) ?? input),
      ...own,
      ...stampColumns(w.stamps, principal.id_usuario, day, at),
      ...stampColumns(tr.stamps, principal.id_usuario, day, at),
    }
    const target = tr.authorization?.pending ?? tr.to
    if (!(yield* moveIfIn(t, key, w.field, tr.from, { ...columns, [w.field]: target }))) return yield* refuse(409, refusedFrom(w, tr, stored))
    yield* withdrawn(w, key, stored[w.field])
    const ended = yield* authorize(tr, key, stored, day)
    if (ended !== target) yield* moveIfIn(t, key, w.field, [target], { [w.field]: ended, ...stampColumns(tr.authorization?.authorized, principal.id_usuario, day, at) })
    if (ended === tr.to && t.hooks?.afterReached !== undefined) yield* t.hooks.afterReached(tr.id, key)
    const after = yield* reread(t, key, ctx)
    yield* auditNote(context, { entidad: t.entity, clave: auditKey(t, key), antes: stored, despues: after, detalle: tr.label })
    const notice = tr.notice?.(stored, input)
    const done = doneMessage(tr, ended, after[w.field])
    return { after, message: notice === undefined ? done : `${done}. ${notice}` }
  })

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

import type { SqlError } from "@effect/sql/SqlError"
import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { authorizationTexts, type OriginSummary } from "../../domain/authorization"
import type { AuthorizationFlow } from "../../domain/configuraciones/flujos-autorizacion"
import { type NoticeEvent, noticeRecipients } from "../../domain/rules/authorization-notices"
import { type ApprovalSubject, flowLevels, nextApprover, type RoutingFlow } from "../../domain/rules/next-approver"
import { Now } from "../clock"
import { afterCommit, transaction } from "../db/after-commit"
import { ApiFailure, forbidden, invalidRequest, notFound } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { type Notice, sendNotices } from "./mail"
import { originOf } from "./origin-registry"
import {
  approvalSubject,
  flowOfType,
  insertStep,
  recipients,
  recordDecision,
  routingFlow,
  type StepRow,
  stepById,
  stepsOf,
} from "./repo"

// The authorization engine: a request (origen, id_origen) about one employee goes through the
// flow of its request type, one step per level. startAuthorization records the first step;
// decide records a decision and either adds the next level's step, or ends the flow by telling
// the origin (onApproved at the last level, onRejected at any). Each runs in one transaction;
// the e-mails the 25 flags ask for are sent after it commits, and their failure is only logged.

const conflict = (message: string) => new ApiFailure({ status: 409, message })

export interface StartRequest {
  readonly origen: string
  readonly id_origen: number
  readonly id_tipo_solicitud: number
  /** The person the request is about: their department finds the responsables. */
  readonly id_empleado: number
  /** The date the approvers are resolved on (ISO yyyy-MM-dd), e.g. the movement's f_efectiva. */
  readonly fecha: string
}

export type StartResult =
  | { readonly kind: "no-flow" }
  | { readonly kind: "pending"; readonly id_autorizacion: number; readonly nivel: number; readonly id_autorizador: number }

/**
 * Every level's approver as the data stands, after the ones already chosen. The first level
 * without one fails with 'No existe responsable para el nivel {n}', so a request is refused
 * when it is sent rather than stranded halfway.
 */
const resolveChain = (flow: RoutingFlow, subject: ApprovalSubject, date: string, chosen: ReadonlyMap<number, number>) => {
  const approvers = new Map(chosen)
  for (const level of flowLevels(flow)) {
    if (approvers.has(level)) continue
    const answer = nextApprover(flow, subject, level, date, [...approvers.values()])
    if (!answer.ok) return { ok: false as const, message: answer.message }
    approvers.set(level, answer.id_autorizador)
  }
  return { ok: true as const, approvers }
}

/** The steps of the request's current run: after a rejection a request may be sent again. */
const currentRun = (steps: ReadonlyArray<StepRow>): ReadonlyArray<StepRow> => {
  let start = 0
  for (let i = 0; i < steps.length - 1; i++) if (steps[i]?.resultado === "R") start = i + 1
  return steps.slice(start)
}

/** What a request whose origin cannot describe it shows: its folio alone. */
export const fallbackSummary = (origen: string, id_origen: number): OriginSummary => ({
  folio: `${origen}-${id_origen}`,
  colaborador: "",
  tipo: origen,
  fecha: "",
  detalle: [],
  adjuntos: [],
})

/** The summaries of these requests of one origin, read in batches; a missing one is its folio alone. */
export const describeAll = (origen: string, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const origin = yield* originOf(origen)
    const found = origin === undefined ? new Map<number, OriginSummary>() : yield* origin.describe(ids)
    return new Map(ids.map((id) => [id, found.get(id) ?? fallbackSummary(origen, id)] as const))
  })

const describeOrFallback = (origen: string, id_origen: number) =>
  Effect.map(describeAll(origen, [id_origen]), (summaries) => summaries.get(id_origen) ?? fallbackSummary(origen, id_origen))

interface NoticeContext {
  readonly flow: AuthorizationFlow
  readonly event: NoticeEvent
  readonly origen: string
  readonly id_origen: number
  readonly id_empleado: number
  readonly approvers: ReadonlyMap<number, number>
  /** Who waits now (gets "revísala en Mis autorizaciones"), if anyone. */
  readonly waiting: number | undefined
  readonly actorName: string
  readonly comentario: string
}

const eventLine = (event: NoticeEvent, actorName: string): string => {
  if (event.kind === "sent") return "La solicitud fue enviada a autorización."
  if (event.resultado === "R") return `${actorName} rechazó la solicitud.`
  return event.final ? `${actorName} autorizó la solicitud: quedó autorizada.` : `${actorName} aprobó la solicitud en el nivel ${event.nivel}.`
}

const subjectOf = (event: NoticeEvent, summary: OriginSummary): string => {
  const what = `${summary.tipo} ${summary.folio}`.trim()
  if (event.kind === "sent") return `Solicitud en autorización: ${what}`
  if (event.resultado === "R") return `Solicitud rechazada: ${what}`
  return event.final ? `Solicitud autorizada: ${what}` : `Solicitud aprobada en el nivel ${event.nivel}: ${what}`
}

/** The e-mails of one event, built from the committed data and sent; never fails. */
const notify = (n: NoticeContext) =>
  Effect.gen(function* () {
    const ids = noticeRecipients(n.flow, n.event, { id_empleado: n.id_empleado, approvers: n.approvers })
    if (ids.length === 0) return
    const people = yield* recipients(ids)
    if (people.length === 0) return
    const summary = yield* describeOrFallback(n.origen, n.id_origen)
    const notices: Array<Notice> = people.map((p) => ({
      to: p.email,
      subject: subjectOf(n.event, summary),
      text: [
        `Hola, ${p.nombre}.`,
        "",
        eventLine(n.event, n.actorName),
        n.comentario === "" ? "" : `Comentario: ${n.comentario}`,
        "",
        `Folio: ${summary.folio}`,
        `Tipo: ${summary.tipo}`,
        summary.colaborador === "" ? "" : `Colaborador: ${summary.colaborador}`,
        summary.fecha === "" ? "" : `Fecha: ${summary.fecha}`,
        ...summary.detalle,
        "",
        p.id_empleado === n.waiting ? "La solicitud espera su decisión en Mis autorizaciones." : "",
      ]
        .filter((line, i, all) => line !== "" || (all[i - 1] ?? "") !== "")
        .join("\n"),
    }))
    yield* sendNotices(notices)
  }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("Autorizaciones: avisos no enviados", cause)))

const nowMs = Effect.map(Now, (now) => now())

/** Sends a request to its flow: records the first level's step, or answers "no-flow". */
export const startAuthorization = (request: StartRequest): Effect.Effect<StartResult, ApiFailure | SqlError, SqlClient.SqlClient | Now> =>
  Effect.gen(function* () {
    if ((yield* originOf(request.origen)) === undefined) return yield* conflict(authorizationTexts.origenDesconocido)
    const started = yield* transaction(
      Effect.gen(function* () {
        const flow = yield* flowOfType(request.id_tipo_solicitud)
        if (flow === undefined) return { kind: "no-flow" } as const
        const waiting = (yield* stepsOf(request.origen, request.id_origen)).some((s) => s.resultado === null)
        if (waiting) return yield* conflict(authorizationTexts.yaEnAutorizacion)
        const routing = yield* routingFlow(flow)
        const subject = yield* approvalSubject(request.id_empleado)
        const chain = resolveChain(routing, subject, request.fecha, new Map())
        if (!chain.ok) return yield* conflict(chain.message)
        const nivel = flowLevels(flow)[0] ?? 0
        const id_autorizador = chain.approvers.get(nivel) ?? 0
        const id_autorizacion = yield* insertStep({
          origen: request.origen,
          id_origen: request.id_origen,
          id_tipo_solicitud: request.id_tipo_solicitud,
          id_empleado: request.id_empleado,
          f_referencia: request.fecha,
          niveles: flow.niveles,
          nivel,
          id_autorizador,
          creado: yield* nowMs,
        })
        yield* afterCommit(
          notify({
            flow,
            event: { kind: "sent" },
            origen: request.origen,
            id_origen: request.id_origen,
            id_empleado: request.id_empleado,
            approvers: chain.approvers,
            waiting: id_autorizador,
            actorName: "",
            comentario: "",
          }),
        )
        return { kind: "pending", id_autorizacion, nivel, id_autorizador } as const
      }),
    )
    return started
  })

export interface Decision {
  readonly id_autorizacion: number
  readonly resultado: "A" | "R"
  readonly comentario: string
}

export type DecisionResult =
  | { readonly kind: "next"; readonly nivel: number; readonly id_autorizador: number }
  | { readonly kind: "approved" }
  | { readonly kind: "rejected" }

/**
 * Records the decision of the step's approver (`id_empleado`, the signed-in user's employee).
 * Only that approver decides (403), once (409); a rejection needs a comment.
 */
export const decide = (
  decision: Decision,
  id_empleado: number | undefined,
): Effect.Effect<DecisionResult, ApiFailure | SqlError, SqlClient.SqlClient | Now> =>
  Effect.gen(function* () {
    const comentario = decision.comentario.trim()
    const step = yield* stepById(decision.id_autorizacion)
    if (step === undefined) return yield* notFound()
    if (id_empleado === undefined || step.id_autorizador !== id_empleado) return yield* forbidden()
    if (step.resultado !== null) return yield* conflict(authorizationTexts.yaDecidida)
    if (decision.resultado === "R" && comentario === "") return yield* invalidRequest([{ campo: "comentario", mensaje: authorizationTexts.comentarioRequerido }])
    const origin = yield* originOf(step.origen)
    if (origin === undefined) return yield* conflict(authorizationTexts.origenDesconocido)
    const today = yield* todayInMexico

    return yield* transaction(
      Effect.gen(function* () {
        if (!(yield* recordDecision(step.id_autorizacion, decision.resultado, today, comentario))) return yield* conflict(authorizationTexts.yaDecidida)
        const run = currentRun(yield* stepsOf(step.origen, step.id_origen))
        const chosen = new Map(run.map((s) => [s.nivel, s.id_autorizador] as const))
        // The flow as configured now, with the number of levels it had when the request was sent.
        const stored = yield* flowOfType(step.id_tipo_solicitud)
        const flow = stored === undefined ? undefined : ({ ...stored, niveles: step.niveles } as AuthorizationFlow)
        const levels = flowLevels({ niveles: step.niveles as AuthorizationFlow["niveles"] })
        const nextLevel = levels.find((l) => l > step.nivel)
        const outcome = yield* Effect.gen(function* () {
          if (decision.resultado === "R") {
            yield* origin.onRejected(step.id_origen, comentario)
            return { result: { kind: "rejected" } as DecisionResult, flow, approvers: chosen, waiting: undefined }
          }
          if (nextLevel === undefined || flow === undefined) {
            yield* origin.onApproved(step.id_origen)
            return { result: { kind: "approved" } as DecisionResult, flow, approvers: chosen, waiting: undefined }
          }
          const routing = yield* routingFlow(flow)
          const subject = yield* approvalSubject(step.id_empleado)
          const answer = nextApprover(routing, subject, nextLevel, step.f_referencia, [...chosen.values()])
          if (!answer.ok) return yield* conflict(answer.message)
          yield* insertStep({
            origen: step.origen,
            id_origen: step.id_origen,
            id_tipo_solicitud: step.id_tipo_solicitud,
            id_empleado: step.id_empleado,
            f_referencia: step.f_referencia,
            niveles: step.niveles,
            nivel: nextLevel,
            id_autorizador: answer.id_autorizador,
            creado: yield* nowMs,
          })
          chosen.set(nextLevel, answer.id_autorizador)
          // The levels after the next one, as far as they resolve today, for the notices.
          const projected = resolveChain(routing, subject, step.f_referencia, chosen)
          return {
            result: { kind: "next", nivel: nextLevel, id_autorizador: answer.id_autorizador } as DecisionResult,
            flow,
            approvers: projected.ok ? projected.approvers : chosen,
            waiting: answer.id_autorizador,
          }
        })
        if (outcome.flow !== undefined) {
          const event: NoticeEvent = { kind: "decided", nivel: step.nivel, resultado: decision.resultado, final: outcome.result.kind === "approved" }
          yield* afterCommit(
            notify({
              flow: outcome.flow,
              event,
              origen: step.origen,
              id_origen: step.id_origen,
              id_empleado: step.id_empleado,
              approvers: outcome.approvers,
              waiting: outcome.waiting,
              actorName: step.n_autorizador,
              comentario,
            }),
          )
        }
        return outcome.result
      }),
    )
  })

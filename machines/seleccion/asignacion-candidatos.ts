import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import {
  type AssignRequest,
  type MoveRequest,
  type Pipeline,
  type PipelineCard,
  type PipelineColumn,
  type PipelineRequest,
  type ReopenRequest,
  pipelineMessages,
} from "../../domain/seleccion/asignacion-candidatos-api"
import { actorSlot } from "../actor-slot"
import type { Loaded } from "../records/loaded-resource"
import { type ToastEmitted, toast } from "../toast"
import type { CardOutcome } from "./asignacion-candidatos-calls"

// Asignación de candidatos (SEL250): a vacancy is chosen and its board read (`pipeline`); it shows
// as columns or as a table (`view`). A card's act opens a dialog whose form this machine holds and
// checks (mover: the target stage, result, score, comment and, to Descartado, the reason; reabrir:
// the stage and the comment; asignar: the candidate), then sends it. The server's answer is said in
// `announcement` (a polite live region, so the move is heard), the board is read again and the
// focus goes back to the card. A 409 that names no field means the board was stale (another user
// moved the card, the vacancy was paused): said as a warning, and the board read again.

export type BoardView = "tablero" | "tabla"

export interface CardForm {
  readonly id_etapa: string
  readonly resultado: string
  readonly calificacion: string
  readonly comentario: string
  readonly id_motivo_rechazo: string
}

export type CardField = keyof CardForm

export type CardDialog =
  | {
      readonly kind: "mover" | "reabrir"
      readonly card: PipelineCard
      readonly values: CardForm
      readonly problems: Readonly<Partial<Record<CardField, string>>>
      readonly refusal: string | null
      /** Counts invalid submits and refusals: the view moves the focus to the first problem. */
      readonly attempt: number
    }
  | {
      readonly kind: "asignar"
      /** The search typed; the view reads the candidates it finds. */
      readonly buscar: string
      readonly id_candidato: number | null
      readonly problem: string | null
      readonly refusal: string | null
      readonly attempt: number
    }
  | { readonly kind: "historial"; readonly card: PipelineCard }

export interface PipelineContext {
  readonly vacancy: number | null
  readonly pipeline: Pipeline | null
  readonly view: BoardView
  readonly failure: string | null
  readonly dialog: CardDialog | null
  /** The last act's sentence, for the live region. */
  readonly announcement: string
  /** The card the focus returns to once the board is drawn again. */
  readonly focusCard: number | null
}

export type PipelineEvent =
  | { readonly type: "CHOOSE_VACANCY"; readonly vacancy: number | null }
  | { readonly type: "RETRY" }
  | { readonly type: "RELOAD" }
  | { readonly type: "SET_VIEW"; readonly view: BoardView }
  | { readonly type: "MORE"; readonly id_etapa: number }
  | { readonly type: "OPEN_MOVE"; readonly id_asignacion: number; readonly id_etapa?: number }
  | { readonly type: "OPEN_REOPEN"; readonly id_asignacion: number }
  | { readonly type: "OPEN_HISTORY"; readonly id_asignacion: number }
  | { readonly type: "OPEN_ASSIGN" }
  | { readonly type: "EDIT"; readonly field: CardField; readonly value: string }
  | { readonly type: "CHOOSE_CANDIDATE"; readonly id_candidato: number | null }
  | { readonly type: "SEARCH"; readonly buscar: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "CLOSE" }
  | { readonly type: "FOCUSED" }

export const pipelineTexts = {
  candidato: "El candidato es requerido",
} as const

/** Every card the board holds, in stage order. */
export const cardsOf = (pipeline: Pipeline | null): ReadonlyArray<PipelineCard> => pipeline?.columnas.flatMap((c) => c.tarjetas) ?? []

const findCard = (pipeline: Pipeline | null, id: number): PipelineCard | undefined => cardsOf(pipeline).find((c) => c.id_asignacion === id)

export const columnOf = (pipeline: Pipeline | null, id_etapa: number): PipelineColumn | undefined => pipeline?.columnas.find((c) => c.id_etapa === id_etapa)

const closedTypes = ["Descartado", "Contratado"]

/** The stages a card may be moved to from its own: every other one but Contratado (the pre-alta sets it). */
export const moveTargets = (pipeline: Pipeline | null, card: PipelineCard): ReadonlyArray<PipelineColumn> =>
  (pipeline?.columnas ?? []).filter((c) => c.id_etapa !== card.id_etapa && c.tipo !== "Contratado")

/** The stages a discarded candidate may be reopened in. */
export const reopenTargets = (pipeline: Pipeline | null): ReadonlyArray<PipelineColumn> => (pipeline?.columnas ?? []).filter((c) => !closedTypes.includes(c.tipo))

/** Whether the card may still be moved (not discarded nor hired). */
export const isMovable = (pipeline: Pipeline | null, card: PipelineCard): boolean => !closedTypes.includes(columnOf(pipeline, card.id_etapa)?.tipo ?? "")

export const isDiscarded = (pipeline: Pipeline | null, card: PipelineCard): boolean => columnOf(pipeline, card.id_etapa)?.tipo === "Descartado"

/** The acts every card of a stage offers (the same for the whole column): Mover unless closed, Reabrir when discarded; none of them on a vacancy not open. */
export const stageActs = (tipo: string, open: boolean): { readonly move: boolean; readonly reopen: boolean } => ({
  move: open && !closedTypes.includes(tipo),
  reopen: open && tipo === "Descartado",
})

/** The stage after the card's, skipping Descartado and Contratado: the move proposed by default. */
const nextStage = (pipeline: Pipeline | null, card: PipelineCard): PipelineColumn | undefined => {
  const own = columnOf(pipeline, card.id_etapa)
  return (pipeline?.columnas ?? []).filter((c) => !closedTypes.includes(c.tipo)).find((c) => own !== undefined && c.orden > own.orden)
}

const blankForm: CardForm = { id_etapa: "", resultado: "", calificacion: "", comentario: "", id_motivo_rechazo: "" }

const moveForm = (pipeline: Pipeline | null, card: PipelineCard, target: number | undefined): CardForm => {
  const chosen = target === undefined ? nextStage(pipeline, card) : columnOf(pipeline, target)
  const discarding = chosen?.tipo === "Descartado"
  return { ...blankForm, id_etapa: chosen === undefined ? "" : String(chosen.id_etapa), resultado: discarding ? "Rechazado" : "Aprobado" }
}

const scorePattern = /^\d{1,3}(\.\d{1,2})?$/

/** The problems of a dialog's form, by field. */
export const cardFormProblems = (pipeline: Pipeline | null, kind: "mover" | "reabrir", v: CardForm): Partial<Record<CardField, string>> => {
  const problems: Partial<Record<CardField, string>> = {}
  if (v.id_etapa === "") problems.id_etapa = pipelineMessages.etapa
  if (kind === "reabrir") {
    if (v.comentario.trim() === "") problems.comentario = pipelineMessages.comentarioReabrir
  } else {
    if (v.resultado === "") problems.resultado = pipelineMessages.resultado
    const score = v.calificacion.trim()
    if (score !== "" && (!scorePattern.test(score) || Number(score) > 100)) problems.calificacion = pipelineMessages.calificacion
    if (columnOf(pipeline, Number(v.id_etapa))?.tipo === "Descartado" && v.id_motivo_rechazo === "") problems.id_motivo_rechazo = pipelineMessages.motivo
  }
  if (v.comentario.trim().length > 500) problems.comentario = pipelineMessages.comentario
  return problems
}

export type CardAct = { readonly kind: "mover"; readonly request: MoveRequest } | { readonly kind: "reabrir"; readonly request: ReopenRequest } | { readonly kind: "asignar"; readonly request: AssignRequest }

/** What SUBMIT sends for the open dialog, once its form has no problems. */
export const actOf = (context: PipelineContext): CardAct | null => {
  const d = context.dialog
  if (d === null || d.kind === "historial") return null
  if (d.kind === "asignar") return d.id_candidato === null || context.vacancy === null ? null : { kind: "asignar", request: { id_candidato: d.id_candidato, id_vacante: context.vacancy } }
  const v = d.values
  const comentario = v.comentario.trim() === "" ? null : v.comentario.trim()
  if (d.kind === "reabrir") return { kind: "reabrir", request: { id_asignacion: d.card.id_asignacion, id_etapa: Number(v.id_etapa), comentario: comentario ?? "", version: d.card.version } }
  const discarding = columnOf(context.pipeline, Number(v.id_etapa))?.tipo === "Descartado"
  return {
    kind: "mover",
    request: {
      id_asignacion: d.card.id_asignacion,
      id_etapa: Number(v.id_etapa),
      resultado: v.resultado === "Rechazado" ? "Rechazado" : v.resultado === "Pendiente" ? "Pendiente" : "Aprobado",
      calificacion: v.calificacion.trim() === "" ? null : Number(v.calificacion),
      comentario,
      id_motivo_rechazo: discarding && v.id_motivo_rechazo !== "" ? Number(v.id_motivo_rechazo) : null,
      version: d.card.version,
    },
  }
}

const dialogProblems = (context: PipelineContext): number => {
  const d = context.dialog
  if (d === null || d.kind === "historial") return 0
  if (d.kind === "asignar") return d.id_candidato === null ? 1 : 0
  return Object.keys(cardFormProblems(context.pipeline, d.kind, d.values)).length
}

/** Merges one column's next cards into the board held. */
const withMore = (held: Pipeline | null, more: Pipeline, id_etapa: number): Pipeline | null => {
  if (held === null) return more
  const extra = columnOf(more, id_etapa)
  if (extra === undefined) return held
  return {
    ...held,
    columnas: held.columnas.map((c) => {
      if (c.id_etapa !== id_etapa) return c
      const seen = new Set(c.tarjetas.map((t) => t.id_asignacion))
      return { ...c, total: extra.total, tarjetas: [...c.tarjetas, ...extra.tarjetas.filter((t) => !seen.has(t.id_asignacion))] }
    }),
  }
}

export const pipelineMachine = setup({
  types: {
    context: {} as PipelineContext,
    events: {} as PipelineEvent,
    emitted: {} as ToastEmitted,
  },
  actors: {
    pipeline: actorSlot<Loaded<Pipeline>, PipelineRequest>("pipeline"),
    act: actorSlot<CardOutcome, CardAct>("act"),
  },
  guards: {
    chosen: ({ context }) => context.vacancy !== null,
    loaded: (_, output: Loaded<Pipeline>) => output.kind === "loaded",
    valid: ({ context }) => dialogProblems(context) === 0 && actOf(context) !== null,
    formOpen: ({ context }) => context.dialog !== null && context.dialog.kind !== "historial",
  },
}).createMachine({
  id: "pipeline",
  context: { vacancy: null, pipeline: null, view: "tablero", failure: null, dialog: null, announcement: "", focusCard: null },
  initial: "idle",
  on: {
    CHOOSE_VACANCY: { target: ".deciding", actions: assign(({ event }) => ({ vacancy: event.vacancy, pipeline: null, failure: null, dialog: null, announcement: "", focusCard: null })) },
    SET_VIEW: { actions: assign({ view: ({ event }) => event.view }) },
    FOCUSED: { actions: assign({ focusCard: null }) },
  },
  states: {
    idle: {},
    deciding: { always: [{ guard: "chosen", target: "loading" }, { target: "idle" }] },
    loading: {
      invoke: {
        src: "pipeline",
        input: ({ context }) => ({ id_vacante: context.vacancy ?? 0 }),
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "shown",
            actions: assign(({ event }) => (event.output.kind === "loaded" ? { pipeline: event.output.value, failure: null } : {})),
          },
          { target: "failed", actions: assign({ failure: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }) },
        ],
        onError: { target: "failed", actions: assign({ failure: messages.errorObtener }) },
      },
    },
    failed: { on: { RETRY: { target: "loading" } } },
    shown: {
      initial: "ready",
      on: { RELOAD: { target: "loading" } },
      states: {
        ready: {
          on: {
            MORE: { target: "more" },
            OPEN_MOVE: {
              actions: assign(({ context, event }) => {
                const card = findCard(context.pipeline, event.id_asignacion)
                if (card === undefined || !isMovable(context.pipeline, card)) return {}
                return { dialog: { kind: "mover" as const, card, values: moveForm(context.pipeline, card, event.id_etapa), problems: {}, refusal: null, attempt: 0 } }
              }),
            },
            OPEN_REOPEN: {
              actions: assign(({ context, event }) => {
                const card = findCard(context.pipeline, event.id_asignacion)
                if (card === undefined || !isDiscarded(context.pipeline, card)) return {}
                const first = reopenTargets(context.pipeline).find((c) => c.tipo !== "Inicial") ?? reopenTargets(context.pipeline)[0]
                const values = { ...blankForm, id_etapa: first === undefined ? "" : String(first.id_etapa) }
                return { dialog: { kind: "reabrir" as const, card, values, problems: {}, refusal: null, attempt: 0 } }
              }),
            },
            OPEN_HISTORY: {
              actions: assign(({ context, event }) => {
                const card = findCard(context.pipeline, event.id_asignacion)
                return card === undefined ? {} : { dialog: { kind: "historial" as const, card } }
              }),
            },
            OPEN_ASSIGN: { actions: assign({ dialog: { kind: "asignar", buscar: "", id_candidato: null, problem: null, refusal: null, attempt: 0 } }) },
            SEARCH: {
              actions: assign(({ context, event }) =>
                context.dialog?.kind === "asignar" ? { dialog: { ...context.dialog, buscar: event.buscar.slice(0, 60), id_candidato: null, refusal: null } } : {},
              ),
            },
            EDIT: {
              guard: "formOpen",
              actions: assign(({ context, event }) => {
                const d = context.dialog
                if (d === null || d.kind === "historial" || d.kind === "asignar") return {}
                const values = { ...d.values, [event.field]: event.value }
                // A field's problem shows once touched: changing it judges it again, the others stay as they were.
                const now = cardFormProblems(context.pipeline, d.kind, values)
                const problems = { ...d.problems, [event.field]: now[event.field] }
                if (event.field === "id_etapa") problems.id_motivo_rechazo = d.problems.id_motivo_rechazo === undefined ? undefined : now.id_motivo_rechazo
                return { dialog: { ...d, values, problems, refusal: null } }
              }),
            },
            CHOOSE_CANDIDATE: {
              actions: assign(({ context, event }) =>
                context.dialog?.kind === "asignar" ? { dialog: { ...context.dialog, id_candidato: event.id_candidato, problem: null, refusal: null } } : {},
              ),
            },
            CLOSE: {
              actions: assign(({ context }) => ({
                focusCard: context.dialog !== null && context.dialog.kind !== "asignar" ? context.dialog.card.id_asignacion : null,
                dialog: null,
              })),
            },
            SUBMIT: [
              { guard: "valid", target: "submitting" },
              {
                guard: "formOpen",
                actions: assign(({ context }) => {
                  const d = context.dialog
                  if (d === null || d.kind === "historial") return {}
                  if (d.kind === "asignar") return { dialog: { ...d, problem: pipelineTexts.candidato, attempt: d.attempt + 1 } }
                  return { dialog: { ...d, problems: cardFormProblems(context.pipeline, d.kind, d.values), attempt: d.attempt + 1 } }
                }),
              },
            ],
          },
        },
        more: {
          invoke: {
            src: "pipeline",
            input: ({ context, event }) => {
              const id_etapa = event.type === "MORE" ? event.id_etapa : 0
              return { id_vacante: context.vacancy ?? 0, id_etapa, desde: columnOf(context.pipeline, id_etapa)?.tarjetas.length ?? 0 }
            },
            onDone: [
              {
                guard: { type: "loaded", params: ({ event }) => event.output },
                target: "ready",
                actions: assign(({ context, event }) => {
                  if (event.output.kind !== "loaded") return {}
                  const more = event.output.value
                  const grown = more.columnas.find((c) => c.tarjetas.length > 0)
                  return grown === undefined ? {} : { pipeline: withMore(context.pipeline, more, grown.id_etapa) }
                }),
              },
              { target: "ready", actions: emit(({ event }) => toast("error", event.output.kind === "failed" ? event.output.message : messages.errorObtener)) },
            ],
            onError: { target: "ready", actions: emit(toast("error", messages.errorObtener)) },
          },
        },
        submitting: {
          invoke: {
            src: "act",
            input: ({ context }) => actOf(context) ?? { kind: "asignar", request: { id_candidato: 0, id_vacante: 0 } },
            onDone: [
              {
                guard: ({ event }) => event.output.kind === "done",
                target: "#pipeline.loading",
                actions: assign(({ event }) =>
                  event.output.kind === "done" ? { dialog: null, announcement: event.output.message, focusCard: event.output.card.id_asignacion } : {},
                ),
              },
              {
                guard: ({ event }) => event.output.kind === "stale",
                target: "#pipeline.loading",
                actions: [
                  assign(({ context }) => ({ dialog: null, focusCard: context.dialog !== null && context.dialog.kind !== "asignar" ? context.dialog.card.id_asignacion : null })),
                  emit(({ event }) => toast("warning", event.output.message)),
                ],
              },
              {
                target: "ready",
                actions: assign(({ context, event }) => {
                  const d = context.dialog
                  const out = event.output
                  if (d === null || d.kind === "historial" || out.kind !== "refused") return {}
                  if (d.kind === "asignar") return { dialog: { ...d, refusal: out.message, attempt: d.attempt + 1 } }
                  const field = out.field !== null && out.field in blankForm ? (out.field as CardField) : null
                  return field === null
                    ? { dialog: { ...d, refusal: out.message, attempt: d.attempt + 1 } }
                    : { dialog: { ...d, problems: { ...d.problems, [field]: out.message }, attempt: d.attempt + 1 } }
                }),
              },
            ],
            onError: { target: "ready", actions: emit(toast("error", messages.errorGeneral)) },
          },
        },
      },
    },
  },
})

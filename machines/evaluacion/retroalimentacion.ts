import { assign, emit, setup } from "xstate"
import type { CommitmentDraft, FeedbackFilters, FeedbackKey, FeedbackRow, FeedbackSession, SaveFeedback } from "../../domain/evaluacion/retroalimentacion-api"
import { type Agreement, type CommitmentType, agreements, commitmentTypes, feedbackMessages as m } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import { messages } from "../../domain/messages"
import { actorSlot } from "../actor-slot"
import type { CommandOutcome } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import { type ToastEmitted, toast } from "../toast"

// Retroalimentación operativa / 360 (EVA370/EVA375): a cycle chooses the list (`list`); a row opens
// its session (`session`), which the boss or Recursos Humanos fills while the server says it is
// editable: date, strengths, areas to improve, the person's comments and agreement, the boss's
// signature, and the commitments (added and removed as rows). Guardar checks here what needs no
// server (a commitment at least, the required texts) and sends it (`save`); the answer becomes
// the session shown. Closing it reads the list again.

export interface CommitmentRow {
  readonly id_compromiso: number | null
  readonly accion: string
  readonly tipo: CommitmentType
  readonly id_responsable: number
  readonly f_compromiso: string
  readonly avance: string
}

export interface SessionDraft {
  readonly f_sesion: string
  readonly fortalezas: string
  readonly areas_mejora: string
  readonly comentarios_colaborador: string
  readonly conformidad: Agreement | ""
  readonly firma_jefe: boolean
  readonly compromisos: ReadonlyArray<CommitmentRow>
}

export interface FeedbackContext {
  readonly filters: FeedbackFilters
  readonly today: string
  readonly rows: ReadonlyArray<FeedbackRow>
  readonly failure: string | null
  readonly session: FeedbackSession | null
  readonly draft: SessionDraft
  readonly problem: string | null
}

export type SessionField = "f_sesion" | "fortalezas" | "areas_mejora" | "comentarios_colaborador" | "conformidad"

export type FeedbackEvent =
  | { readonly type: "FILTER"; readonly filters: FeedbackFilters }
  | { readonly type: "RETRY" }
  | { readonly type: "OPEN"; readonly id_empleado: number }
  | { readonly type: "CLOSE" }
  | { readonly type: "EDIT"; readonly field: SessionField; readonly value: string }
  | { readonly type: "SIGN_BOSS"; readonly value: boolean }
  | { readonly type: "ADD_COMMITMENT" }
  | { readonly type: "REMOVE_COMMITMENT"; readonly index: number }
  | { readonly type: "EDIT_COMMITMENT"; readonly index: number; readonly field: keyof Omit<CommitmentRow, "id_compromiso">; readonly value: string }
  | { readonly type: "SAVE" }

const emptyDraft: SessionDraft = { f_sesion: "", fortalezas: "", areas_mejora: "", comentarios_colaborador: "", conformidad: "", firma_jefe: false, compromisos: [] }

/** The session as the form edits it; a new one dated today. */
export const draftOf = (s: FeedbackSession, today: string): SessionDraft => ({
  f_sesion: s.f_sesion ?? today,
  fortalezas: s.fortalezas,
  areas_mejora: s.areas_mejora,
  comentarios_colaborador: s.comentarios_colaborador ?? "",
  conformidad: agreements.find((a) => a === s.conformidad) ?? "",
  firma_jefe: s.firma_jefe,
  compromisos: s.compromisos.map((c) => ({ id_compromiso: c.id_compromiso, accion: c.accion, tipo: c.tipo, id_responsable: c.id_responsable, f_compromiso: c.f_compromiso, avance: String(c.avance) })),
})

/** A new commitment row: for the person, training, due in 90 days from the session. */
export const newCommitment = (s: FeedbackSession): CommitmentRow => ({ id_compromiso: null, accion: "", tipo: "Capacitación", id_responsable: s.id_empleado, f_compromiso: "", avance: "0" })

/** The first problem the form can tell without the server, in its words; null when none. */
export const draftProblem = (d: SessionDraft): string | null => {
  if (d.f_sesion.trim() === "") return m.fecha
  if (d.fortalezas.trim() === "") return m.fortalezas
  if (d.areas_mejora.trim() === "") return m.areasMejora
  if (d.compromisos.length === 0) return m.alMenosUno
  if (d.compromisos.some((c) => c.accion.trim() === "")) return m.accion
  if (d.compromisos.some((c) => c.f_compromiso.trim() === "")) return m.fechaCompromiso
  if (d.compromisos.some((c) => !/^\d{1,3}$/.test(c.avance.trim()) || Number(c.avance) > 100)) return m.avance
  return null
}

export const saveBodyOf = (s: FeedbackSession, d: SessionDraft): SaveFeedback => ({
  id_proyecto: s.id_proyecto,
  id_empleado: s.id_empleado,
  tipo: s.tipo,
  f_sesion: d.f_sesion,
  fortalezas: d.fortalezas.trim(),
  areas_mejora: d.areas_mejora.trim(),
  comentarios_colaborador: d.comentarios_colaborador.trim() === "" ? null : d.comentarios_colaborador.trim(),
  conformidad: d.conformidad === "" ? null : d.conformidad,
  firma_jefe: d.firma_jefe,
  compromisos: d.compromisos.map(
    (c): CommitmentDraft => ({ id_compromiso: c.id_compromiso, accion: c.accion.trim(), tipo: c.tipo, id_responsable: c.id_responsable, f_compromiso: c.f_compromiso, avance: Number(c.avance) }),
  ),
})

const closed = { session: null, draft: emptyDraft, problem: null } as const

type SessionOutcome = CommandOutcome<FeedbackSession>

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    emitted: {} as ToastEmitted,
    input: {} as { readonly filters: FeedbackFilters; readonly today: string },
  },
  actors: {
    list: actorSlot<Loaded<ReadonlyArray<FeedbackRow>>, FeedbackFilters>("list"),
    session: actorSlot<Loaded<FeedbackSession>, FeedbackKey>("session"),
    save: actorSlot<SessionOutcome, SaveFeedback>("save"),
  },
  guards: {
    chosen: ({ context }) => context.filters.id_proyecto > 0,
    editable: ({ context }) => context.session?.editable === true,
    ready: ({ context }) => draftProblem(context.draft) === null,
    loaded: (_, output: { readonly kind: string }) => output.kind === "loaded",
    done: (_, output: SessionOutcome) => output.kind === "done",
  },
}).createMachine({
  id: "feedback",
  context: ({ input }) => ({ filters: input.filters, today: input.today, rows: [], failure: null, ...closed }),
  initial: "deciding",
  states: {
    deciding: { always: [{ guard: "chosen", target: "listing" }, { target: "idle" }] },
    idle: {},
    listing: {
      invoke: {
        src: "list",
        input: ({ context }) => context.filters,
        onDone: [
          { guard: { type: "loaded", params: ({ event }) => event.output }, target: "list", actions: assign({ rows: ({ event }) => (event.output.kind === "loaded" ? event.output.value : []), failure: null }) },
          { target: "failed", actions: assign({ rows: [], failure: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }) },
        ],
        onError: { target: "failed", actions: assign({ rows: [], failure: messages.errorObtener }) },
      },
    },
    failed: { on: { RETRY: "listing" } },
    list: { on: { OPEN: "opening" } },
    opening: {
      invoke: {
        src: "session",
        input: ({ context, event }) => ({ id_proyecto: context.filters.id_proyecto, id_empleado: event.type === "OPEN" ? event.id_empleado : 0, tipo: context.filters.tipo }),
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "session",
            actions: assign(({ context, event }) => (event.output.kind === "loaded" ? { session: event.output.value, draft: draftOf(event.output.value, context.today), problem: null } : {})),
          },
          { target: "list", actions: emit(({ event }) => toast("error", event.output.kind === "failed" ? event.output.message : messages.errorObtener)) },
        ],
        onError: { target: "list", actions: emit(toast("error", messages.errorObtener)) },
      },
    },
    session: {
      initial: "editing",
      on: { CLOSE: { target: "listing", actions: assign(closed) } },
      states: {
        editing: {
          on: {
            EDIT: { guard: "editable", actions: assign(({ context, event }) => ({ draft: { ...context.draft, [event.field]: event.value }, problem: null })) },
            SIGN_BOSS: { guard: "editable", actions: assign(({ context, event }) => ({ draft: { ...context.draft, firma_jefe: event.value }, problem: null })) },
            ADD_COMMITMENT: {
              guard: "editable",
              actions: assign(({ context }) => (context.session === null ? {} : { draft: { ...context.draft, compromisos: [...context.draft.compromisos, newCommitment(context.session)] }, problem: null })),
            },
            REMOVE_COMMITMENT: {
              guard: "editable",
              actions: assign(({ context, event }) => ({ draft: { ...context.draft, compromisos: context.draft.compromisos.filter((_, i) => i !== event.index) }, problem: null })),
            },
            EDIT_COMMITMENT: {
              guard: "editable",
              actions: assign(({ context, event }) => {
                const value = event.field === "id_responsable" ? Number(event.value) : event.field === "tipo" ? (commitmentTypes.find((t) => t === event.value) ?? "Capacitación") : event.value
                return { draft: { ...context.draft, compromisos: context.draft.compromisos.map((c, i) => (i === event.index ? { ...c, [event.field]: value } : c)) }, problem: null }
              }),
            },
            SAVE: [
              { guard: "ready", target: "saving" },
              { guard: "editable", actions: assign({ problem: ({ context }) => draftProblem(context.draft) }) },
            ],
          },
        },
        saving: {
          on: { CLOSE: {} },
          invoke: {
            src: "save",
            input: ({ context }) => saveBodyOf(context.session as FeedbackSession, context.draft),
            onDone: [
              {
                guard: { type: "done", params: ({ event }) => event.output },
                target: "editing",
                actions: [
                  assign(({ context, event }) => (event.output.kind === "done" ? { session: event.output.value, draft: draftOf(event.output.value, context.today), problem: null } : {})),
                  emit(({ event }) => toast("success", event.output.kind === "done" ? (event.output.message ?? m.guardada) : m.guardada)),
                ],
              },
              { target: "editing", actions: assign({ problem: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorGeneral) }) },
            ],
            onError: { target: "editing", actions: assign({ problem: messages.errorGeneral }) },
          },
        },
      },
    },
  },
  on: {
    FILTER: { target: ".deciding", actions: assign(({ event }) => ({ filters: event.filters, rows: [], failure: null, ...closed })) },
  },
})

import { assign, emit, setup } from "xstate"
import type { FieldProblem } from "../../domain/api/problems"
import type { EvaluationToAnswer, MyEvaluation } from "../../domain/evaluacion/mis-evaluaciones-api"
import { myEvaluationMessages as m, myEvaluationTexts as t } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { actorSlot } from "../actor-slot"
import { type ToastEmitted, toast } from "../toast"

// "Mis evaluaciones" (MODULES-MX §5): the signed-in person's evaluations, then one of them
// answered. Opening one loads its instrument (or its operative competencies) with the answers
// given; the draft lives here, by question and by competency. Sending checks the required
// questions and competencies first (the server checks them again with the scale); a refusal
// marks the answers it names and the form stays as typed; a saved one goes back to the list,
// loaded again.

export interface Ref {
  readonly id_asignacion_evaluador?: number
  readonly id_evaluacion_operativa?: number
}

export interface DraftAnswer {
  readonly valor: number | null
  readonly si_no: string | null
  readonly texto: string
}

export type LoadOutcome = { readonly kind: "done"; readonly items: ReadonlyArray<MyEvaluation> } | { readonly kind: "failed" }
export type OpenOutcome = { readonly kind: "done"; readonly form: EvaluationToAnswer } | { readonly kind: "refused"; readonly message: string } | { readonly kind: "failed" }
export type SaveOutcome =
  | { readonly kind: "done"; readonly message: string }
  | { readonly kind: "refused"; readonly message: string; readonly problems: ReadonlyArray<FieldProblem> }
  | { readonly kind: "failed" }

export interface SaveInput {
  readonly ref: Ref
  readonly respuestas: ReadonlyArray<Readonly<Record<string, unknown>>>
}

export interface MyEvaluationsContext {
  readonly items: ReadonlyArray<MyEvaluation>
  readonly form: EvaluationToAnswer | null
  readonly answers: Readonly<Record<number, DraftAnswer>>
  readonly levels: Readonly<Record<number, number | null>>
  /** Problems by field: `pregunta_<orden>`, `competencia_<id>`, or "" for the whole form. */
  readonly errors: Readonly<Record<string, string>>
  /** Grows with each refused or invalid send, so the view moves the focus to the first problem. */
  readonly attempt: number
}

export type MyEvaluationsEvent =
  | { readonly type: "RETRY" }
  | { readonly type: "OPEN"; readonly ref: Ref }
  | { readonly type: "BACK" }
  | { readonly type: "SET_VALUE"; readonly orden: number; readonly valor: number }
  | { readonly type: "SET_YES_NO"; readonly orden: number; readonly si_no: string }
  | { readonly type: "SET_TEXT"; readonly orden: number; readonly texto: string }
  | { readonly type: "SET_LEVEL"; readonly id_competencia: number; readonly id_nivel: number }
  | { readonly type: "SUBMIT" }

const emptyAnswer: DraftAnswer = { valor: null, si_no: null, texto: "" }

export const refOf = (e: MyEvaluation): Ref =>
  e.tipo === "Operativa" ? { id_evaluacion_operativa: e.id_evaluacion_operativa ?? 0 } : { id_asignacion_evaluador: e.id_asignacion_evaluador ?? 0 }

const draftOf = (form: EvaluationToAnswer) => ({
  answers: Object.fromEntries(form.respuestas.map((r) => [r.orden, { valor: r.valor, si_no: r.si_no, texto: r.texto ?? "" }])) as Record<number, DraftAnswer>,
  levels: Object.fromEntries(form.competencias.map((c) => [c.id_competencia, c.id_nivel_evaluado])) as Record<number, number | null>,
})

/** The required questions and competencies left unanswered, by field. */
export const missingAnswers = (context: Pick<MyEvaluationsContext, "form" | "answers" | "levels">): Record<string, string> => {
  const form = context.form
  if (form === null) return {}
  const out: Record<string, string> = {}
  for (const s of form.encuesta?.secciones ?? [])
    for (const q of s.preguntas) {
      const a = context.answers[q.orden] ?? emptyAnswer
      const empty = q.tipo === "Escala" ? a.valor === null : q.tipo === "Sí-No" ? a.si_no === null : a.texto.trim() === ""
      if (q.obligatoria && empty) out[`pregunta_${q.orden}`] = m.requerida(q.orden)
    }
  for (const c of form.competencias) if ((context.levels[c.id_competencia] ?? null) === null) out[`competencia_${c.id_competencia}`] = m.competenciaNoEvaluada(c.n_competencia)
  return out
}

/** What /responder-evaluacion receives from the draft. */
export const answersToSend = (context: Pick<MyEvaluationsContext, "form" | "answers" | "levels">): ReadonlyArray<Readonly<Record<string, unknown>>> => {
  const form = context.form
  if (form === null) return []
  if (form.evaluacion.tipo === "Operativa")
    return form.competencias.map((c) => ({ id_competencia: c.id_competencia, id_nivel: context.levels[c.id_competencia] ?? null }))
  return (form.encuesta?.secciones ?? []).flatMap((s) =>
    s.preguntas.flatMap((q): ReadonlyArray<Readonly<Record<string, unknown>>> => {
      const a = context.answers[q.orden]
      if (a === undefined) return []
      if (q.tipo === "Escala") return a.valor === null ? [] : [{ orden: q.orden, valor: a.valor }]
      if (q.tipo === "Sí-No") return a.si_no === null ? [] : [{ orden: q.orden, si_no: a.si_no }]
      return a.texto.trim() === "" ? [] : [{ orden: q.orden, texto: a.texto.trim() }]
    }),
  )
}

const withoutError = (errors: Readonly<Record<string, string>>, field: string) => Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field && k !== ""))

export const myEvaluationsMachine = setup({
  types: {
    context: {} as MyEvaluationsContext,
    events: {} as MyEvaluationsEvent,
    emitted: {} as ToastEmitted,
  },
  actors: {
    load: actorSlot<LoadOutcome>("load"),
    open: actorSlot<OpenOutcome, Ref>("open"),
    save: actorSlot<SaveOutcome, SaveInput>("save"),
  },
  guards: {
    loaded: (_, outcome: LoadOutcome) => outcome.kind === "done",
    opened: (_, outcome: OpenOutcome) => outcome.kind === "done",
    complete: ({ context }) => Object.keys(missingAnswers(context)).length === 0,
    saved: (_, outcome: SaveOutcome) => outcome.kind === "done",
    refused: (_, outcome: SaveOutcome) => outcome.kind === "refused",
    editable: ({ context }) => context.form?.evaluacion.abierta === true,
  },
}).createMachine({
  id: "myEvaluations",
  context: { items: [], form: null, answers: {}, levels: {}, errors: {}, attempt: 0 },
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "load",
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "list",
            actions: assign({ items: ({ event }) => (event.output.kind === "done" ? event.output.items : []) }),
          },
          { target: "loadFailed" },
        ],
        onError: "loadFailed",
      },
    },
    loadFailed: {
      entry: emit(toast("error", t.errorCarga)),
      on: { RETRY: "loading" },
    },
    list: {
      entry: assign({ form: null, answers: {}, levels: {}, errors: {}, attempt: 0 }),
      on: { OPEN: "opening" },
    },
    opening: {
      invoke: {
        src: "open",
        input: ({ event }) => (event.type === "OPEN" ? event.ref : {}),
        onDone: [
          {
            guard: { type: "opened", params: ({ event }) => event.output },
            target: "answering",
            actions: assign(({ event }) => (event.output.kind === "done" ? { form: event.output.form, ...draftOf(event.output.form), errors: {} } : {})),
          },
          {
            target: "list",
            actions: emit(({ event }) => (event.output.kind === "refused" ? toast("warning", event.output.message) : toast("error", t.errorCarga))),
          },
        ],
        onError: { target: "list", actions: emit(toast("error", t.errorCarga)) },
      },
    },
    answering: {
      on: {
        BACK: "loading",
        SET_VALUE: {
          guard: "editable",
          actions: assign(({ context, event }) => ({
            answers: { ...context.answers, [event.orden]: { ...(context.answers[event.orden] ?? emptyAnswer), valor: event.valor } },
            errors: withoutError(context.errors, `pregunta_${event.orden}`),
          })),
        },
        SET_YES_NO: {
          guard: "editable",
          actions: assign(({ context, event }) => ({
            answers: { ...context.answers, [event.orden]: { ...(context.answers[event.orden] ?? emptyAnswer), si_no: event.si_no } },
            errors: withoutError(context.errors, `pregunta_${event.orden}`),
          })),
        },
        SET_TEXT: {
          guard: "editable",
          actions: assign(({ context, event }) => ({
            answers: { ...context.answers, [event.orden]: { ...(context.answers[event.orden] ?? emptyAnswer), texto: event.texto } },
            errors: withoutError(context.errors, `pregunta_${event.orden}`),
          })),
        },
        SET_LEVEL: {
          guard: "editable",
          actions: assign(({ context, event }) => ({
            levels: { ...context.levels, [event.id_competencia]: event.id_nivel },
            errors: withoutError(context.errors, `competencia_${event.id_competencia}`),
          })),
        },
        SUBMIT: [
          { guard: "editable", target: "checking" },
        ],
      },
    },
    checking: {
      always: [
        { guard: "complete", target: "saving" },
        { target: "answering", actions: assign(({ context }) => ({ errors: missingAnswers(context), attempt: context.attempt + 1 })) },
      ],
    },
    saving: {
      invoke: {
        src: "save",
        input: ({ context }) => ({ ref: context.form === null ? {} : refOf(context.form.evaluacion), respuestas: answersToSend(context) }),
        onDone: [
          {
            guard: { type: "saved", params: ({ event }) => event.output },
            target: "loading",
            actions: emit(({ event }) => toast("success", event.output.kind === "done" ? event.output.message : m.guardada)),
          },
          {
            guard: { type: "refused", params: ({ event }) => event.output },
            target: "answering",
            actions: assign(({ context, event }) => {
              if (event.output.kind !== "refused") return {}
              const named = event.output.problems.filter((p) => p.campo.startsWith("pregunta_") || p.campo.startsWith("competencia_"))
              return {
                errors: named.length > 0 ? Object.fromEntries(named.map((p) => [p.campo, p.mensaje])) : { "": event.output.message },
                attempt: context.attempt + 1,
              }
            }),
          },
          { target: "answering", actions: emit(toast("error", t.errorGuardar)) },
        ],
        onError: { target: "answering", actions: emit(toast("error", t.errorGuardar)) },
      },
    },
  },
})

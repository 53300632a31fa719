import { assign, setup } from "xstate"
import type { GivenAnswer, SurveyForm } from "../../domain/formacion/proyecto-encuesta-opinion-api"
import { answerProblem } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { messages } from "../../domain/messages"
import { actorSlot } from "../actor-slot"
import type { CommandOutcome } from "../records/command"
import type { Loaded } from "../records/loaded-resource"

// The public answer page of a course's opinion survey (FOR310): the link's token reads the
// survey (`load`): shown, or refused with the server's reason (used, closed, not enrolled). Each
// scale question is rated 1–5 and comments are written; Enviar checks every scale question is
// rated (the domain's rule, the server's too) and sends them once (`submit`). A refusal of the
// send that ends the link (already answered, closed) ends the page with its reason; any other
// keeps the answers to send again.

export interface AnswerContext {
  readonly token: string
  readonly form: SurveyForm | null
  readonly valores: Readonly<Record<number, number>>
  readonly comentarios: Readonly<Record<number, string>>
  /** What keeps the answers from being sent, under the form. */
  readonly problem: string | null
  /** Why the survey cannot be answered, or the thanks once sent. */
  readonly message: string | null
  /** Counts each refused send, so the page moves the focus to the problem each time. */
  readonly attempt: number
}

export type AnswerEvent =
  | { readonly type: "RATE"; readonly id_pregunta: number; readonly valor: number }
  | { readonly type: "COMMENT"; readonly id_pregunta: number; readonly comentario: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "RETRY" }

/** What Enviar sends: every rating and every comment given. */
export const answersOf = (context: AnswerContext): ReadonlyArray<GivenAnswer> =>
  (context.form?.preguntas ?? []).flatMap((q): ReadonlyArray<GivenAnswer> => {
    if (q.tipo === "escala") {
      const valor = context.valores[q.id_pregunta]
      return valor === undefined ? [] : [{ id_pregunta: q.id_pregunta, valor, comentario: null }]
    }
    const comentario = (context.comentarios[q.id_pregunta] ?? "").trim()
    return comentario === "" ? [] : [{ id_pregunta: q.id_pregunta, valor: null, comentario }]
  })

const problemOf = (context: AnswerContext): string | null => answerProblem(context.form?.preguntas ?? [], answersOf(context)) ?? null

export type SubmitOutcome = CommandOutcome<null> & { readonly final?: boolean }

export const surveyAnswerMachine = setup({
  types: {
    context: {} as AnswerContext,
    events: {} as AnswerEvent,
    input: {} as { readonly token: string },
  },
  actors: {
    load: actorSlot<Loaded<SurveyForm>, string>("load"),
    submit: actorSlot<SubmitOutcome, { readonly token: string; readonly respuestas: ReadonlyArray<GivenAnswer> }>("submit"),
  },
  guards: {
    hasToken: ({ context }) => context.token !== "",
    complete: ({ context }) => problemOf(context) === null,
  },
}).createMachine({
  id: "surveyAnswer",
  context: ({ input }) => ({ token: input.token, form: null, valores: {}, comentarios: {}, problem: null, message: null, attempt: 0 }),
  initial: "starting",
  states: {
    starting: { always: [{ guard: "hasToken", target: "loading" }, { target: "unavailable" }] },
    loading: {
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => context.token,
        onDone: [
          { guard: ({ event }) => event.output.kind === "loaded", target: "answering", actions: assign({ form: ({ event }) => (event.output.kind === "loaded" ? event.output.value : null) }) },
          { target: "unavailable", actions: assign({ message: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }) },
        ],
        onError: { target: "failed" },
      },
    },
    // No answer at all (the network): the page offers to try again.
    failed: { on: { RETRY: "loading" } },
    unavailable: {},
    answering: {
      on: {
        RATE: { actions: assign(({ context, event }) => ({ valores: { ...context.valores, [event.id_pregunta]: event.valor }, problem: null })) },
        COMMENT: { actions: assign(({ context, event }) => ({ comentarios: { ...context.comentarios, [event.id_pregunta]: event.comentario } })) },
        SUBMIT: [
          { guard: "complete", target: "sending" },
          { actions: assign(({ context }) => ({ problem: problemOf(context), attempt: context.attempt + 1 })) },
        ],
      },
    },
    sending: {
      invoke: {
        id: "submit",
        src: "submit",
        input: ({ context }) => ({ token: context.token, respuestas: answersOf(context) }),
        onDone: [
          { guard: ({ event }) => event.output.kind === "done", target: "done", actions: assign({ message: ({ event }) => (event.output.kind === "done" ? (event.output.message ?? null) : null) }) },
          { guard: ({ event }) => event.output.final === true, target: "unavailable", actions: assign({ message: ({ event }) => (event.output.kind === "failed" ? event.output.message : null) }) },
          { target: "answering", actions: assign(({ context, event }) => ({ problem: event.output.kind === "failed" ? event.output.message : messages.errorGeneral, attempt: context.attempt + 1 })) },
        ],
        onError: { target: "answering", actions: assign(({ context }) => ({ problem: messages.errorGeneral, attempt: context.attempt + 1 })) },
      },
    },
    done: { type: "final" },
  },
})

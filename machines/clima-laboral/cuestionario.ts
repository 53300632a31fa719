import { and, assign, setup } from "xstate"
import type { GeneralData, QuestionnaireForm } from "../../domain/clima-laboral/cuestionario-api"
import { type Guide, type LikertGuide, type WireAnswers, askedAnswers, stepProblem, stepsOf } from "../../domain/clima-laboral/cuestionario-rules"
import type { GeneralDatum } from "../../domain/clima-laboral/cuestionario-vocabulary"
import { messages } from "../../domain/messages"
import type { Instrument } from "../../domain/rules/nom035-instrument"
import { actorSlot } from "../actor-slot"
import type { CommandOutcome } from "../records/command"
import type { Loaded } from "../records/loaded-resource"

// The public NOM-035 questionnaire (domain/clima-laboral/cuestionario-*.ts): the link's token
// reads what it opens (`load`): the guides still to answer, or the server's refusal (used,
// expired, closed). Each guide is answered one step at a time (the general data, then each
// section; a gated section asks its gate first); Siguiente leaves a step only when everything it
// asks is answered, Anterior goes back. The last step sends the guide (`submit`); the server's
// answer says which guides remain, and the next one starts. A refusal that ends the link ends
// the page with its reason; any other keeps the answers to send again. The view keeps the
// answers in the tab's storage as they are given (`saved` restores them after a reload). Guía II
// or III is asked only once its text is at hand (`instrument`, loaded when the guide comes: Guía I
// alone is what most of the page's first download would otherwise be).

export interface Saved {
  readonly respuestas: Readonly<Partial<Record<Guide, WireAnswers>>>
  readonly datos: Readonly<Partial<Record<GeneralDatum, string>>>
}

export interface QuestionnaireContext extends Saved {
  readonly token: string
  readonly form: QuestionnaireForm | null
  /** The texts of Guías II and III loaded so far. */
  readonly instrumentos: Readonly<Partial<Record<LikertGuide, Instrument>>>
  /** The step shown of the guide being answered (the first pending one). */
  readonly paso: number
  /** What keeps the step from being left, under it. */
  readonly problem: string | null
  /** Why the questionnaire cannot be answered, the last guide's saving, or the thanks. */
  readonly message: string | null
  /** Counts each refusal, so the page moves the focus to the problem each time. */
  readonly attempt: number
}

export type QuestionnaireEvent =
  | { readonly type: "ANSWER"; readonly clave: string; readonly valor: string }
  | { readonly type: "DATUM"; readonly nombre: GeneralDatum; readonly valor: string }
  | { readonly type: "NEXT" }
  | { readonly type: "BACK" }
  | { readonly type: "RETRY" }

export interface SubmitInput {
  readonly token: string
  readonly guia: Guide
  readonly datos_generales: GeneralData | null
  readonly respuestas: WireAnswers
}

export type SubmitOutcome = CommandOutcome<QuestionnaireForm> & { readonly final?: boolean }

/** The guide being answered: the first still pending. */
export const currentGuide = (context: QuestionnaireContext): Guide | null => context.form?.pendientes[0] ?? null

const answersOf = (context: QuestionnaireContext, guia: Guide): WireAnswers => context.respuestas[guia] ?? {}

/** The text of a Guía II or III, when loaded (Guía I's is always at hand). */
export const instrumentIn = (context: QuestionnaireContext, guia: Guide): Instrument | undefined => (guia === "I" ? undefined : context.instrumentos[guia])

/** The guide being answered is Guía II or III and its text is not loaded yet. */
const textPending = (context: QuestionnaireContext): boolean => {
  const guia = currentGuide(context)
  return guia !== null && guia !== "I" && instrumentIn(context, guia) === undefined
}

/** The Likert guide whose text `preparing` loads (it is entered only while one is pending). */
const likertGuide = (context: QuestionnaireContext): LikertGuide => (currentGuide(context) === "II" ? "II" : "III")

/** The steps of the guide being answered, with the answers given so far. */
export const currentSteps = (context: QuestionnaireContext) => {
  const guia = currentGuide(context)
  return guia === null ? [] : stepsOf(guia, instrumentIn(context, guia), answersOf(context, guia))
}

const problemOf = (context: QuestionnaireContext): string | null => {
  const guia = currentGuide(context)
  const step = currentSteps(context)[context.paso]
  return guia === null || step === undefined ? null : stepProblem(guia, instrumentIn(context, guia), step, answersOf(context, guia), context.datos)
}

/** What the last step sends: only what the guide still asks, the general data with Guías II and III. */
export const submission = (context: QuestionnaireContext): SubmitInput => {
  const guia = currentGuide(context) ?? "I"
  return {
    token: context.token,
    guia,
    datos_generales: guia === "I" ? null : (context.datos as GeneralData),
    respuestas: askedAnswers(guia, instrumentIn(context, guia), answersOf(context, guia)),
  }
}

const refused = (context: QuestionnaireContext, problem: string) => ({ problem, attempt: context.attempt + 1 })

export const questionnaireMachine = setup({
  types: {
    context: {} as QuestionnaireContext,
    events: {} as QuestionnaireEvent,
    input: {} as { readonly token: string; readonly saved?: Saved },
  },
  actors: {
    load: actorSlot<Loaded<QuestionnaireForm>, string>("load"),
    submit: actorSlot<SubmitOutcome, SubmitInput>("submit"),
    instrument: actorSlot<Instrument, LikertGuide>("instrument"),
  },
  guards: {
    hasToken: ({ context }) => context.token !== "",
    stepDone: ({ context }) => problemOf(context) === null,
    lastStep: ({ context }) => context.paso >= currentSteps(context).length - 1,
  },
}).createMachine({
  id: "climateQuestionnaire",
  context: ({ input }) => ({
    token: input.token,
    form: null,
    instrumentos: {},
    paso: 0,
    respuestas: input.saved?.respuestas ?? {},
    datos: input.saved?.datos ?? {},
    problem: null,
    message: null,
    attempt: 0,
  }),
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
    // Guía II or III comes: its text first (a network failure offers to try again).
    preparing: {
      invoke: {
        id: "instrument",
        src: "instrument",
        input: ({ context }) => likertGuide(context),
        onDone: {
          target: "answering",
          actions: assign(({ context, event }) => ({ instrumentos: { ...context.instrumentos, [likertGuide(context)]: event.output } })),
        },
        // Trying again reads the link again: the guides still to answer may have changed meanwhile.
        onError: { target: "failed", actions: assign({ form: null }) },
      },
    },
    answering: {
      always: [
        { guard: ({ context }) => currentGuide(context) === null, target: "done" },
        { guard: ({ context }) => textPending(context), target: "preparing" },
      ],
      on: {
        ANSWER: {
          actions: assign(({ context, event }) => {
            const guia = currentGuide(context) ?? "I"
            const respuestas = { ...context.respuestas, [guia]: { ...answersOf(context, guia), [event.clave]: event.valor } }
            // An answer that hides steps (section I all "No") never leaves the page past the last one.
            const paso = Math.min(context.paso, stepsOf(guia, instrumentIn(context, guia), respuestas[guia] ?? {}).length - 1)
            return { respuestas, paso, problem: null }
          }),
        },
        DATUM: { actions: assign(({ context, event }) => ({ datos: { ...context.datos, [event.nombre]: event.valor }, problem: null })) },
        NEXT: [
          { guard: and(["stepDone", "lastStep"]), target: "sending" },
          { guard: "stepDone", actions: assign(({ context }) => ({ paso: context.paso + 1, problem: null, message: null })) },
          { actions: assign(({ context }) => refused(context, problemOf(context) ?? "")) },
        ],
        BACK: { guard: ({ context }) => context.paso > 0, actions: assign(({ context }) => ({ paso: context.paso - 1, problem: null })) },
      },
    },
    sending: {
      invoke: {
        id: "submit",
        src: "submit",
        input: ({ context }) => submission(context),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "done",
            target: "answering",
            actions: assign(({ event }) => ({
              form: event.output.kind === "done" ? event.output.value : null,
              paso: 0,
              problem: null,
              message: event.output.kind === "done" ? (event.output.message ?? null) : null,
            })),
          },
          { guard: ({ event }) => event.output.final === true, target: "unavailable", actions: assign({ message: ({ event }) => (event.output.kind === "failed" ? event.output.message : null) }) },
          { target: "answering", actions: assign(({ context, event }) => refused(context, event.output.kind === "failed" ? event.output.message : messages.errorGeneral)) },
        ],
        onError: { target: "answering", actions: assign(({ context }) => refused(context, messages.errorGeneral)) },
      },
    },
    done: { type: "final" },
  },
})

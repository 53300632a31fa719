import { assign, emit, setup } from "xstate"
import type { EvaluationResults } from "../../domain/evaluacion/mis-evaluaciones-api"
import type { MyFeedback } from "../../domain/evaluacion/retroalimentacion-api"
import { myFeedbackTexts } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { type Agreement, feedbackMessages as m } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import { actorSlot } from "../actor-slot"
import { type ToastEmitted, toast } from "../toast"

// "Mis retroalimentaciones" in Mis evaluaciones (MODULES-MX §5, EVA370/EVA375 from the person's
// side): the person's own sessions; opening one shows it read-only and, for a 360 session the boss
// has signed, reads the person's results (the server releases them only then). A session the
// person may sign takes their agreement and comments; the agreement is checked here first (the
// server checks it again); a refusal stays in the dialog in the server's words, with the draft.

export type ListOutcome = { readonly kind: "done"; readonly items: ReadonlyArray<MyFeedback> } | { readonly kind: "failed" }
export type ResultsOutcome = { readonly kind: "done"; readonly results: EvaluationResults } | { readonly kind: "refused"; readonly message: string } | { readonly kind: "failed" }
export type SignOutcome = { readonly kind: "done"; readonly session: MyFeedback; readonly message: string } | { readonly kind: "refused"; readonly message: string } | { readonly kind: "failed" }

export interface SignInput {
  readonly id_retro: number
  readonly conformidad: Agreement
  readonly comentarios_colaborador: string | null
}

export interface ResultsKey {
  readonly id_proyecto: number
  readonly id_empleado: number
}

/** The 360 results beside an open session: none (not a held 360), being read, read, or why not. */
export type ResultsView = { readonly kind: "none" } | { readonly kind: "loading" } | { readonly kind: "loaded"; readonly results: EvaluationResults } | { readonly kind: "failed"; readonly message: string }

export interface MyFeedbackContext {
  readonly items: ReadonlyArray<MyFeedback>
  readonly open: MyFeedback | null
  readonly conformidad: Agreement | ""
  readonly comentarios: string
  /** What stops the signature, in the server's words or the check's; shown in the dialog. */
  readonly problem: string | null
  readonly results: ResultsView
}

export type MyFeedbackEvent =
  | { readonly type: "RETRY" }
  | { readonly type: "OPEN"; readonly id_retro: number }
  | { readonly type: "CLOSE" }
  | { readonly type: "SET_AGREEMENT"; readonly conformidad: Agreement }
  | { readonly type: "SET_COMMENTS"; readonly comentarios: string }
  | { readonly type: "SIGN" }

/** Whether the session releases the person's 360 results: a 360 session held with the boss's signature. */
export const releasesResults = (s: MyFeedback): boolean => s.tipo === "360" && s.firma_jefe

const replaced = (items: ReadonlyArray<MyFeedback>, s: MyFeedback) => items.map((i) => (i.id_retro === s.id_retro ? s : i))

export const myFeedbackMachine = setup({
  types: {
    context: {} as MyFeedbackContext,
    events: {} as MyFeedbackEvent,
    emitted: {} as ToastEmitted,
  },
  actors: {
    load: actorSlot<ListOutcome>("load"),
    results: actorSlot<ResultsOutcome, ResultsKey>("results"),
    sign: actorSlot<SignOutcome, SignInput>("sign"),
  },
  guards: {
    loaded: (_, outcome: ListOutcome) => outcome.kind === "done",
    signed: (_, outcome: SignOutcome) => outcome.kind === "done",
    refused: (_, outcome: SignOutcome) => outcome.kind === "refused",
    known: ({ context }, id_retro: number) => context.items.some((i) => i.id_retro === id_retro),
    releases: ({ context }) => context.open !== null && releasesResults(context.open),
    firmable: ({ context }) => context.open?.firmable === true,
    agreed: ({ context }) => context.conformidad !== "",
  },
}).createMachine({
  id: "myFeedback",
  context: { items: [], open: null, conformidad: "", comentarios: "", problem: null, results: { kind: "none" } },
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
      entry: emit(toast("error", myFeedbackTexts.errorCarga)),
      on: { RETRY: "loading" },
    },
    list: {
      entry: assign({ open: null, conformidad: "", comentarios: "", problem: null, results: { kind: "none" } }),
      on: {
        OPEN: {
          guard: { type: "known", params: ({ event }) => event.id_retro },
          target: "viewing",
          actions: assign(({ context, event }) => {
            const open = context.items.find((i) => i.id_retro === event.id_retro) ?? null
            return { open, conformidad: (open?.conformidad ?? "") as Agreement | "", comentarios: open?.comentarios_colaborador ?? "", problem: null }
          }),
        },
      },
    },
    viewing: {
      type: "parallel",
      on: { CLOSE: "list" },
      states: {
        results: {
          initial: "choosing",
          states: {
            choosing: {
              always: [{ guard: "releases", target: "reading" }, { target: "none" }],
            },
            none: {},
            reading: {
              entry: assign({ results: { kind: "loading" } }),
              invoke: {
                src: "results",
                input: ({ context }) => ({ id_proyecto: context.open?.id_proyecto ?? 0, id_empleado: context.open?.id_empleado ?? 0 }),
                onDone: {
                  target: "read",
                  actions: assign({
                    results: ({ event }): ResultsView =>
                      event.output.kind === "done"
                        ? { kind: "loaded", results: event.output.results }
                        : { kind: "failed", message: event.output.kind === "refused" ? event.output.message : myFeedbackTexts.errorResultados },
                  }),
                },
                onError: { target: "read", actions: assign({ results: { kind: "failed", message: myFeedbackTexts.errorResultados } }) },
              },
            },
            read: {},
          },
        },
        signature: {
          initial: "editing",
          states: {
            editing: {
              on: {
                SET_AGREEMENT: { guard: "firmable", actions: assign({ conformidad: ({ event }) => event.conformidad, problem: null }) },
                SET_COMMENTS: { guard: "firmable", actions: assign({ comentarios: ({ event }) => event.comentarios, problem: null }) },
                SIGN: [
                  { guard: { type: "firmable" }, target: "checking" },
                ],
              },
            },
            checking: {
              always: [{ guard: "agreed", target: "signing" }, { target: "editing", actions: assign({ problem: m.conformidadRequerida }) }],
            },
            signing: {
              invoke: {
                src: "sign",
                input: ({ context }) => ({
                  id_retro: context.open?.id_retro ?? 0,
                  conformidad: context.conformidad === "" ? "De acuerdo" : context.conformidad,
                  comentarios_colaborador: context.comentarios.trim() === "" ? null : context.comentarios.trim(),
                }),
                onDone: [
                  {
                    guard: { type: "signed", params: ({ event }) => event.output },
                    target: "editing",
                    actions: [
                      assign(({ context, event }) =>
                        event.output.kind === "done" ? { open: event.output.session, items: replaced(context.items, event.output.session), problem: null } : {},
                      ),
                      emit(({ event }) => toast("success", event.output.kind === "done" ? event.output.message : m.firmada)),
                    ],
                  },
                  {
                    guard: { type: "refused", params: ({ event }) => event.output },
                    target: "editing",
                    actions: assign({ problem: ({ event }) => (event.output.kind === "refused" ? event.output.message : null) }),
                  },
                  { target: "editing", actions: emit(toast("error", myFeedbackTexts.errorFirmar)) },
                ],
                onError: { target: "editing", actions: emit(toast("error", myFeedbackTexts.errorFirmar)) },
              },
            },
          },
        },
      },
    },
  },
})

import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import type { FormValue } from "../../domain/records/field"
import type { ToastEmitted } from "../toast"
import { type FieldErrors, type Refusal, type Values, blurField, changeField, refusalOf, touchAll, visibleProblems as dialogProblems } from "./dialog-form"
import { actorSlot } from "../actor-slot"

// One workflow transition fired from a list row (domain/records/workflow.ts): closed until a
// row's action opens it; then asking, either to confirm (a transition with nothing to ask) or to
// fill its input's form, whose messages show once a field is touched (changed, then left) and all at once
// on an invalid submit, which sends nothing. Firing waits for the server: done closes it and
// says so (the page reloads the list); a refusal of the input keeps the form with the server's
// words on their fields; a 409 (the record moved meanwhile) closes it with the reason, as the
// row's actions were stale; no answer keeps the dialog open with the general error. Every
// invalid submit and every refusal counts an attempt, so the view moves the focus to the first
// problem.

type Row = Readonly<Record<string, unknown>>

export interface TransitionInput {
  /** The form's problems for a transition's values on a record (empty: fine). */
  readonly validate: (transition: string, record: Row, values: Values) => Readonly<Record<string, string>>
}

export type FireOutcome =
  | { readonly kind: "fired"; readonly message: string }
  | { readonly kind: "refused"; readonly message: string; readonly problems: Readonly<Record<string, string>> }
  | { readonly kind: "conflict"; readonly message: string }

export interface FireRequest {
  readonly transition: string
  readonly record: Row
  readonly values: Values
}

export type TransitionEvent =
  | { readonly type: "OPEN"; readonly transition: string; readonly record: Row; readonly asks: boolean; readonly values: Values }
  | { readonly type: "CHANGE"; readonly field: string; readonly value: FormValue }
  | { readonly type: "BLUR"; readonly field: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "CANCEL" }

export type TransitionEmitted = ToastEmitted | { readonly type: "fired" }

export interface TransitionContext extends TransitionInput {
  readonly transition: string | null
  readonly record: Row
  /** Whether the dialog asks for input (else it only confirms). */
  readonly asks: boolean
  readonly values: Values
  readonly touched: Readonly<Record<string, boolean>>
  readonly refusal: Refusal
  readonly attempt: number
}

/** The messages to show: a field's own once touched; the server's at once. */
export const visibleProblems = (c: TransitionContext): FieldErrors => dialogProblems(c, c.transition === null ? {} : c.validate(c.transition, c.record, c.values))

const isValid = (c: TransitionContext) => c.transition !== null && Object.keys(c.validate(c.transition, c.record, c.values)).length === 0

const closedContext = { transition: null, record: {}, asks: false, values: {}, touched: {}, refusal: null } as const

export const workflowTransitionMachine = setup({
  types: {
    context: {} as TransitionContext,
    events: {} as TransitionEvent,
    input: {} as TransitionInput,
    emitted: {} as TransitionEmitted,
  },
  actors: {
    fire: actorSlot<FireOutcome, FireRequest>("fire"),
  },
  guards: {
    valid: ({ context }) => isValid(context),
    asks: ({ context }) => context.asks,
    fired: (_, o: FireOutcome) => o.kind === "fired",
    conflict: (_, o: FireOutcome) => o.kind === "conflict",
  },
  actions: {
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    reset: assign(closedContext),
  },
}).createMachine({
  id: "workflowTransition",
  context: ({ input }) => ({ ...input, ...closedContext, attempt: 0 }),
  initial: "closed",
  states: {
    closed: {
      on: {
        OPEN: {
          target: "asking",
          actions: assign(({ event }) => ({ transition: event.transition, record: event.record, asks: event.asks, values: event.asks ? event.values : {}, touched: {}, refusal: null })),
        },
      },
    },
    /** Its input drawn by RecordForm, or, when it asks nothing, its question; Cancelar and the transition's button. */
    asking: {
      on: {
        // A confirmation has no fields to change.
        CHANGE: {
          guard: "asks",
          actions: assign(({ context, event }) => changeField(context, event.field, event.value)),
        },
        BLUR: { guard: "asks", actions: assign({ touched: ({ context, event }) => blurField(context, event.field) }) },
        SUBMIT: [
          { guard: "valid", target: "firing", actions: assign({ refusal: null }) },
          { actions: ["countAttempt", assign({ touched: ({ context }) => touchAll(context) })] },
        ],
        CANCEL: { target: "closed", actions: "reset" },
      },
    },
    firing: {
      invoke: {
        id: "fire",
        src: "fire",
        input: ({ context }) => ({ transition: context.transition ?? "", record: context.record, values: context.values }),
        onDone: [
          {
            guard: { type: "fired", params: ({ event }) => event.output },
            target: "closed",
            actions: [emit(({ event }) => ({ type: "toast" as const, tone: "success" as const, title: event.output.message })), emit({ type: "fired" } as const), "reset"],
          },
          {
            // Another user moved the record first: its row's actions were stale; the list reloads.
            guard: { type: "conflict", params: ({ event }) => event.output },
            target: "closed",
            actions: [emit(({ event }) => ({ type: "toast" as const, tone: "warning" as const, title: event.output.message })), emit({ type: "fired" } as const), "reset"],
          },
          {
            target: "asking",
            actions: [
              "countAttempt",
              assign({
                // Problems of fields the dialog shows land there; the rest (a confirmation has no
                // fields) is said above it.
                refusal: ({ context, event }) => refusalOf(context, event.output.message, event.output.kind === "refused" ? event.output.problems : {}),
              }),
            ],
          },
        ],
        onError: {
          target: "asking",
          actions: ["countAttempt", assign({ refusal: { message: messages.errorGeneral, problems: {} } })],
        },
      },
    },
  },
})

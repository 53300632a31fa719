import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import { type BulkResult, bulkMessages } from "../../domain/records/bulk"
import type { FormValue } from "../../domain/records/field"
import { type ToastEmitted, toast } from "../toast"
import { type FieldErrors, type Refusal, type Values, blurField, changeField, refusalOf, touchAll, visibleProblems as dialogProblems } from "./dialog-form"
import { actorSlot } from "../actor-slot"

// One bulk action of a list (domain/records/bulk.ts) on the rows the user selected: closed until
// its button opens it (with nothing selected it stays closed and says so); then its form, whose
// messages show once a field is touched and all at once on an invalid submit, which sends
// nothing; sending waits for the server; its answer, one result per record, stays in the dialog
// (answered) until closed, and the page reads its list again. A refusal of the whole request
// keeps the form with the server's words on their fields; no answer keeps it with the general
// error. Every invalid submit and refusal counts an attempt, so the view moves the focus.


export interface BulkInput {
  /** The form's problems for an action's values (empty: fine). */
  readonly validate: (action: string, values: Values) => Readonly<Record<string, string>>
}

export type BulkSendOutcome =
  | { readonly kind: "done"; readonly message: string; readonly results: ReadonlyArray<BulkResult> }
  | { readonly kind: "refused"; readonly message: string; readonly problems: Readonly<Record<string, string>> }

export interface BulkRequest {
  readonly action: string
  readonly keys: ReadonlyArray<string>
  readonly values: Values
}

export type BulkEvent =
  | { readonly type: "OPEN"; readonly action: string; readonly keys: ReadonlyArray<string>; readonly values: Values }
  | { readonly type: "CHANGE"; readonly field: string; readonly value: FormValue }
  | { readonly type: "BLUR"; readonly field: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "CANCEL" }
  | { readonly type: "CLOSE" }

export type BulkEmitted = ToastEmitted | { readonly type: "done" }

export interface BulkContext extends BulkInput {
  readonly action: string | null
  readonly keys: ReadonlyArray<string>
  readonly values: Values
  readonly touched: Readonly<Record<string, boolean>>
  readonly refusal: Refusal
  readonly attempt: number
  readonly results: ReadonlyArray<BulkResult>
  readonly message: string
}

/** The messages to show: a field's own once touched; the server's at once. */
export const visibleProblems = (c: BulkContext): FieldErrors => dialogProblems(c, c.action === null ? {} : c.validate(c.action, c.values))

const closedContext = { action: null, keys: [], values: {}, touched: {}, refusal: null, results: [], message: "" } as const

export const bulkActionMachine = setup({
  types: {
    context: {} as BulkContext,
    events: {} as BulkEvent,
    input: {} as BulkInput,
    emitted: {} as BulkEmitted,
  },
  actors: {
    send: actorSlot<BulkSendOutcome, BulkRequest>("send"),
  },
  guards: {
    selected: (_, keys: ReadonlyArray<string>) => keys.length > 0,
    valid: ({ context }) => context.action !== null && Object.keys(context.validate(context.action, context.values)).length === 0,
    done: (_, o: BulkSendOutcome) => o.kind === "done",
  },
  actions: {
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    reset: assign(closedContext),
  },
}).createMachine({
  id: "bulkAction",
  context: ({ input }) => ({ ...input, ...closedContext, attempt: 0 }),
  initial: "closed",
  states: {
    closed: {
      on: {
        OPEN: [
          {
            guard: { type: "selected", params: ({ event }) => event.keys },
            target: "editing",
            actions: assign(({ event }) => ({ ...closedContext, action: event.action, keys: event.keys, values: event.values })),
          },
          // Pressed with nothing selected: said, never a disabled button under the focus.
          { actions: emit(() => toast("warning", bulkMessages.ninguno)) },
        ],
      },
    },
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => changeField(context, event.field, event.value)),
        },
        BLUR: { actions: assign({ touched: ({ context, event }) => blurField(context, event.field) }) },
        SUBMIT: [
          { guard: "valid", target: "sending", actions: assign({ refusal: null }) },
          { actions: ["countAttempt", assign({ touched: ({ context }) => touchAll(context) })] },
        ],
        CANCEL: { target: "closed", actions: "reset" },
      },
    },
    sending: {
      invoke: {
        id: "send",
        src: "send",
        input: ({ context }) => ({ action: context.action ?? "", keys: context.keys, values: context.values }),
        onDone: [
          {
            guard: { type: "done", params: ({ event }) => event.output },
            target: "answered",
            actions: [
              assign(({ event }) => (event.output.kind === "done" ? { results: event.output.results, message: event.output.message } : {})),
              emit(({ event }) => {
                const refusedAll = event.output.kind === "done" && event.output.results.every((r) => r.resultado === "rechazado")
                return toast(refusedAll ? "warning" : "success", event.output.message)
              }),
              emit({ type: "done" } as const),
            ],
          },
          {
            target: "editing",
            actions: [
              "countAttempt",
              assign({
                refusal: ({ context, event }) => refusalOf(context, event.output.message, event.output.kind === "refused" ? event.output.problems : {}),
              }),
            ],
          },
        ],
        onError: { target: "editing", actions: ["countAttempt", assign({ refusal: { message: messages.errorGeneral, problems: {} } })] },
      },
    },
    /** Each record's result, until the user closes it. */
    answered: {
      on: { CLOSE: { target: "closed", actions: "reset" } },
    },
  },
})

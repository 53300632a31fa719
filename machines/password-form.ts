import { assign, emit, setup } from "xstate"
import { messages } from "../domain/messages"
import { actorSlot } from "./actor-slot"

// The small forms of a user's own password (issue 18): ask for a recovery link, set a new
// password from the link, change it on /perfil. A field's problem shows once it is touched;
// an invalid submit touches every field, sends nothing and emits 'invalid' with the count so
// the view moves the focus to the first problem and announces it. A refusal of the server
// stays on the field it concerns (or above the form) until that field changes, and the form
// keeps what was typed. A success shows its message until the user types again, with the
// fields emptied (passwords are not kept on screen).

export type FormValues = Readonly<Record<string, string>>
export type FormProblems = Readonly<Record<string, string | null>>

export interface PasswordFormInput {
  /** Every field, in screen order, with its starting value. */
  readonly initial: FormValues
  /** The problems the form can see by itself. */
  readonly validate: (values: FormValues) => FormProblems
  /** The field a refusal's text concerns; undefined puts it above the form. */
  readonly fieldOf: (text: string) => string | undefined
}

export interface PasswordFormContext extends PasswordFormInput {
  readonly values: FormValues
  readonly touched: Readonly<Record<string, boolean>>
  /** The server's refusals by field, until the field changes. */
  readonly refused: Readonly<Record<string, string>>
  /** A refusal no field took, or a failure; until anything changes. */
  readonly general: string | null
  /** The success message while nothing was typed since. */
  readonly done: string | null
}

export type SubmitOutcome =
  | { readonly kind: "done"; readonly message: string }
  | { readonly kind: "refused"; readonly message: string; readonly detalles: ReadonlyArray<string> }

export type PasswordFormEvent =
  | { readonly type: "CHANGE"; readonly field: string; readonly value: string }
  | { readonly type: "BLUR"; readonly field: string }
  | { readonly type: "SUBMIT" }

export type PasswordFormEmitted =
  | { readonly type: "invalid"; readonly count: number }
  | { readonly type: "done"; readonly message: string }

/** What each field shows: the server's refusal first, else its own problem once touched. */
export const shownProblems = (context: PasswordFormContext): FormProblems => {
  const own = context.validate(context.values)
  return Object.fromEntries(
    Object.keys(context.initial).map((field) => [field, context.refused[field] ?? (context.touched[field] ? (own[field] ?? null) : null)]),
  )
}

const problemCount = (context: PasswordFormContext): number =>
  Object.values(shownProblems(context)).filter((p) => p !== null).length + (context.general === null ? 0 : 1)

const allTouched = (initial: FormValues) => Object.fromEntries(Object.keys(initial).map((f) => [f, true]))

/** A refusal's parts (its detalles, else its message) placed on their fields. */
const placed = (context: PasswordFormContext, outcome: Extract<SubmitOutcome, { kind: "refused" }>) => {
  const parts = outcome.detalles.length > 0 ? outcome.detalles : [outcome.message]
  const refused: Record<string, string> = {}
  const rest: Array<string> = []
  for (const part of parts) {
    const field = context.fieldOf(part)
    if (field !== undefined && field in context.initial && refused[field] === undefined) refused[field] = part
    else rest.push(part)
  }
  return { refused, general: rest.length === 0 ? null : rest.join(" ") }
}

export const passwordFormMachine = setup({
  types: {
    context: {} as PasswordFormContext,
    events: {} as PasswordFormEvent,
    input: {} as PasswordFormInput,
    emitted: {} as PasswordFormEmitted,
  },
  actors: {
    submit: actorSlot<SubmitOutcome, FormValues>("submit"),
  },
  guards: {
    valid: ({ context }) => Object.values(context.validate(context.values)).every((p) => p === null),
    isDone: (_, outcome: SubmitOutcome) => outcome.kind === "done",
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== "CHANGE") return {}
      const { [event.field]: _gone, ...refused } = context.refused
      return { values: { ...context.values, [event.field]: event.value }, refused, general: null, done: null }
    }),
    touch: assign(({ context, event }) => (event.type === "BLUR" ? { touched: { ...context.touched, [event.field]: true } } : {})),
    touchAll: assign(({ context }) => ({ touched: allTouched(context.initial) })),
    announceProblems: emit(({ context }) => ({ type: "invalid" as const, count: problemCount(context) })),
  },
}).createMachine({
  id: "passwordForm",
  context: ({ input }) => ({ ...input, values: input.initial, touched: {}, refused: {}, general: null, done: null }),
  initial: "editing",
  states: {
    editing: {
      on: {
        CHANGE: { actions: "change" },
        BLUR: { actions: "touch" },
        SUBMIT: [
          { guard: "valid", target: "submitting", actions: assign({ refused: {}, general: null, done: null }) },
          { actions: ["touchAll", "announceProblems"] },
        ],
      },
    },
    submitting: {
      invoke: {
        id: "submit",
        src: "submit",
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: "isDone", params: ({ event }) => event.output },
            target: "editing",
            actions: [
              assign(({ context, event }) => ({
                values: context.initial,
                touched: {},
                done: event.output.kind === "done" ? event.output.message : null,
              })),
              emit(({ event }) => ({ type: "done" as const, message: event.output.kind === "done" ? event.output.message : "" })),
            ],
          },
          {
            target: "editing",
            actions: [
              assign(({ context, event }) => (event.output.kind === "refused" ? placed(context, event.output) : {})),
              "announceProblems",
            ],
          },
        ],
        onError: { target: "editing", actions: [assign({ general: messages.errorGeneral }), "announceProblems"] },
      },
    },
  },
})

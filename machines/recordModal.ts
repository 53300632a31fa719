import { assign, emit, fromPromise, setup } from "xstate"
import { messages } from "../domain/messages"

// SPEC 4 and 5: the add/edit modal of every record page. Closed until opened in add mode (empty
// form) or edit mode (the row's values, key field read-only); a message shows only once its
// field is touched, and an invalid submit marks every field touched and sends nothing. A
// successful save closes and resets the modal; with `closeOnCompletion` (profiles and roles) a
// refused or failed save closes it too. The save and the form's rules are injected.

export type Mode = "add" | "edit"
export type Values = Readonly<Record<string, string>>
export type FieldErrors = Readonly<Record<string, string | null>>

export interface RecordModalInput {
  /** Every field with its value in an empty form. */
  readonly empty: Values
  /** Field that identifies the record: read-only in edit mode. */
  readonly keyField: string
  /** Missing or wrong fields, by field, for a mode (null: fine). */
  readonly validate: (values: Values, mode: Mode) => FieldErrors
  /** Values after a field changed, e.g. a new password clears its confirmation (SPEC 5). */
  readonly adjust?: (values: Values, field: string) => Values
  readonly closeOnCompletion?: boolean
}

export interface RecordModalContext extends RecordModalInput {
  readonly mode: Mode
  readonly values: Values
  readonly touched: Readonly<Record<string, boolean>>
}

export type SaveOutcome =
  | { readonly kind: "saved"; readonly message: string }
  /** The server said no; its message is shown as a warning (SPEC 8). */
  | { readonly kind: "refused"; readonly message: string }

export interface SaveInput {
  readonly mode: Mode
  readonly values: Values
}

export type RecordModalEvent =
  | { readonly type: "OPEN_ADD"; readonly values?: Values }
  | { readonly type: "OPEN_EDIT"; readonly values: Values }
  | { readonly type: "CHANGE"; readonly field: string; readonly value: string }
  | { readonly type: "BLUR"; readonly field: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "CLOSE" }

export type RecordModalEmitted =
  | { readonly type: "toast"; readonly tone: "success" | "warning" | "error"; readonly message: string }
  /** The list behind the modal should reload. */
  | { readonly type: "saved" }

/** The messages to show: a field's error only once it is touched. */
export const visibleErrors = (context: RecordModalContext): FieldErrors => {
  const all = context.validate(context.values, context.mode)
  return Object.fromEntries(Object.keys(context.empty).map((f) => [f, context.touched[f] ? (all[f] ?? null) : null]))
}

export const isValid = (context: Pick<RecordModalContext, "validate" | "values" | "mode">): boolean =>
  Object.values(context.validate(context.values, context.mode)).every((e) => e === null || e === undefined)

const untouched = () => ({})

export const recordModalMachine = setup({
  types: {
    context: {} as RecordModalContext,
    events: {} as RecordModalEvent,
    input: {} as RecordModalInput,
    emitted: {} as RecordModalEmitted,
  },
  actors: {
    save: fromPromise<SaveOutcome, SaveInput>(() => Promise.reject(new Error("save actor not provided"))),
  },
  guards: {
    formIsValid: ({ context }) => isValid(context),
    saved: (_, outcome: SaveOutcome) => outcome.kind === "saved",
    closesAnyway: ({ context }) => context.closeOnCompletion === true,
    isKeyField: ({ context, event }) => event.type === "CHANGE" && context.mode === "edit" && event.field === context.keyField,
  },
  actions: {
    reset: assign({ values: ({ context }) => context.empty, touched: untouched, mode: "add" as Mode }),
    touchAll: assign({ touched: ({ context }) => Object.fromEntries(Object.keys(context.empty).map((f) => [f, true])) }),
    failureToast: emit({ type: "toast", tone: "error", message: messages.errorGeneral } as const),
    refusedToast: emit(({ event }) => ({
      type: "toast" as const,
      tone: "warning" as const,
      message: "output" in event && (event.output as SaveOutcome | undefined)?.message ? (event.output as SaveOutcome).message : messages.errorGuardarRegistro,
    })),
  },
}).createMachine({
  id: "recordModal",
  context: ({ input }) => ({ ...input, mode: "add", values: input.empty, touched: {} }),
  initial: "closed",
  states: {
    closed: {
      on: {
        OPEN_ADD: {
          target: "open",
          actions: assign({ mode: "add", values: ({ context, event }) => ({ ...context.empty, ...event.values }), touched: untouched }),
        },
        OPEN_EDIT: {
          target: "open",
          actions: assign({ mode: "edit", values: ({ context, event }) => ({ ...context.empty, ...event.values }), touched: untouched }),
        },
      },
    },
    open: {
      initial: "editing",
      states: {
        editing: {
          on: {
            CHANGE: [
              // The key of a stored record never changes (SPEC 4); the view shows it read-only.
              { guard: "isKeyField" },
              {
                actions: assign({
                  values: ({ context, event }) => {
                    const next = { ...context.values, [event.field]: event.value }
                    return context.adjust ? context.adjust(next, event.field) : next
                  },
                }),
              },
            ],
            BLUR: { actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
            SUBMIT: [{ guard: "formIsValid", target: "saving" }, { actions: "touchAll" }],
            CLOSE: { target: "#recordModal.closed", actions: "reset" },
          },
        },
        saving: {
          invoke: {
            id: "save",
            src: "save",
            input: ({ context }) => ({ mode: context.mode, values: context.values }),
            onDone: [
              {
                guard: { type: "saved", params: ({ event }) => event.output },
                target: "#recordModal.closed",
                actions: [
                  emit(({ event }) => ({ type: "toast" as const, tone: "success" as const, message: event.output.message })),
                  emit({ type: "saved" } as const),
                  "reset",
                ],
              },
              { guard: "closesAnyway", target: "#recordModal.closed", actions: ["refusedToast", "reset"] },
              { target: "editing", actions: "refusedToast" },
            ],
            onError: [
              { guard: "closesAnyway", target: "#recordModal.closed", actions: ["failureToast", "reset"] },
              { target: "editing", actions: "failureToast" },
            ],
          },
        },
      },
    },
  },
})

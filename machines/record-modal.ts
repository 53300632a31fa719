import { assign, emit, setup } from "xstate"
import { messages } from "../domain/messages"
import type { FormValue } from "../domain/records/field"
import type { ToastEmitted } from "./toast"
import { type UnsavedAnswer, changedFrom } from "./unsaved"
import { actorSlot } from "./actor-slot"

// The add/edit modal of every record page. Closed until opened in add mode (empty
// form) or edit mode (the row's values, key field read-only); a message shows only once its
// field is touched (changed, then left), and an invalid submit marks every field touched and
// sends nothing. Leaving a field never typed in says nothing: the focus passes through fields
// (tabbing to Guardar, a page moving it to its heading) long before the user means to fill them.
// A successful save closes and resets the modal; with `closeOnCompletion` (profiles and roles) a
// refused or failed save closes it too. The save and the form's rules are injected.
// Leaving a form whose values differ from those it opened with (Cancelar, Escape, a click
// outside) asks first. Every invalid submit and every refusal counts an attempt, so the view
// moves the focus to the first problem and announces how many there are.

export type Mode = "add" | "edit"
/** The form's values: text for every input, the rows of a child collection ("rows" fields). */
export type Values = Readonly<Record<string, FormValue>>
export type FieldErrors = Readonly<Record<string, string | null>>

/** A field's text ("" when absent or when the field holds rows), for forms of text inputs only. */
export const textOf = (values: Values, field: string): string => {
  const value = values[field]
  return typeof value === "string" ? value : ""
}

export interface RecordModalInput {
  /** Every field with its value in an empty form. */
  readonly empty: Values
  /** Field that identifies the record: read-only in edit mode. */
  readonly keyField: string
  /** Missing or wrong fields, by field, for a mode (null: fine). */
  readonly validate: (values: Values, mode: Mode) => FieldErrors
  /** Values after a field changed, e.g. a new password clears its confirmation. */
  readonly adjust?: (values: Values, field: string) => Values
  readonly closeOnCompletion?: boolean
  /** The error toast when a save got no answer, by mode; 'Lo sentimos, ocurrió un error' when absent. */
  readonly failure?: Readonly<Record<Mode, string>>
}

/** What the server said to the last save it refused, kept on the form until the next submit. */
export interface Refusal {
  /** What names no field, shown above the form; "" when every part found its field. */
  readonly message: string
  /** The server's problems placed on the fields they concern. */
  readonly problems: Readonly<Record<string, string>>
}

/** The stored record an edit form opened on: its path id and the record as read (derived fields included). */
export interface StoredRecord {
  readonly id: string
  readonly record: Readonly<Record<string, unknown>>
}

export interface RecordModalContext extends RecordModalInput {
  readonly mode: Mode
  /** The record being edited, null when adding; kept while the form closes, so it draws the same. */
  readonly stored: StoredRecord | null
  readonly values: Values
  /** The values the form opened with: what "unsaved changes" is measured against. */
  readonly initial: Values
  /** Invalid submits and refusals so far: each one sends the focus to the first problem. */
  readonly attempt: number
  readonly touched: Readonly<Record<string, boolean>>
  /** Fields the user changed since the form opened: leaving one of them touches it. */
  readonly edited: Readonly<Record<string, boolean>>
  readonly refusal: Refusal | null
}

export type SaveOutcome =
  | { readonly kind: "saved"; readonly message: string }
  /** The server said no; its message is shown as a warning. */
  | {
      readonly kind: "refused"
      /** The warning toast. */
      readonly message: string
      /** Parts of the refusal that concern one field each, by field. */
      readonly problems?: Readonly<Record<string, string>>
      /** What to show above the form; the message itself when no part found a field. */
      readonly general?: string
    }

export interface SaveInput {
  readonly mode: Mode
  readonly values: Values
}

export type RecordModalEvent =
  | { readonly type: "OPEN_ADD"; readonly values?: Values }
  | { readonly type: "OPEN_EDIT"; readonly values: Values; readonly stored?: StoredRecord }
  | { readonly type: "CHANGE"; readonly field: string; readonly value: FormValue }
  | { readonly type: "BLUR"; readonly field: string }
  | { readonly type: "SUBMIT" }
  /** Closes at once, whatever the form holds (the page is done with it). */
  | { readonly type: "CLOSE" }
  /** Cancelar, Escape, the close button or a click outside: asks first when something changed. */
  | { readonly type: "DISMISS" }
  /** The answer to "Hay cambios sin guardar": leave without saving, or stay on the form. */
  | UnsavedAnswer

export type RecordModalEmitted =
  | ToastEmitted
  /** The list behind the modal should reload. */
  | { readonly type: "saved" }

/** The messages to show: a field's error only once it is touched; the server's refusal at once. */
export const visibleErrors = (context: RecordModalContext): FieldErrors => {
  const all = context.validate(context.values, context.mode)
  return Object.fromEntries(
    Object.keys(context.empty).map((f) => [f, context.refusal?.problems[f] ?? (context.touched[f] ? (all[f] ?? null) : null)]),
  )
}

export const isValid = (context: Pick<RecordModalContext, "validate" | "values" | "mode">): boolean =>
  Object.values(context.validate(context.values, context.mode)).every((e) => e === null || e === undefined)

/** Whether the form holds changes its save would store (rows compared by content). */
export const isDirty = (context: Pick<RecordModalContext, "values" | "initial">): boolean => changedFrom(context.values, context.initial)

const untouched = () => ({})

export const recordModalMachine = setup({
  types: {
    context: {} as RecordModalContext,
    events: {} as RecordModalEvent,
    input: {} as RecordModalInput,
    emitted: {} as RecordModalEmitted,
  },
  actors: {
    save: actorSlot<SaveOutcome, SaveInput>("save"),
  },
  guards: {
    formIsValid: ({ context }) => isValid(context),
    saved: (_, outcome: SaveOutcome) => outcome.kind === "saved",
    closesAnyway: ({ context }) => context.closeOnCompletion === true,
    isKeyField: ({ context, event }) => event.type === "CHANGE" && context.mode === "edit" && event.field === context.keyField,
    dirty: ({ context }) => isDirty(context),
    edited: ({ context, event }) => event.type === "BLUR" && context.edited[event.field] === true,
  },
  actions: {
    reset: assign({ values: ({ context }) => context.empty, initial: ({ context }) => context.empty, touched: untouched, edited: untouched, mode: "add" as Mode, refusal: null }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    /** The form opens on the event's values, which are also what "unsaved changes" is measured against. */
    openWith: assign(({ context, event }, params: { readonly mode: Mode }) => {
      const values = { ...context.empty, ...("values" in event ? event.values : {}) }
      const stored = params.mode === "edit" && "stored" in event ? (event.stored ?? null) : null
      return { mode: params.mode, stored, values, initial: values, touched: {}, edited: {}, refusal: null }
    }),
    touchAll: assign({ touched: ({ context }) => Object.fromEntries(Object.keys(context.empty).map((f) => [f, true])) }),
    failureToast: emit(({ context }) => ({ type: "toast" as const, tone: "error" as const, title: context.failure?.[context.mode] ?? messages.errorGeneral })),
    refusedToast: emit(({ event }) => ({
      type: "toast" as const,
      tone: "warning" as const,
      title: "output" in event && (event.output as SaveOutcome | undefined)?.message ? (event.output as SaveOutcome).message : messages.errorGuardarRegistro,
    })),
  },
}).createMachine({
  id: "recordModal",
  context: ({ input }) => ({ ...input, mode: "add", stored: null, values: input.empty, initial: input.empty, attempt: 0, touched: {}, edited: {}, refusal: null }),
  initial: "closed",
  states: {
    closed: {
      on: {
        OPEN_ADD: { target: "open", actions: { type: "openWith", params: { mode: "add" } } },
        OPEN_EDIT: { target: "open", actions: { type: "openWith", params: { mode: "edit" } } },
      },
    },
    open: {
      initial: "editing",
      states: {
        editing: {
          on: {
            CHANGE: [
              // The key of a stored record never changes; the view shows it read-only.
              { guard: "isKeyField" },
              {
                actions: assign({
                  values: ({ context, event }) => {
                    const next = { ...context.values, [event.field]: event.value }
                    return context.adjust ? context.adjust(next, event.field) : next
                  },
                  // An input that repeats its value (a lookup settling on what it holds) is no edit.
                  edited: ({ context, event }) =>
                    JSON.stringify(context.values[event.field] ?? null) === JSON.stringify(event.value) ? context.edited : { ...context.edited, [event.field]: true },
                  // The server's word on a field no longer applies once the field changes; what it
                  // said of the form as a whole stays until the user changes something.
                  refusal: ({ context, event }) => {
                    if (context.refusal === null) return null
                    const problems = Object.fromEntries(Object.entries(context.refusal.problems).filter(([f]) => f !== event.field))
                    return Object.keys(problems).length === 0 ? null : { message: "", problems }
                  },
                }),
              },
            ],
            BLUR: { guard: "edited", actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
            SUBMIT: [{ guard: "formIsValid", target: "saving", actions: assign({ refusal: null }) }, { actions: ["touchAll", "countAttempt"] }],
            CLOSE: { target: "#recordModal.closed", actions: "reset" },
            DISMISS: [{ guard: "dirty", target: "confirmingLeave" }, { target: "#recordModal.closed", actions: "reset" }],
          },
        },
        /** "Hay cambios sin guardar. ¿Desea salir sin guardar?" over the form, which keeps its values. */
        confirmingLeave: {
          on: {
            LEAVE: { target: "#recordModal.closed", actions: "reset" },
            STAY: { target: "editing" },
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
                  emit(({ event }) => ({ type: "toast" as const, tone: "success" as const, title: event.output.message })),
                  emit({ type: "saved" } as const),
                  "reset",
                ],
              },
              { guard: "closesAnyway", target: "#recordModal.closed", actions: ["refusedToast", "reset"] },
              {
                target: "editing",
                actions: [
                  "refusedToast",
                  "countAttempt",
                  assign({
                    refusal: ({ event }) => {
                      if (event.output.kind !== "refused") return null
                      const problems = event.output.problems ?? {}
                      const general = event.output.general ?? (Object.keys(problems).length === 0 ? event.output.message : "")
                      return { message: general, problems }
                    },
                  }),
                ],
              },
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

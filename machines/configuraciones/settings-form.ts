import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import { type ToastEmitted, failureToast, savedToast } from "../toast"
import { type UnsavedAnswer, changedFrom } from "../unsaved"
import { actorSlot } from "../actor-slot"

// SPEC 4 and 5 for the single-record settings pages (system parameters, mail account): load the
// stored record (mode 'add' when there is none, 'edit' when there is), edit fields as text,
// show a field's problem once it is touched, refuse an invalid submit by touching everything,
// save, and become 'edit' after a successful save. The page supplies the fields, their checks
// and the two requests; toasts are emitted for the view to show. A refused save keeps what was
// typed and its reason above the form until the user changes something; an invalid submit or a
// refusal counts an attempt (the view focuses the first problem and counts them aloud); the
// values as loaded or last saved say whether leaving the page loses anything: leaving with
// changes asks "Hay cambios sin guardar" first (confirmingLeave), and only leaving drops them.

export type FormMode = "add" | "edit"
export type FormValues = Readonly<Record<string, string>>
export type FormProblems = Readonly<Record<string, string | null>>

export type LoadOutcome =
  | { readonly kind: "found"; readonly values: FormValues }
  | { readonly kind: "empty" }
  | { readonly kind: "failed"; readonly message: string }

export type SaveOutcome =
  | { readonly kind: "saved"; readonly values: FormValues; readonly message: string }
  | { readonly kind: "failed"; readonly message: string }

export interface SettingsFormInput {
  /** Every field with its value for a new record. */
  readonly empty: FormValues
  /** The problem of each field (null when fine) for the values in a mode. */
  readonly validate: (values: FormValues, mode: FormMode) => FormProblems
}

export interface SettingsFormContext extends SettingsFormInput {
  readonly mode: FormMode
  readonly values: FormValues
  readonly touched: Readonly<Record<string, boolean>>
  /** The values as loaded or last saved. */
  readonly initial: FormValues
  /** Invalid submits and refused saves so far. */
  readonly attempt: number
  /** Why the server refused the last save, shown above the form until something changes. */
  readonly refusal: string | null
}

export type SettingsFormEvent =
  | { readonly type: "CHANGE"; readonly field: string; readonly value: string }
  | { readonly type: "BLUR"; readonly field: string }
  | { readonly type: "SUBMIT" }
  | { readonly type: "RETRY" }
  /** The user tries to leave the page (a link, the menu, Back). */
  | { readonly type: "DISMISS" }
  /** The answer to "Hay cambios sin guardar": leave without saving, or stay on the form. */
  | UnsavedAnswer

export type SettingsToast = ToastEmitted

/** Leaving is settled: the page may go (nothing changed, or "Salir sin guardar"). */
export type SettingsLeft = { readonly type: "left" }

const hasProblem = (problems: FormProblems): boolean => Object.values(problems).some((p) => p !== null)

/** The messages to show: only for touched fields. */
export const visibleProblems = (context: SettingsFormContext): FormProblems => {
  const all = context.validate(context.values, context.mode)
  return Object.fromEntries(Object.entries(all).map(([field, problem]) => [field, context.touched[field] ? problem : null]))
}

const untouched = () => ({})

/** Whether the form holds values its save would store. */
export const hasChanges = (context: Pick<SettingsFormContext, "values" | "initial">): boolean => changedFrom(context.values, context.initial)

export const settingsFormMachine = setup({
  types: {
    context: {} as SettingsFormContext,
    events: {} as SettingsFormEvent,
    input: {} as SettingsFormInput,
    emitted: {} as SettingsToast | SettingsLeft,
  },
  actors: {
    load: actorSlot<LoadOutcome>("load"),
    save: actorSlot<SaveOutcome, { readonly values: FormValues; readonly mode: FormMode }>("save"),
  },
  guards: {
    valid: ({ context }) => !hasProblem(context.validate(context.values, context.mode)),
    found: (_, outcome: LoadOutcome) => outcome.kind === "found",
    empty: (_, outcome: LoadOutcome) => outcome.kind === "empty",
    saved: (_, outcome: SaveOutcome) => outcome.kind === "saved",
    changed: ({ context }) => hasChanges(context),
  },
  actions: {
    touchAll: assign({ touched: ({ context }) => Object.fromEntries(Object.keys(context.empty).map((f) => [f, true])) }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    generalError: emit({ type: "toast", tone: "error", title: messages.loSentimos, message: messages.errorGeneral } as const),
  },
}).createMachine({
  id: "settingsForm",
  context: ({ input }) => ({ ...input, mode: "add", values: input.empty, touched: untouched(), initial: input.empty, attempt: 0, refusal: null }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "load",
        src: "load",
        onDone: [
          {
            guard: { type: "found", params: ({ event }) => event.output },
            target: "ready",
            // Fields the record lacks keep their empty value, so every field stays defined.
            actions: assign(({ context, event }) => {
              const values = { ...context.empty, ...(event.output.kind === "found" ? event.output.values : {}) }
              return { mode: "edit" as const, values, initial: values }
            }),
          },
          { guard: { type: "empty", params: ({ event }) => event.output }, target: "ready", actions: assign({ mode: "add" }) },
          {
            target: "loadFailed",
            actions: emit(({ event }) => failureToast(messages.errorObtener, event.output)),
          },
        ],
        onError: { target: "loadFailed", actions: "generalError" },
      },
    },
    loadFailed: {
      on: { RETRY: "loading" },
    },
    ready: {
      on: {
        CHANGE: { actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }), refusal: null }) },
        BLUR: { actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
        SUBMIT: [{ guard: "valid", target: "saving", actions: assign({ refusal: null }) }, { actions: ["touchAll", "countAttempt"] }],
        DISMISS: [{ guard: "changed", target: "confirmingLeave" }, { actions: emit({ type: "left" } as const) }],
      },
    },
    /** "Hay cambios sin guardar. ¿Desea salir sin guardar?" over the form, which keeps its values. */
    confirmingLeave: {
      on: {
        // The page goes; the values fall back to the stored ones so nothing unsaved remains.
        LEAVE: { target: "ready", actions: [assign({ values: ({ context }) => context.initial, touched: untouched, refusal: null }), emit({ type: "left" } as const)] },
        STAY: "ready",
      },
    },
    saving: {
      invoke: {
        id: "save",
        src: "save",
        input: ({ context }) => ({ values: context.values, mode: context.mode }),
        onDone: [
          {
            guard: { type: "saved", params: ({ event }) => event.output },
            target: "ready",
            actions: [
              assign(({ context, event }) => {
                const values = { ...context.values, ...(event.output.kind === "saved" ? event.output.values : {}) }
                return { mode: "edit" as const, values, initial: values, touched: untouched() }
              }),
              emit(({ event }) => savedToast(event.output)),
            ],
          },
          {
            target: "ready",
            actions: [
              emit(({ event }) => ({
                type: "toast" as const,
                tone: "error" as const,
                title: messages.errorGuardarInformacion,
                message: event.output.kind === "failed" ? event.output.message : "",
              })),
              assign({ refusal: ({ event }) => (event.output.kind === "failed" && event.output.message !== "" ? event.output.message : null) }),
              "countAttempt",
            ],
          },
        ],
        onError: { target: "ready", actions: "generalError" },
      },
    },
  },
})

/** An answer with the error flag is the server's message and its details, one a line. */
export const failureText = (result: { readonly message: string; readonly detalles: ReadonlyArray<string> }): string =>
  [result.message, ...result.detalles].join("\n")

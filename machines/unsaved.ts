import { emit, setup } from "xstate"

// "Hay cambios sin guardar": a form holds unsaved changes when some field's value differs from
// the one it opened with (or last saved). Values are texts or rows of a child collection, so
// they are compared by content.

/** Whether any field differs from `initial` (a field absent on one side counts as empty). */
export const changedFrom = (values: Readonly<Record<string, unknown>>, initial: Readonly<Record<string, unknown>>): boolean =>
  Object.keys({ ...initial, ...values }).some((f) => JSON.stringify(values[f] ?? null) !== JSON.stringify(initial[f] ?? null))

export type UnsavedValues = Readonly<Record<string, unknown>>

export interface UnsavedInput {
  /** The values the form opened with: what "changed" is measured against. */
  readonly initial: UnsavedValues
}

/** Leaving is settled: the dialog closes. */
export type UnsavedLeft = { readonly type: "left" }

/**
 * The answer to "Hay cambios sin guardar", the same in every form that asks it: leave without
 * saving (each form says what leaving drops), or stay on the form.
 */
export type UnsavedAnswer = { readonly type: "LEAVE" } | { readonly type: "STAY" }

export type UnsavedEvent =
  /** Cancelar, Escape, the close button or a click outside, with what the form holds now. */
  | { readonly type: "DISMISS"; readonly values: UnsavedValues }
  | UnsavedAnswer

/**
 * The leaving of a hand-made form dialog, the same question the records kit's form asks: with
 * something changed, Cancelar, Escape and the overlay ask first and only "Salir sin guardar"
 * closes; with nothing changed the dialog closes at once. The emitted `left` is the dialog's cue
 * to close; the form's own values and requests stay with the dialog. A dialog that stays mounted
 * between openings starts each one from the same values, so the machine waits again after `left`.
 */
export const unsavedMachine = setup({
  types: {
    context: {} as UnsavedInput,
    events: {} as UnsavedEvent,
    input: {} as UnsavedInput,
    emitted: {} as UnsavedLeft,
  },
  guards: {
    changed: ({ context, event }) => event.type === "DISMISS" && changedFrom(event.values, context.initial),
  },
  actions: {
    left: emit({ type: "left" } as const),
  },
}).createMachine({
  id: "unsaved",
  context: ({ input }) => ({ initial: input.initial }),
  initial: "editing",
  states: {
    editing: {
      on: { DISMISS: [{ guard: "changed", target: "confirmingLeave" }, { actions: "left" }] },
    },
    /** "Hay cambios sin guardar. ¿Desea salir sin guardar?" over the form, which keeps its values. */
    confirmingLeave: {
      on: { LEAVE: { target: "editing", actions: "left" }, STAY: "editing" },
    },
  },
})

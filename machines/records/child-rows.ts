import { assign, emit, setup } from "xstate"
import { problemsOf } from "../../domain/records/descriptor"
import { type ChildDescriptor, type FormRow, childSchemas } from "../../domain/records/field"

// The child rows of a record ("Documentos requeridos" of a type of aid), edited inside the
// parent's form and saved with it in one request. One row at a time is open in an inline form:
// a new one starts from the child's empty row, an existing one from a copy, and only a row
// without problems goes back into the list (an invalid one marks every field touched and stays
// open). As in the parent form, a field is touched when it was changed and left: the focus
// passing through a new row shows no message. Removing asks first. Every change of the list is emitted as `changed` with the whole
// new array, which the parent form takes as the value of its "rows" field. The row's rules are
// injected (the child descriptor's form schema, plus the duplicate check across rows).

export type RowProblems = Readonly<Record<string, string>>

export interface ChildRowsInput {
  /** The rows the parent form holds now. */
  readonly rows: ReadonlyArray<FormRow>
  /** A new row: every child field at its initial value. */
  readonly empty: FormRow
  /** The problems of a row, given the other rows (duplicates); empty when the row is fine. */
  readonly validate: (row: FormRow, others: ReadonlyArray<FormRow>) => RowProblems
  /** No Agregar past this many rows. */
  readonly maxRows?: number
  /** A field -> the field holding its label as the server read it; changing the one empties the other. */
  readonly labels?: Readonly<Record<string, string>>
}

export interface ChildRowsContext extends ChildRowsInput {
  /** The open row, while one is being added or edited. */
  readonly draft: FormRow
  /** Which row the draft replaces; null for a new row. */
  readonly index: number | null
  readonly touched: Readonly<Record<string, boolean>>
  /** Fields of the open row the user changed: leaving one of them touches it. */
  readonly edited: Readonly<Record<string, boolean>>
  /** The row waiting for the removal to be confirmed. */
  readonly removing: number | null
}

export type ChildRowsEvent =
  | { readonly type: "ADD" }
  | { readonly type: "EDIT"; readonly index: number }
  | { readonly type: "CHANGE"; readonly field: string; readonly value: string }
  | { readonly type: "BLUR"; readonly field: string }
  | { readonly type: "SAVE_ROW" }
  | { readonly type: "CANCEL_ROW" }
  | { readonly type: "REMOVE"; readonly index: number }
  | { readonly type: "CONFIRM_REMOVE" }
  | { readonly type: "CANCEL_REMOVE" }
  /** The parent's rows changed from outside (the form opened on another record, or reset). */
  | { readonly type: "SYNC"; readonly rows: ReadonlyArray<FormRow> }

export type ChildRowsEmitted = { readonly type: "changed"; readonly rows: ReadonlyArray<FormRow> }

/** The other rows: the draft is compared with every row but the one it replaces. */
const othersOf = (context: Pick<ChildRowsContext, "rows" | "index">): ReadonlyArray<FormRow> =>
  context.rows.filter((_, i) => i !== context.index)

/** The draft's problems, all of them (the view shows a field's only once it is touched). */
export const draftProblems = (context: ChildRowsContext): RowProblems => context.validate(context.draft, othersOf(context))

/** The messages to show in the open row: a field's once it is touched. */
export const visibleRowProblems = (context: ChildRowsContext): Readonly<Record<string, string | null>> => {
  const all = draftProblems(context)
  return Object.fromEntries(Object.keys(context.empty).map((f) => [f, context.touched[f] === true ? (all[f] ?? null) : null]))
}

export const canAdd = (context: Pick<ChildRowsContext, "rows" | "maxRows">): boolean =>
  context.maxRows === undefined || context.rows.length < context.maxRows

const isRow = (context: ChildRowsContext, index: number): boolean => Number.isInteger(index) && index >= 0 && index < context.rows.length

export const childRowsMachine = setup({
  types: {
    context: {} as ChildRowsContext,
    events: {} as ChildRowsEvent,
    input: {} as ChildRowsInput,
    emitted: {} as ChildRowsEmitted,
  },
  guards: {
    canAdd: ({ context }) => canAdd(context),
    isRow: ({ context }, index: number) => isRow(context, index),
    rowIsValid: ({ context }) => Object.keys(draftProblems(context)).length === 0,
    edited: ({ context, event }) => event.type === "BLUR" && context.edited[event.field] === true,
  },
  actions: {
    closeRow: assign({ draft: ({ context }) => context.empty, index: null, touched: {}, edited: {} }),
    announce: emit(({ context }) => ({ type: "changed" as const, rows: context.rows })),
  },
}).createMachine({
  id: "childRows",
  context: ({ input }) => ({ ...input, draft: input.empty, index: null, touched: {}, edited: {}, removing: null }),
  initial: "listing",
  on: {
    SYNC: { target: ".listing", actions: [assign({ rows: ({ event }) => event.rows, removing: null }), "closeRow"] },
  },
  states: {
    listing: {
      on: {
        ADD: { guard: "canAdd", target: "editing", actions: assign({ draft: ({ context }) => context.empty, index: null, touched: {}, edited: {} }) },
        EDIT: {
          guard: { type: "isRow", params: ({ event }) => event.index },
          target: "editing",
          actions: assign({
            draft: ({ context, event }) => ({ ...context.empty, ...context.rows[event.index] }),
            index: ({ event }) => event.index,
            touched: {},
            edited: {},
          }),
        },
        REMOVE: {
          guard: { type: "isRow", params: ({ event }) => event.index },
          target: "confirming",
          actions: assign({ removing: ({ event }) => event.index }),
        },
      },
    },
    editing: {
      on: {
        CHANGE: {
          actions: assign({
            draft: ({ context, event }) => {
              const label = context.labels?.[event.field]
              const stale = label !== undefined && context.draft[event.field] !== event.value
              return { ...context.draft, [event.field]: event.value, ...(stale ? { [label]: "" } : {}) }
            },
            edited: ({ context, event }) => (context.draft[event.field] === event.value ? context.edited : { ...context.edited, [event.field]: true }),
          }),
        },
        BLUR: { guard: "edited", actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }) },
        SAVE_ROW: [
          {
            guard: "rowIsValid",
            target: "listing",
            actions: [
              assign({
                rows: ({ context }) =>
                  context.index === null
                    ? [...context.rows, context.draft]
                    : context.rows.map((row, i) => (i === context.index ? context.draft : row)),
              }),
              "announce",
              "closeRow",
            ],
          },
          { actions: assign({ touched: ({ context }) => Object.fromEntries(Object.keys(context.empty).map((f) => [f, true])) }) },
        ],
        CANCEL_ROW: { target: "listing", actions: "closeRow" },
      },
    },
    confirming: {
      on: {
        CONFIRM_REMOVE: {
          target: "listing",
          actions: [
            assign({ rows: ({ context }) => context.rows.filter((_, i) => i !== context.removing), removing: null }),
            "announce",
          ],
        },
        CANCEL_REMOVE: { target: "listing", actions: assign({ removing: null }) },
      },
    },
  },
})

/**
 * The row rules of a child collection: its form schema's messages by field, then the duplicate
 * check of `uniqueBy` against the other rows (case-insensitive, as the server compares them).
 */
export const childRowRules =
  (child: ChildDescriptor) =>
  (row: FormRow, others: ReadonlyArray<FormRow>): RowProblems => {
    const problems = problemsOf(childSchemas(child).form, row)
    const unique = child.uniqueBy ?? []
    const first = unique[0]
    if (first === undefined || problems[first] !== undefined) return problems
    const keyOf = (r: FormRow) => unique.map((f) => (r[f] ?? "").trim().toLowerCase()).join("\u0000")
    return others.some((o) => keyOf(o) === keyOf(row)) ? { ...problems, [first]: `Este ${child.singular} ya está en la lista` } : problems
  }

import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import { type ReportRequest, reportTypeOf } from "../../domain/reporteador/reporteador"
import { type ToastEmitted, refusalToast } from "../toast"
import { actorSlot } from "../actor-slot"

// The report builder. A report type fills the available columns; columns move
// between the two lists and within "columns to show" by drag and drop or by the move buttons,
// both sending MOVE (or the selection-based ADD/REMOVE/UP/DOWN); 'Generar Reporte' checks the
// two rules and then asks the injected `generate` actor for the file.

export type ListId = "available" | "shown"

export interface ReportBuilderContext {
  /** The chosen report type (`tabla`), or null. */
  readonly tabla: string | null
  readonly available: ReadonlyArray<string>
  readonly shown: ReadonlyArray<string>
  /** The column picked in each list, for the move buttons. */
  readonly picked: { readonly available: string | null; readonly shown: string | null }
  /** The SPEC 5 rule the last 'Generar Reporte' broke, shown until it holds again. */
  readonly problem: "tipo" | "columnas" | null
}

export type ReportBuilderEvent =
  | { readonly type: "SELECT_TYPE"; readonly tabla: string | null }
  | { readonly type: "PICK"; readonly list: ListId; readonly column: string | null }
  /** Drag and drop: puts a column into a list at a position (end when index is omitted). */
  | { readonly type: "MOVE"; readonly column: string; readonly to: ListId; readonly index?: number }
  | { readonly type: "ADD" }
  | { readonly type: "REMOVE" }
  | { readonly type: "UP" }
  | { readonly type: "DOWN" }
  | { readonly type: "GENERATE" }

export type GenerateOutcome = { readonly kind: "downloaded" } | { readonly kind: "refused"; readonly message: string }

export type ReportBuilderEmitted = ToastEmitted

const columnsOf = (tabla: string | null): ReadonlyArray<string> =>
  tabla === null ? [] : (reportTypeOf(tabla)?.columns.map((c) => c.id) ?? [])

const without = (list: ReadonlyArray<string>, column: string) => list.filter((c) => c !== column)

const insertAt = (list: ReadonlyArray<string>, column: string, index: number | undefined) => {
  const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length))
  return [...list.slice(0, at), column, ...list.slice(at)]
}

/** A column put back among the available ones returns to its place in the report's order. */
const inReportOrder = (tabla: string | null, list: ReadonlyArray<string>) => {
  const order = columnsOf(tabla)
  return [...list].sort((a, b) => order.indexOf(a) - order.indexOf(b))
}

/**
 * After a column leaves a list, the column now in its place (or the last one) is picked there,
 * so a keyboard user can press the same move button again without the focus being lost.
 */
const nextPick = (before: ReadonlyArray<string>, after: ReadonlyArray<string>, column: string, picked: string | null) => {
  const from = before.indexOf(column)
  if (from === -1) return picked
  return after[Math.min(from, after.length - 1)] ?? null
}

/** Moves a column of the report to a list and position, wherever it was; others stay put. */
export const moveColumn = (context: ReportBuilderContext, column: string, to: ListId, index?: number) => {
  if (!columnsOf(context.tabla).includes(column)) return context
  const available = without(context.available, column)
  const shown = without(context.shown, column)
  return to === "shown"
    ? {
        ...context,
        available,
        shown: insertAt(shown, column, index),
        picked: { available: nextPick(context.available, available, column, context.picked.available), shown: column },
      }
    : {
        ...context,
        available: insertAt(available, column, index),
        shown,
        picked: { available: column, shown: nextPick(context.shown, shown, column, context.picked.shown) },
      }
}

const step = (context: ReportBuilderContext, delta: -1 | 1) => {
  const column = context.picked.shown
  if (column === null) return context
  const from = context.shown.indexOf(column)
  return moveColumn(context, column, "shown", from + delta)
}

/** The message of the current problem, for the view. */
export const problemMessage = (context: ReportBuilderContext): string | null =>
  context.problem === "tipo" ? messages.tipoReporteRequerido : context.problem === "columnas" ? messages.columnaRequerida : null

const problemOf = (tabla: string | null, shown: ReadonlyArray<string>): ReportBuilderContext["problem"] =>
  tabla === null ? "tipo" : shown.length === 0 ? "columnas" : null

export const reportBuilderMachine = setup({
  types: {
    context: {} as ReportBuilderContext,
    events: {} as ReportBuilderEvent,
    emitted: {} as ReportBuilderEmitted,
  },
  actors: {
    generate: actorSlot<GenerateOutcome, ReportRequest>("generate"),
  },
  guards: {
    complete: ({ context }) => problemOf(context.tabla, context.shown) === null,
    downloaded: (_, outcome: GenerateOutcome) => outcome.kind === "downloaded",
  },
  actions: {
    // A problem once shown follows the lists: it clears as soon as the rule holds again.
    recheck: assign({
      problem: ({ context }) => (context.problem === null ? null : problemOf(context.tabla, context.shown)),
    }),
  },
}).createMachine({
  id: "reportBuilder",
  context: { tabla: null, available: [], shown: [], picked: { available: null, shown: null }, problem: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        SELECT_TYPE: {
          actions: [
            assign(({ event }) => ({
              tabla: event.tabla,
              available: columnsOf(event.tabla),
              shown: [],
              picked: { available: null, shown: null },
            })),
            "recheck",
          ],
        },
        PICK: {
          // Only a column of that list (or none) can be picked there.
          actions: assign({
            picked: ({ context, event }) =>
              event.column === null || context[event.list].includes(event.column)
                ? { ...context.picked, [event.list]: event.column }
                : context.picked,
          }),
        },
        MOVE: { actions: [assign(({ context, event }) => moveColumn(context, event.column, event.to, event.index)), "recheck"] },
        ADD: {
          actions: [
            assign(({ context }) =>
              context.picked.available === null ? context : moveColumn(context, context.picked.available, "shown"),
            ),
            "recheck",
          ],
        },
        REMOVE: {
          actions: [
            assign(({ context }) => {
              const column = context.picked.shown
              if (column === null) return context
              const moved = moveColumn(context, column, "available")
              return { ...moved, available: inReportOrder(context.tabla, moved.available) }
            }),
            "recheck",
          ],
        },
        UP: { actions: assign(({ context }) => step(context, -1)) },
        DOWN: { actions: assign(({ context }) => step(context, 1)) },
        GENERATE: [
          { guard: "complete", target: "generating", actions: assign({ problem: null }) },
          { actions: assign({ problem: ({ context }) => problemOf(context.tabla, context.shown) }) },
        ],
      },
    },
    generating: {
      invoke: {
        id: "generate",
        src: "generate",
        input: ({ context }) => ({
          tabla: context.tabla ?? "",
          tituloReporte: reportTypeOf(context.tabla ?? "")?.label ?? "",
          columnas: [...context.shown],
        }),
        onDone: [
          {
            guard: { type: "downloaded", params: ({ event }) => event.output },
            target: "editing",
            actions: emit({ type: "toast", tone: "success", title: messages.reporteGenerado, message: "" } as const),
          },
          {
            target: "editing",
            actions: emit(({ event }) => refusalToast(messages.loSentimos, event.output, messages.errorGeneral)),
          },
        ],
        onError: {
          target: "editing",
          actions: emit({ type: "toast", tone: "error", title: messages.loSentimos, message: messages.errorGeneral } as const),
        },
      },
    },
  },
})

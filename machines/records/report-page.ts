import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import { type FilterText, type ReportDescriptor, filterProblems } from "../../domain/records/report"
import { type ToastEmitted, toast } from "../toast"
import { actorSlot } from "../actor-slot"

// Every report page (domain/records/report.ts): the filters as the user sets them, then the
// read (`loading`), and its outcome: the table (`shown`), nothing to show (`empty`), the
// server's refusal of the filters (`invalid`) or no answer (`failed`, with Reintentar). A filter
// changed anywhere starts over, and the answer of a replaced read is never seen. While shown,
// one thing at a time: more rows from the server (`more`), a cell's drill-down (`drilling`,
// then `drilled` while its dialog is open), or an export in progress (`exporting`). A report with
// bulk actions keeps the rows the user selected (by key; a new read forgets them) and reads again
// after an action changed its rows (RELOAD).

type AnyReport = Pick<ReportDescriptor<unknown, unknown, unknown>, "filters" | "rows" | "withRows" | "pageSize">

export interface ReportPageInput {
  readonly report: AnyReport
  readonly initial: FilterText
}

export interface LoadRequest {
  readonly filters: FilterText
  readonly pagina: number
  readonly por_pagina: number
}

export type ReportLoadOutcome<R> =
  | { readonly kind: "loaded"; readonly result: R; readonly total: number }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "invalid"; readonly problems: ReadonlyArray<string> }

export type DrillOutcome<D> = { readonly kind: "loaded"; readonly rows: ReadonlyArray<D> } | { readonly kind: "failed"; readonly message: string }

/** The report's own sheet and PDF, or its chart on a letterhead page (/generate-pdf). */
export type ExportKind = "xlsx" | "pdf" | "chart"
export type ExportOutcome = { readonly kind: "saved" } | { readonly kind: "refused"; readonly message: string } | { readonly kind: "failed" }

/** The cell a drill-down is about: the fields naming it, and the dialog's title. */
export interface OpenCell {
  readonly fields: Readonly<Record<string, string | number>>
  readonly title: string
}

export interface ReportPageContext<R, D> {
  readonly report: AnyReport
  readonly filters: FilterText
  /** The rows read so far (every page asked for), as one answer. */
  readonly result: R | null
  /** Rows of the whole answer. */
  readonly total: number
  readonly pagina: number
  /** What is wrong with the filters (the page's own check or the server's 400). */
  readonly problems: ReadonlyArray<string>
  readonly cell: OpenCell | null
  readonly people: ReadonlyArray<D> | null
  readonly exporting: ExportKind | null
  /** The keys of the rows selected for a bulk action, in the order they were selected. */
  readonly selected: ReadonlyArray<string>
}

export type ReportPageEvent =
  | { readonly type: "SET_FILTER"; readonly name: string; readonly value: string }
  | { readonly type: "RETRY" }
  | { readonly type: "MORE" }
  | { readonly type: "OPEN_CELL"; readonly cell: OpenCell }
  | { readonly type: "CLOSE_CELL" }
  | { readonly type: "EXPORT"; readonly kind: ExportKind }
  /** Selects or unselects rows (one, or every row shown). */
  | { readonly type: "SELECT"; readonly keys: ReadonlyArray<string>; readonly selected: boolean }
  | { readonly type: "RELOAD" }

/** Rows shown now. */
export const shownRows = <R, D>(context: ReportPageContext<R, D>): number =>
  context.result === null ? 0 : context.report.rows(context.result).length

/** The filters whose lookup hangs from `name`, and theirs in turn: emptied when it changes. */
const dependants = (report: AnyReport, name: string): ReadonlyArray<string> =>
  Object.entries(report.filters).flatMap(([other, f]) => (f.field.lookup?.parent?.field === name ? [other, ...dependants(report, other)] : []))

const exportToast = (outcome: ExportOutcome): ToastEmitted =>
  outcome.kind === "saved" ? toast("success", messages.datosExportados) : outcome.kind === "refused" ? toast("warning", outcome.message) : toast("error", messages.errorExportar)

/** The machine for one report's answer and drill-down rows (typed for its view, free at run time). */
export const createReportPageMachine = <R, D>() =>
  setup({
    types: {
      context: {} as ReportPageContext<R, D>,
      events: {} as ReportPageEvent,
      input: {} as ReportPageInput,
      emitted: {} as ToastEmitted,
    },
    actors: {
      load: actorSlot<ReportLoadOutcome<R>, LoadRequest>("load"),
      drill: actorSlot<DrillOutcome<D>, { readonly filters: FilterText; readonly cell: OpenCell }>("drill"),
      download: actorSlot<ExportOutcome, { readonly kind: ExportKind; readonly filters: FilterText }>("download"),
    },
    actions: {
      keepAnswer: assign(({ event }) => {
        const output = (event as unknown as { output: ReportLoadOutcome<R> }).output
        return output.kind === "loaded" ? { result: output.result, total: output.total } : {}
      }),
      keepProblems: assign(({ event }) => {
        const output = (event as unknown as { output: ReportLoadOutcome<R> }).output
        return output.kind === "invalid" ? { problems: output.problems } : {}
      }),
    },
    guards: {
      filtersValid: ({ context }) => filterProblems(context.report, context.filters).length === 0,
      hasMore: ({ context }) => shownRows(context) < context.total,
      loadedRows: (_, o: ReportLoadOutcome<R>) => o.kind === "loaded" && o.total > 0,
      loaded: (_, o: ReportLoadOutcome<R>) => o.kind === "loaded",
      invalid: (_, o: ReportLoadOutcome<R>) => o.kind === "invalid",
      drillLoaded: (_, o: DrillOutcome<D>) => o.kind === "loaded",
    },
  }).createMachine({
    id: "reportPage",
    context: ({ input }) => ({
      report: input.report,
      filters: input.initial,
      result: null,
      total: 0,
      pagina: 1,
      problems: [],
      cell: null,
      people: null,
      exporting: null,
      selected: [],
    }),
    initial: "checking",
    on: {
      SET_FILTER: {
        target: ".checking",
        actions: assign({
          filters: ({ context, event }) => ({
            ...context.filters,
            ...Object.fromEntries(dependants(context.report, event.name).map((d) => [d, ""])),
            [event.name]: event.value,
          }),
        }),
      },
    },
    states: {
      checking: {
        always: [
          { guard: "filtersValid", target: "loading" },
          { target: "invalid", actions: assign({ problems: ({ context }) => filterProblems(context.report, context.filters) }) },
        ],
      },
      loading: {
        entry: assign({ result: null, total: 0, pagina: 1, problems: [], cell: null, people: null, exporting: null, selected: [] }),
        invoke: {
          src: "load",
          input: ({ context }) => ({ filters: context.filters, pagina: 1, por_pagina: context.report.pageSize }),
          onDone: [
            { guard: { type: "loadedRows", params: ({ event }) => event.output }, target: "shown", actions: "keepAnswer" },
            { guard: { type: "loaded", params: ({ event }) => event.output }, target: "empty", actions: "keepAnswer" },
            { guard: { type: "invalid", params: ({ event }) => event.output }, target: "invalid", actions: "keepProblems" },
            { target: "failed", actions: emit(({ event }) => toast("error", event.output.kind === "failed" ? event.output.message : messages.errorObtener)) },
          ],
          onError: { target: "failed", actions: emit(() => toast("error", messages.loSentimos)) },
        },
      },
      shown: {
        initial: "idle",
        on: {
          SELECT: {
            actions: assign({
              selected: ({ context, event }) =>
                event.selected ? [...context.selected, ...event.keys.filter((k) => !context.selected.includes(k))] : context.selected.filter((k) => !event.keys.includes(k)),
            }),
          },
          RELOAD: "loading",
        },
        states: {
          idle: {
            on: {
              MORE: { guard: "hasMore", target: "more" },
              OPEN_CELL: { target: "drilling", actions: assign({ cell: ({ event }) => event.cell, people: null }) },
              EXPORT: { target: "exporting", actions: assign({ exporting: ({ event }) => event.kind }) },
            },
          },
          more: {
            invoke: {
              src: "load",
              input: ({ context }) => ({ filters: context.filters, pagina: context.pagina + 1, por_pagina: context.report.pageSize }),
              onDone: [
                {
                  guard: { type: "loaded", params: ({ event }) => event.output },
                  target: "idle",
                  actions: assign(({ context, event }) => {
                    if (event.output.kind !== "loaded" || context.result === null) return {}
                    const rows = [...context.report.rows(context.result), ...context.report.rows(event.output.result)]
                    return { result: context.report.withRows(event.output.result, rows) as R, total: event.output.total, pagina: context.pagina + 1 }
                  }),
                },
                { target: "idle", actions: emit(() => toast("error", messages.errorObtener)) },
              ],
              onError: { target: "idle", actions: emit(() => toast("error", messages.loSentimos)) },
            },
          },
          drilling: {
            invoke: {
              src: "drill",
              input: ({ context }) => ({ filters: context.filters, cell: context.cell as OpenCell }),
              onDone: [
                {
                  guard: { type: "drillLoaded", params: ({ event }) => event.output },
                  target: "drilled",
                  actions: assign({ people: ({ event }) => (event.output.kind === "loaded" ? event.output.rows : null) }),
                },
                {
                  target: "idle",
                  actions: [assign({ cell: null }), emit(({ event }) => toast("warning", event.output.kind === "failed" ? event.output.message : messages.errorObtener))],
                },
              ],
              onError: { target: "idle", actions: [assign({ cell: null }), emit(() => toast("error", messages.errorObtener))] },
            },
            on: { CLOSE_CELL: { target: "idle", actions: assign({ cell: null, people: null }) } },
          },
          drilled: {
            on: { CLOSE_CELL: { target: "idle", actions: assign({ cell: null, people: null }) } },
          },
          exporting: {
            invoke: {
              src: "download",
              input: ({ context }) => ({ kind: context.exporting ?? "xlsx", filters: context.filters }),
              onDone: { target: "idle", actions: [assign({ exporting: null }), emit(({ event }) => exportToast(event.output))] },
              onError: { target: "idle", actions: [assign({ exporting: null }), emit(() => toast("error", messages.errorExportar))] },
            },
          },
        },
      },
      empty: {
        on: { RELOAD: "loading" },
      },
      invalid: {},
      failed: {
        on: { RETRY: "loading" },
      },
    },
  })

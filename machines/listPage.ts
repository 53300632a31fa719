import { assign, emit, fromPromise, setup } from "xstate"
import { messages } from "../domain/messages"
import type { KeyValueStore } from "./keyValueStore"

// The record list of every settings page. The rows come from an injected
// `load` actor (the server answers the whole list, optionally filtered by a panel's fields);
// searching, sorting and paging happen here. Search, page size, page, sort and filters are kept
// in session storage under one slot that names its page: a page that finds another page's
// state there discards it, so the filters are cleared when the user goes to a different page.

export type CellValue = string | number | null
export type ListRow = Readonly<Record<string, CellValue>>

export const pageSizes = [5, 10, 15, 20] as const
export type PageSize = (typeof pageSizes)[number]
export const defaultPageSize: PageSize = 10
/** Shimmer rows while a page list loads. */
export const loadingRows = 5

export interface Sort {
  readonly column: string
  readonly direction: "ascending" | "descending"
}

export type Filters = Readonly<Record<string, string>>

export interface ListState {
  readonly search: string
  readonly page: number
  readonly pageSize: PageSize
  readonly sort: Sort | null
  readonly filters: Filters
}

export interface ListPageInput {
  /** The page's key (its path): the storage slot belongs to it. */
  readonly pageKey: string
  readonly storage: KeyValueStore
}

export interface ListPageContext<Row extends ListRow = ListRow> extends ListPageInput, ListState {
  readonly rows: ReadonlyArray<Row>
}

export type LoadOutcome<Row extends ListRow = ListRow> =
  | { readonly kind: "loaded"; readonly rows: ReadonlyArray<Row> }
  | { readonly kind: "failed"; readonly message: string }

export type ListPageEvent =
  | { readonly type: "SEARCH"; readonly value: string }
  | { readonly type: "PAGE_SIZE"; readonly size: PageSize }
  | { readonly type: "NEXT" }
  | { readonly type: "PREVIOUS" }
  | { readonly type: "SORT"; readonly sort: Sort }
  | { readonly type: "APPLY_FILTERS"; readonly filters: Filters }
  | { readonly type: "CLEAR_FILTERS" }
  | { readonly type: "RELOAD" }

export type ListPageEmitted = { readonly type: "toast"; readonly tone: "error"; readonly message: string }

/** The storage slot of every list page: one at a time, so leaving a page forgets its state. */
export const listStateKey = "ch.listPage"

const initialState: ListState = { search: "", page: 1, pageSize: defaultPageSize, sort: null, filters: {} }

const isPageSize = (n: unknown): n is PageSize => pageSizes.some((s) => s === n)

/** The stored state of this page, or the defaults when the slot is empty, foreign or unreadable. */
export const readListState = (storage: KeyValueStore, pageKey: string): ListState => {
  try {
    const raw = JSON.parse(storage.getItem(listStateKey) ?? "null") as { pageKey?: unknown; state?: Partial<ListState> } | null
    const s = raw?.state
    if (raw?.pageKey !== pageKey || s === undefined) return initialState
    const filters = Object.fromEntries(
      Object.entries(s.filters ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"),
    )
    const sort =
      s.sort && typeof s.sort.column === "string" && (s.sort.direction === "ascending" || s.sort.direction === "descending")
        ? { column: s.sort.column, direction: s.sort.direction }
        : null
    return {
      search: typeof s.search === "string" ? s.search : "",
      page: typeof s.page === "number" && Number.isInteger(s.page) && s.page >= 1 ? s.page : 1,
      pageSize: isPageSize(s.pageSize) ? s.pageSize : defaultPageSize,
      sort,
      filters,
    }
  } catch {
    return initialState
  }
}

const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()

const textOf = (value: CellValue): string => (value === null ? "" : String(value))

const compare = (a: CellValue, b: CellValue): number => {
  if (typeof a === "number" && typeof b === "number") return a - b
  return textOf(a).localeCompare(textOf(b), "es", { numeric: true, sensitivity: "base" })
}

export interface VisibleRows<Row extends ListRow> {
  readonly rows: ReadonlyArray<Row>
  /** Rows matching the search, on every page. */
  readonly total: number
  readonly pages: number
  /** The page shown, within 1..pages even if the stored one is past the end. */
  readonly page: number
}

/** What the table shows: the search matched on any column (accents and case ignored), sorted, one page. */
export const visibleRows = <Row extends ListRow>(context: ListPageContext<Row>): VisibleRows<Row> => {
  const q = fold(context.search.trim())
  const matching = q === "" ? context.rows : context.rows.filter((r) => Object.values(r).some((v) => fold(textOf(v)).includes(q)))
  const sort = context.sort
  const sorted =
    sort === null
      ? matching
      : [...matching].sort((a, b) => {
          const order = compare(a[sort.column] ?? null, b[sort.column] ?? null)
          return sort.direction === "ascending" ? order : -order
        })
  const pages = Math.max(1, Math.ceil(sorted.length / context.pageSize))
  const page = Math.min(context.page, pages)
  const start = (page - 1) * context.pageSize
  return { rows: sorted.slice(start, start + context.pageSize), total: sorted.length, pages, page }
}

const persist = ({ context }: { context: ListPageContext }): void => {
  const state: ListState = {
    search: context.search,
    page: context.page,
    pageSize: context.pageSize,
    sort: context.sort,
    filters: context.filters,
  }
  context.storage.setItem(listStateKey, JSON.stringify({ pageKey: context.pageKey, state }))
}

export const listPageMachine = setup({
  types: {
    context: {} as ListPageContext,
    events: {} as ListPageEvent,
    input: {} as ListPageInput,
    emitted: {} as ListPageEmitted,
  },
  actors: {
    load: fromPromise<LoadOutcome, Filters>(() => Promise.reject(new Error("load actor not provided"))),
  },
  guards: {
    loaded: (_, outcome: LoadOutcome) => outcome.kind === "loaded",
    hasNext: ({ context }) => {
      const v = visibleRows(context)
      return v.page < v.pages
    },
    hasPrevious: ({ context }) => visibleRows(context).page > 1,
  },
  actions: {
    persist,
  },
}).createMachine({
  id: "listPage",
  context: ({ input }) => ({ ...input, ...readListState(input.storage, input.pageKey), rows: [] }),
  initial: "loading",
  // Search, size and sort work on whatever is shown, also while a reload runs.
  on: {
    SEARCH: { actions: [assign({ search: ({ event }) => event.value, page: 1 }), "persist"] },
    PAGE_SIZE: { actions: [assign({ pageSize: ({ event }) => event.size, page: 1 }), "persist"] },
    SORT: { actions: [assign({ sort: ({ event }) => event.sort, page: 1 }), "persist"] },
  },
  states: {
    loading: {
      entry: "persist",
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => context.filters,
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "ready",
            actions: assign({ rows: ({ event }) => (event.output.kind === "loaded" ? event.output.rows : []) }),
          },
          {
            target: "failed",
            actions: emit(({ event }) => ({
              type: "toast" as const,
              tone: "error" as const,
              message: event.output.kind === "failed" ? event.output.message : messages.errorGeneral,
            })),
          },
        ],
        onError: {
          target: "failed",
          actions: emit({ type: "toast", tone: "error", message: messages.errorGeneral } as const),
        },
      },
    },
    ready: {
      on: {
        NEXT: { guard: "hasNext", actions: [assign({ page: ({ context }) => visibleRows(context).page + 1 }), "persist"] },
        PREVIOUS: {
          guard: "hasPrevious",
          actions: [assign({ page: ({ context }) => visibleRows(context).page - 1 }), "persist"],
        },
        RELOAD: { target: "loading" },
        APPLY_FILTERS: { target: "loading", actions: assign({ filters: ({ event }) => event.filters, page: 1 }) },
        CLEAR_FILTERS: { target: "loading", actions: assign({ filters: {}, page: 1 }) },
      },
    },
    failed: {
      entry: assign({ rows: [] }),
      on: {
        RELOAD: { target: "loading" },
        APPLY_FILTERS: { target: "loading", actions: assign({ filters: ({ event }) => event.filters, page: 1 }) },
        CLEAR_FILTERS: { target: "loading", actions: assign({ filters: {}, page: 1 }) },
      },
    },
  },
})

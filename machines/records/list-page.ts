import { assign, emit, setup } from "xstate"
import {
  type Direction,
  type ListPageResult,
  type ListQuery,
  type PageSize,
  firstPage,
  pageSizes,
} from "../../domain/records/list-query"
import { messages } from "../../domain/messages"
import type { KeyValueStore } from "../key-value-store"
import { type ToastEmitted, reasonOf, toast } from "../toast"
import { isRecord, readListState, writeListState } from "./list-state"
import { actorSlot } from "../actor-slot"

// The list of every record page, paged on the server. The machine holds the
// query (search, page, page size, sort, filters) and the one page the server answered; the rows
// come from an injected `load` actor. The query is kept in session storage under one slot that
// names its page: a page that finds another page's query there discards it, so the filters are
// cleared when the user goes to a different page. Every new query restarts the load, and the
// answer of a load that was replaced is never seen, so a slow stale answer cannot overwrite a
// newer one.

export interface ListPageInput {
  /** The page's key (its path): the storage slot belongs to it. */
  readonly pageKey: string
  readonly storage: KeyValueStore
  /** Quiet time after the last keystroke before the search is sent. */
  readonly debounceMs?: number
  /** The query of a page with nothing stored yet (e.g. a larger page size); `firstPage` otherwise. */
  readonly defaults?: Partial<ListQuery>
}

export interface ListPageContext<Row> extends ListQuery {
  readonly pageKey: string
  readonly storage: KeyValueStore
  readonly debounceMs: number
  /** The page the server answered last. */
  readonly registros: ReadonlyArray<Row>
  /** Rows matching the query, on every page; with `totalExacto` false, those counted so far (more match). */
  readonly total: number
  readonly totalExacto: boolean
  /** Why the last load failed (also shown as a toast). */
  readonly error: string | null
  /** The server's list of what is wrong with the query (a 400): shown beside the filters, no toast. */
  readonly problems: ReadonlyArray<string>
}

export type LoadOutcome<Row> =
  | { readonly kind: "loaded"; readonly page: ListPageResult<Row> }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "invalid"; readonly problems: ReadonlyArray<string> }

export type Filtros = Readonly<Record<string, string>>

export type ListPageEvent =
  | { readonly type: "SEARCH"; readonly value: string }
  | { readonly type: "PAGE_SIZE"; readonly size: PageSize }
  | { readonly type: "PAGE"; readonly page: number }
  | { readonly type: "NEXT" }
  | { readonly type: "PREVIOUS" }
  /** `orden: null` goes back to the server's default order. */
  | { readonly type: "SORT"; readonly orden: string | null; readonly direccion: Direction }
  | { readonly type: "APPLY_FILTERS"; readonly filtros: Filtros }
  | { readonly type: "CLEAR_FILTERS" }
  | { readonly type: "RELOAD" }

export type ListPageEmitted = ToastEmitted

/** Re-exported where the list pages have always found it. */

export const defaultDebounceMs = 300

/** Pages of a list; an empty list still has its one (empty) page. */
export const pagesOf = (total: number, porPagina: number): number => Math.max(1, Math.ceil(total / porPagina))

export const pageCount = (context: Pick<ListQuery, "por_pagina"> & { readonly total: number }): number =>
  pagesOf(context.total, context.por_pagina)

export const hasNext = (context: Pick<ListQuery, "pagina" | "por_pagina"> & { readonly total: number }): boolean =>
  context.pagina < pageCount(context)

export const hasPrevious = (context: Pick<ListQuery, "pagina">): boolean => context.pagina > 1

/** Whether the rows shown are not yet the answer to the query (a load runs or a search waits). */
export const isLoading = (snapshot: { readonly value: unknown }): boolean =>
  snapshot.value === "loading" || snapshot.value === "debouncing"

/** The query part of the context: what is stored and what `load` receives. */
export const listQueryOf = (context: ListQuery): ListQuery => ({
  buscar: context.buscar,
  pagina: context.pagina,
  por_pagina: context.por_pagina,
  orden: context.orden,
  direccion: context.direccion,
  filtros: context.filtros,
})

const isPageSize = (n: unknown): n is PageSize => pageSizes.some((s) => s === n)

/**
 * This page's stored query, field by field over the defaults: a slot that is empty, belongs to
 * another page or cannot be read gives the defaults, and so does any field of the wrong shape
 * (the slot is written by older builds too).
 */
export const readListQuery = (storage: KeyValueStore, pageKey: string, defaults: Partial<ListQuery> = {}): ListQuery => {
  const base: ListQuery = { ...firstPage, ...defaults }
  const s = readListState(storage, pageKey)
  if (s === null) return base
  const filtros = isRecord(s.filtros)
    ? Object.fromEntries(Object.entries(s.filtros).filter((e): e is [string, string] => typeof e[1] === "string"))
    : base.filtros
  return {
    buscar: typeof s.buscar === "string" ? s.buscar : base.buscar,
    pagina: typeof s.pagina === "number" && Number.isInteger(s.pagina) && s.pagina >= 1 ? s.pagina : base.pagina,
    por_pagina: isPageSize(s.por_pagina) ? s.por_pagina : base.por_pagina,
    orden: typeof s.orden === "string" || s.orden === null ? s.orden : base.orden,
    direccion: s.direccion === "asc" || s.direccion === "desc" ? s.direccion : base.direccion,
    filtros,
  }
}

const persist = ({ context }: { context: ListPageContext<unknown> }): void => {
  writeListState(context.storage, context.pageKey, listQueryOf(context))
}

/** The answer asks for a page past the last one while there are rows (some were deleted). */
const pastLastPage = <Row>(page: ListPageResult<Row>): boolean =>
  page.total > 0 && page.pagina > pagesOf(page.total, page.por_pagina)

/**
 * The machine for one row type, so a page's view reads its own rows without casts; the type
 * parameter costs nothing at run time.
 */
export const createListPageMachine = <Row>() =>
  setup({
    types: {
      context: {} as ListPageContext<Row>,
      events: {} as ListPageEvent,
      input: {} as ListPageInput,
      emitted: {} as ListPageEmitted,
    },
    actors: {
      load: actorSlot<LoadOutcome<Row>, ListQuery>("load"),
    },
    delays: {
      debounce: ({ context }) => context.debounceMs,
    },
    guards: {
      pastLastPage: (_, outcome: LoadOutcome<Row>) => outcome.kind === "loaded" && pastLastPage(outcome.page),
      loaded: (_, outcome: LoadOutcome<Row>) => outcome.kind === "loaded",
      invalid: (_, outcome: LoadOutcome<Row>) => outcome.kind === "invalid",
      hasNext: ({ context }) => hasNext(context),
      hasPrevious: ({ context }) => hasPrevious(context),
      pageExists: ({ context }, page: number) => Number.isInteger(page) && page >= 1 && page <= pageCount(context),
    },
    actions: {
      persist,
    },
  }).createMachine({
    id: "listPage",
    context: ({ input }) => ({
      pageKey: input.pageKey,
      storage: input.storage,
      debounceMs: input.debounceMs ?? defaultDebounceMs,
      ...readListQuery(input.storage, input.pageKey, input.defaults),
      registros: [],
      total: 0,
      totalExacto: true,
      error: null,
      problems: [],
    }),
    // Writing the slot at once is what discards the previous page's query.
    entry: "persist",
    initial: "loading",
    // Every event works in every state. A transition of the root to a child exits and re-enters
    // that child even when it is the active one, so a new query while a load runs stops that
    // load (its answer is dropped) and starts another, and a keystroke while the search waits
    // starts the wait again.
    on: {
      SEARCH: {
        target: ".debouncing",
        actions: [assign({ buscar: ({ event }) => event.value, pagina: 1 }), "persist"],
      },
      PAGE_SIZE: {
        target: ".loading",
        actions: [assign({ por_pagina: ({ event }) => event.size, pagina: 1 }), "persist"],
      },
      PAGE: {
        guard: { type: "pageExists", params: ({ event }) => event.page },
        target: ".loading",
        actions: [assign({ pagina: ({ event }) => event.page }), "persist"],
      },
      NEXT: { guard: "hasNext", target: ".loading", actions: [assign({ pagina: ({ context }) => context.pagina + 1 }), "persist"] },
      PREVIOUS: {
        guard: "hasPrevious",
        target: ".loading",
        actions: [assign({ pagina: ({ context }) => context.pagina - 1 }), "persist"],
      },
      SORT: {
        target: ".loading",
        actions: [assign({ orden: ({ event }) => event.orden, direccion: ({ event }) => event.direccion, pagina: 1 }), "persist"],
      },
      APPLY_FILTERS: {
        target: ".loading",
        actions: [assign({ filtros: ({ event }) => event.filtros, pagina: 1 }), "persist"],
      },
      CLEAR_FILTERS: { target: ".loading", actions: [assign({ filtros: {}, pagina: 1 }), "persist"] },
      RELOAD: { target: ".loading" },
    },
    states: {
      debouncing: {
        after: { debounce: { target: "loading" } },
      },
      loading: {
        invoke: {
          id: "load",
          src: "load",
          input: ({ context }) => listQueryOf(context),
          onDone: [
            {
              // Ask again for the last page rather than show an empty page past the end.
              guard: { type: "pastLastPage", params: ({ event }) => event.output },
              target: "loading",
              reenter: true,
              actions: [
                assign({
                  pagina: ({ event }) =>
                    event.output.kind === "loaded" ? pagesOf(event.output.page.total, event.output.page.por_pagina) : 1,
                }),
                "persist",
              ],
            },
            {
              guard: { type: "loaded", params: ({ event }) => event.output },
              target: "ready",
              actions: [
                assign(({ event }) => {
                  if (event.output.kind !== "loaded") return {}
                  const page = event.output.page
                  // The page the server answered (it may clamp), and page 1 of an empty list.
                  return {
                    registros: page.registros,
                    total: page.total,
                    totalExacto: page.total_exacto !== false,
                    pagina: Math.min(page.pagina, pagesOf(page.total, page.por_pagina)),
                    error: null,
                    problems: [],
                  }
                }),
                "persist",
              ],
            },
            {
              guard: { type: "invalid", params: ({ event }) => event.output },
              target: "failed",
              actions: assign({
                error: null,
                problems: ({ event }) => (event.output.kind === "invalid" ? event.output.problems : []),
              }),
            },
            {
              target: "failed",
              actions: [
                assign({
                  error: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorGeneral),
                  problems: [],
                }),
                emit(({ event }) => toast("error", reasonOf(event.output, "failed", messages.errorGeneral))),
              ],
            },
          ],
          // No answer at all (the promise rejected): the transport failed.
          onError: {
            target: "failed",
            actions: [
              assign({ error: messages.errorGeneral, problems: [] }),
              emit({ type: "toast", tone: "error", title: messages.errorGeneral } as const),
            ],
          },
        },
      },
      ready: {},
      // Rows of an earlier query are not shown under a query that failed.
      failed: {
        entry: assign({ registros: [], total: 0, totalExacto: true }),
      },
    },
  })

/** The row-agnostic machine: for tests and for code that never reads a row's fields. */
export const listPageMachine = createListPageMachine<unknown>()
export type ListPageMachine<Row> = ReturnType<typeof createListPageMachine<Row>>

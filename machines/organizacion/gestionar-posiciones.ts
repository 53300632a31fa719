import { assign, emit, setup } from "xstate"
import type { Estado, PosicionEnFecha } from "../../domain/organizacion/posiciones-api"
import { messages } from "../../domain/messages"
import type { KeyValueStore } from "../key-value-store"
import { idOrNull, isRecord, readListState, writeListState } from "../records/list-state"
import type { ToastEmitted } from "../toast"
import type { Saved } from "../saved"
import { actorSlot } from "../actor-slot"

// The positions on a date: 'Gestionar posiciones' (every state, with Duplicar and Dar de baja on
// each row) and 'Posiciones libres' (the vacant ones with their days vacant). It loads the list
// for the filters (company, centre, department, puesto, state, date; no date means today), runs
// a duplicate (a toast, then the list again) and reloads when told (after a "dar de baja",
// whose dialog is its own machine, endPosition.ts).
// The filters are kept in the list pages' one session-storage slot, like the other lists.

export type PositionsView = "gestionar" | "libres"

export interface PositionsFilter {
  readonly id_empresa: number | null
  readonly id_centro_trabajo: number | null
  readonly id_depto: number | null
  readonly id_puesto: string | null
  readonly estado: Estado | null
  /** `YYYY-MM-DD`; null means today. */
  readonly fecha: string | null
}

/** A listed position; the vacant list adds its days vacant. */
export type PositionRow = PosicionEnFecha & { readonly dias_vacante?: number }

export type Loaded =
  | { readonly kind: "loaded"; readonly rows: ReadonlyArray<PositionRow>; readonly total: number; readonly page: number }
  | { readonly kind: "failed"; readonly message: string }

/** What one load asks for: the view, the filters and the page. */
export interface LoadRequest {
  readonly view: PositionsView
  readonly filter: PositionsFilter
  readonly page: number
  readonly pageSize: number
}

/** Re-exported for the tests, which read it here. */

export const pageSizes = [20, 50, 100] as const

export interface PositionsInput {
  readonly storage: KeyValueStore
  /** The page's path: the stored slot is this page's only when it carries it. */
  readonly pageKey: string
  readonly view: PositionsView
}

export interface PositionsContext extends PositionsInput {
  readonly filter: PositionsFilter
  readonly rows: ReadonlyArray<PositionRow>
  readonly total: number
  readonly page: number
  readonly pageSize: number
  readonly failure: string | null
}

export type PositionsEvent =
  | { readonly type: "FILTER"; readonly filter: Partial<PositionsFilter> }
  | { readonly type: "RETRY" }
  | { readonly type: "PAGE"; readonly page: number }
  | { readonly type: "PAGE_SIZE"; readonly size: number }
  | { readonly type: "DUPLICATE"; readonly id_posicion: string }
  | { readonly type: "RELOAD" }

export const initialPositionsFilter: PositionsFilter = { id_empresa: null, id_centro_trabajo: null, id_depto: null, id_puesto: null, estado: null, fecha: null }

const textOrNull = (v: unknown, pattern: RegExp): string | null => (typeof v === "string" && pattern.test(v) ? v : null)

/** This page's stored filters; the defaults when the slot is empty, another page's or unreadable. */
export const readPositionsFilter = (storage: KeyValueStore, pageKey: string): PositionsFilter => {
  const stored = readListState(storage, pageKey)
  if (stored === null || !isRecord(stored.filter)) return initialPositionsFilter
  const f = stored.filter
  const estado = f.estado === "O" || f.estado === "V" || f.estado === "B" ? f.estado : null
  return {
    id_empresa: idOrNull(f.id_empresa),
    id_centro_trabajo: idOrNull(f.id_centro_trabajo),
    id_depto: idOrNull(f.id_depto),
    id_puesto: textOrNull(f.id_puesto, /^[A-Za-z0-9-]{1,10}$/),
    estado,
    fecha: textOrNull(f.fecha, /^\d{4}-\d{2}-\d{2}$/),
  }
}

const persist = ({ context }: { context: PositionsContext }): void => {
  writeListState(context.storage, context.pageKey, { filter: context.filter })
}

/** A filter change: a company clears its centre, a centre its department. */
export const nextFilter = (current: PositionsFilter, change: Partial<PositionsFilter>): PositionsFilter => {
  const filter = { ...current, ...change }
  const companyChanged = change.id_empresa !== undefined && change.id_empresa !== current.id_empresa
  const centreChanged = companyChanged || (change.id_centro_trabajo !== undefined && change.id_centro_trabajo !== current.id_centro_trabajo)
  return {
    ...filter,
    id_centro_trabajo: companyChanged && change.id_centro_trabajo === undefined ? null : filter.id_centro_trabajo,
    id_depto: centreChanged && change.id_depto === undefined ? null : filter.id_depto,
    id_puesto: companyChanged && change.id_puesto === undefined ? null : filter.id_puesto,
  }
}

export const positionsMachine = setup({
  types: {
    context: {} as PositionsContext,
    events: {} as PositionsEvent,
    input: {} as PositionsInput,
    emitted: {} as ToastEmitted,
  },
  actors: {
    load: actorSlot<Loaded, LoadRequest>("load"),
    duplicate: actorSlot<Saved, { id_posicion: string }>("duplicate"),
  },
  guards: {
    loaded: (_, outcome: { kind: string }) => outcome.kind === "loaded",
    saved: (_, outcome: { kind: string }) => outcome.kind === "saved",
  },
}).createMachine({
  id: "positionsOnDate",
  context: ({ input }) => ({
    storage: input.storage,
    pageKey: input.pageKey,
    view: input.view,
    filter: readPositionsFilter(input.storage, input.pageKey),
    rows: [],
    total: 0,
    page: 1,
    pageSize: 50,
    failure: null,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ view: context.view, filter: context.filter, page: context.page, pageSize: context.pageSize }),
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "ready",
            actions: assign(({ event }) =>
              event.output.kind === "loaded" ? { rows: event.output.rows, total: event.output.total, page: event.output.page, failure: null } : {},
            ),
          },
          {
            target: "failed",
            actions: assign({ rows: [], total: 0, failure: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }),
          },
        ],
        onError: { target: "failed", actions: assign({ rows: [], total: 0, failure: messages.errorGeneral }) },
      },
    },
    failed: { on: { RETRY: "loading" } },
    ready: {
      initial: "browsing",
      states: {
        browsing: {
          on: {
            DUPLICATE: "duplicating",
          },
        },
        duplicating: {
          invoke: {
            id: "duplicate",
            src: "duplicate",
            input: ({ event }) => ({ id_posicion: event.type === "DUPLICATE" ? event.id_posicion : "" }),
            onDone: [
              {
                guard: { type: "saved", params: ({ event }) => event.output },
                target: "#positionsOnDate.loading",
                actions: emit(({ event }) => ({ type: "toast", tone: "success", title: event.output.message || messages.datosGuardados }) as const),
              },
              { target: "browsing", actions: emit(({ event }) => ({ type: "toast", tone: "error", title: event.output.message }) as const) },
            ],
            onError: { target: "browsing", actions: emit({ type: "toast", tone: "error", title: messages.errorGeneral } as const) },
          },
        },
      },
    },
  },
  on: {
    FILTER: {
      target: ".loading",
      actions: [assign(({ context, event }) => ({ filter: nextFilter(context.filter, event.filter), page: 1 })), persist],
    },
    RELOAD: ".loading",
    PAGE: { target: ".loading", actions: assign({ page: ({ event }) => Math.max(1, event.page) }) },
    PAGE_SIZE: { target: ".loading", actions: assign({ pageSize: ({ event }) => event.size, page: 1 }) },
  },
})

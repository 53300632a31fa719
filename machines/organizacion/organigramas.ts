import { assign, setup } from "xstate"
import type { NodoPosicion } from "../../domain/organizacion/organigramas-api"
import { messages } from "../../domain/messages"
import { isRealDate } from "../../domain/records/field"
import {
  type PositionTree,
  buildOrgForest,
  expandLevels,
  fitsCap,
  searchChart,
  withoutVacancies,
} from "../../domain/organizacion/organigramas-rules"
import type { KeyValueStore } from "../key-value-store"
import { idOrNull, isRecord, readListState, writeListState } from "../records/list-state"
import type { Loaded } from "../records/loaded-resource"
import { actorSlot } from "../actor-slot"

// The 'Organigramas' page (ORG550). It loads the position tree of a company or a work centre on
// a date (with a department subtree and a puesto as filters), and keeps what shows: which
// positions are expanded (two levels at first), the search (its matches and the way down to them
// open), and whether vacant seats are hidden. The number of cards shown never passes the cap
// (about 500): an expansion that would pass it is refused and `capped` asks the page to suggest a
// department. The chart and the "Vista de lista" tab show the same expansion. Filters, the date
// and the search are kept in the list pages' session-storage slot (cleared on leaving, SPEC 2.3).

export interface ChartFilter {
  readonly id_empresa: number | null
  readonly id_centro_trabajo: number | null
  readonly id_depto: number | null
  readonly id_puesto: string | null
  /** `YYYY-MM-DD`. */
  readonly fecha: string
}

/** Re-exported for the tests, which read it here. */

export interface OrgChartInput {
  readonly storage: KeyValueStore
  readonly pageKey: string
  /** Today in Mexico City, `YYYY-MM-DD`: the chart's default date. */
  readonly today: string
}

export interface OrgChartContext extends OrgChartInput {
  readonly filter: ChartFilter
  readonly nodes: ReadonlyArray<NodoPosicion>
  readonly search: string
  readonly expanded: ReadonlyArray<string>
  readonly hideVacant: boolean
  /** An expansion was held back by the card cap: the page suggests a department. */
  readonly capped: boolean
  readonly failure: string | null
}

export type OrgChartEvent =
  | { readonly type: "FILTER"; readonly filter: Partial<ChartFilter> }
  | { readonly type: "RETRY" }
  | { readonly type: "SEARCH"; readonly text: string }
  | { readonly type: "TOGGLE"; readonly id: string }
  | { readonly type: "SET_EXPANDED"; readonly ids: ReadonlyArray<string> }
  | { readonly type: "EXPAND_ALL" }
  | { readonly type: "COLLAPSE_ALL" }
  | { readonly type: "HIDE_VACANT"; readonly hide: boolean }

export const emptyFilter = (today: string): ChartFilter => ({ id_empresa: null, id_centro_trabajo: null, id_depto: null, id_puesto: null, fecha: today })

/** This page's stored filters, date, search and switch; defaults when the slot is empty, another page's or unreadable. */
export const readChartState = (storage: KeyValueStore, pageKey: string, today: string) => {
  const defaults = { filter: emptyFilter(today), search: "", hideVacant: false }
  const stored = readListState(storage, pageKey)
  if (stored === null) return defaults
  const { filter, search, hideVacant } = stored
  const f = isRecord(filter) ? filter : {}
  return {
    filter: {
      id_empresa: idOrNull(f.id_empresa),
      id_centro_trabajo: idOrNull(f.id_centro_trabajo),
      id_depto: idOrNull(f.id_depto),
      id_puesto: typeof f.id_puesto === "string" && /^[A-Za-z0-9-]{1,10}$/.test(f.id_puesto) ? f.id_puesto : null,
      fecha: typeof f.fecha === "string" && isRealDate(f.fecha) ? f.fecha : today,
    },
    search: typeof search === "string" ? search : "",
    hideVacant: hideVacant === true,
  }
}

const persist = ({ context }: { context: OrgChartContext }): void => {
  writeListState(context.storage, context.pageKey, { filter: context.filter, search: context.search, hideVacant: context.hideVacant })
}

// The forest is rebuilt only when the nodes or the switch change (every other event reuses it):
// expanding stays cheap on thousands of positions.
let memo: { nodes: ReadonlyArray<NodoPosicion>; hide: boolean; forest: ReadonlyArray<PositionTree<NodoPosicion>> } | null = null

/** The forest the chart shows: vacancies left out when the switch says so. */
export const chartForest = (nodes: ReadonlyArray<NodoPosicion>, hideVacant: boolean): ReadonlyArray<PositionTree<NodoPosicion>> => {
  if (memo !== null && memo.nodes === nodes && memo.hide === hideVacant) return memo.forest
  const full = buildOrgForest(nodes)
  const forest = hideVacant ? withoutVacancies(full) : full
  memo = { nodes, hide: hideVacant, forest }
  return forest
}

const union = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): ReadonlyArray<string> => [...new Set([...a, ...b])]

/**
 * The expansion after a search: the way down to every match added to what is open, or, when
 * that passes the cap, the way alone; when even that passes it, nothing changes and the cap shows.
 */
const revealSearch = (forest: ReadonlyArray<PositionTree<NodoPosicion>>, expanded: ReadonlyArray<string>, text: string) => {
  const { revealed } = searchChart(forest, text)
  if (revealed.length === 0) return { expanded, capped: false }
  const both = union(expanded, revealed)
  if (fitsCap(forest, both)) return { expanded: both, capped: false }
  if (fitsCap(forest, revealed)) return { expanded: revealed, capped: false }
  return { expanded, capped: true }
}

/** A fresh chart: two levels open, then the search's way when there is one. */
const initialExpansion = (forest: ReadonlyArray<PositionTree<NodoPosicion>>, search: string) => {
  const start = expandLevels(forest, 2)
  const searched = revealSearch(forest, start.expanded, search)
  return { expanded: searched.expanded, capped: start.capped || searched.capped }
}

export const canLoad = (filter: ChartFilter): boolean => filter.id_empresa !== null || filter.id_centro_trabajo !== null

export const orgChartMachine = setup({
  types: {
    context: {} as OrgChartContext,
    events: {} as OrgChartEvent,
    input: {} as OrgChartInput,
  },
  actors: {
    loadChart: actorSlot<Loaded<ReadonlyArray<NodoPosicion>>, ChartFilter>("loadChart"),
  },
  guards: {
    loaded: (_, outcome: { kind: string }) => outcome.kind === "loaded",
    canLoad: ({ context }) => canLoad(context.filter),
  },
}).createMachine({
  id: "orgChart",
  context: ({ input }) => ({
    storage: input.storage,
    pageKey: input.pageKey,
    today: input.today,
    ...readChartState(input.storage, input.pageKey, input.today),
    nodes: [],
    expanded: [],
    capped: false,
    failure: null,
  }),
  initial: "choosing",
  states: {
    // No company or centre yet: nothing to draw.
    choosing: {
      always: { guard: "canLoad", target: "loading" },
    },
    loading: {
      invoke: {
        id: "loadChart",
        src: "loadChart",
        input: ({ context }) => context.filter,
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "ready",
            actions: assign(({ context, event }) => {
              const nodes = event.output.kind === "loaded" ? event.output.value : []
              return { nodes, failure: null, ...initialExpansion(chartForest(nodes, context.hideVacant), context.search) }
            }),
          },
          {
            target: "failed",
            actions: assign({ nodes: [], expanded: [], failure: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }),
          },
        ],
        onError: { target: "failed", actions: assign({ nodes: [], expanded: [], failure: messages.errorGeneral }) },
      },
    },
    failed: {
      on: { RETRY: "loading" },
    },
    ready: {
      on: {
        SEARCH: {
          actions: [
            assign(({ context, event }) => ({
              search: event.text,
              ...revealSearch(chartForest(context.nodes, context.hideVacant), context.expanded, event.text),
            })),
            persist,
          ],
        },
        TOGGLE: {
          actions: assign(({ context, event }) => {
            if (context.expanded.includes(event.id)) return { expanded: context.expanded.filter((id) => id !== event.id), capped: false }
            const wanted = [...context.expanded, event.id]
            return fitsCap(chartForest(context.nodes, context.hideVacant), wanted) ? { expanded: wanted, capped: false } : { capped: true }
          }),
        },
        SET_EXPANDED: {
          actions: assign(({ context, event }) =>
            fitsCap(chartForest(context.nodes, context.hideVacant), event.ids) ? { expanded: event.ids, capped: false } : { capped: true },
          ),
        },
        EXPAND_ALL: {
          actions: assign(({ context }) => expandLevels(chartForest(context.nodes, context.hideVacant), Number.POSITIVE_INFINITY)),
        },
        COLLAPSE_ALL: { actions: assign({ expanded: [], capped: false }) },
        HIDE_VACANT: {
          actions: [
            assign(({ context, event }) => {
              const forest = chartForest(context.nodes, event.hide)
              // Fewer cards when hiding; showing them again may pass the cap: then two levels.
              return fitsCap(forest, context.expanded) ? { hideVacant: event.hide } : { hideVacant: event.hide, ...initialExpansion(forest, context.search) }
            }),
            persist,
          ],
        },
      },
    },
  },
  on: {
    FILTER: {
      target: ".choosing",
      actions: [
        assign(({ context, event }) => {
          const filter = { ...context.filter, ...event.filter }
          // A centre belongs to one company, a department to one centre: choosing the wider one clears the narrower.
          const company = event.filter.id_empresa !== undefined
          const centre = company || event.filter.id_centro_trabajo !== undefined
          return {
            filter: {
              ...filter,
              id_centro_trabajo: company && event.filter.id_centro_trabajo === undefined ? null : filter.id_centro_trabajo,
              id_depto: centre && event.filter.id_depto === undefined ? null : filter.id_depto,
              id_puesto: company && event.filter.id_puesto === undefined ? null : filter.id_puesto,
              fecha: isRealDate(filter.fecha) ? filter.fecha : context.today,
            },
            nodes: [],
            expanded: [],
            capped: false,
            failure: null,
          }
        }),
        persist,
      ],
    },
  },
})

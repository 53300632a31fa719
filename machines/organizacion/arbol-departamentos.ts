import { assign, emit, setup } from "xstate"
import type { InfoDepartamento, NodoDepartamento } from "../../domain/organizacion/arbol-departamentos-api"
import { messages } from "../../domain/messages"
import { buildForest, parentIds, pathTo, searchForest } from "../../domain/organizacion/arbol-departamentos-rules"
import type { KeyValueStore } from "../key-value-store"
import { idOrNull, isRecord, readListState, writeListState } from "../records/list-state"
import type { ToastEmitted } from "../toast"
import type { Loaded } from "../records/loaded-resource"
import type { Saved } from "../saved"
import { actorSlot } from "../actor-slot"

// The 'Árbol de departamentos' page. It loads the caller's departments (the company and centre
// filters, and whether inactive ones show, pick which), keeps the search text and the expanded
// departments, opens one department's detail, and moves a department: the dialog chooses the new
// parent (or none), saving writes the record, a refusal shows the server's message inside the
// dialog, and a success reloads the tree with the moved department in view. The filters and the
// search are kept in the list pages' one session-storage slot, so they survive a reload of the
// page and are forgotten once another list page takes the slot.

export interface TreeFilter {
  readonly id_empresa: number | null
  readonly id_centro_trabajo: number | null
  /** Inactive departments too (the full tree). */
  readonly inactivos: boolean
}

/** Where a department moves: under another department, or to the top (no parent). */
export type MoveTarget = { readonly kind: "raiz" } | { readonly kind: "depto"; readonly id_depto: number }

/** Re-exported for the tests, which read them here. */


export interface DepartmentTreeInput {
  readonly storage: KeyValueStore
  /** The page's path: the stored slot is this page's only when it carries it. */
  readonly pageKey: string
}

export interface DepartmentTreeContext extends DepartmentTreeInput {
  readonly filter: TreeFilter
  readonly nodes: ReadonlyArray<NodoDepartamento>
  readonly search: string
  readonly expanded: ReadonlyArray<number>
  /** Why the tree could not be read (shown and announced in place of the tree). */
  readonly failure: string | null
  readonly selected: number | null
  readonly info: InfoDepartamento | null
  readonly infoFailure: string | null
  readonly target: MoveTarget | null
  /** The server's reason a move was refused, shown in the dialog. */
  readonly moveError: string | null
}

export type DepartmentTreeEvent =
  | { readonly type: "FILTER"; readonly filter: Partial<TreeFilter> }
  | { readonly type: "RETRY" }
  | { readonly type: "SEARCH"; readonly text: string }
  | { readonly type: "SET_EXPANDED"; readonly ids: ReadonlyArray<number> }
  | { readonly type: "EXPAND_ALL" }
  | { readonly type: "COLLAPSE_ALL" }
  | { readonly type: "OPEN"; readonly id_depto: number }
  | { readonly type: "CLOSE" }
  | { readonly type: "MOVE" }
  | { readonly type: "CHOOSE"; readonly target: MoveTarget | null }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }

export interface MoveRequest {
  readonly id_depto: number
  readonly id_depto_padre: number | null
}

export const initialFilter: TreeFilter = { id_empresa: null, id_centro_trabajo: null, inactivos: false }

/** This page's stored filters and search; defaults when the slot is empty, another page's or unreadable. */
export const readTreeState = (storage: KeyValueStore, pageKey: string): { readonly filter: TreeFilter; readonly search: string } => {
  const defaults = { filter: initialFilter, search: "" }
  const stored = readListState(storage, pageKey)
  if (stored === null) return defaults
  const { filter, search } = stored
  const f = isRecord(filter) ? filter : {}
  return {
    filter: { id_empresa: idOrNull(f.id_empresa), id_centro_trabajo: idOrNull(f.id_centro_trabajo), inactivos: f.inactivos === true },
    search: typeof search === "string" ? search : "",
  }
}

const persist = ({ context }: { context: DepartmentTreeContext }): void => {
  writeListState(context.storage, context.pageKey, { filter: context.filter, search: context.search })
}

/** The departments to expand so every search match shows: those with a match below them. */
export const revealedBy = (nodes: ReadonlyArray<NodoDepartamento>, text: string): ReadonlyArray<number> =>
  searchForest(buildForest(nodes), text).revealed

const union = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): ReadonlyArray<number> => [...new Set([...a, ...b])]

export const departmentTreeMachine = setup({
  types: {
    context: {} as DepartmentTreeContext,
    events: {} as DepartmentTreeEvent,
    input: {} as DepartmentTreeInput,
    emitted: {} as ToastEmitted,
  },
  actors: {
    loadTree: actorSlot<Loaded<ReadonlyArray<NodoDepartamento>>, TreeFilter>("loadTree"),
    loadInfo: actorSlot<Loaded<InfoDepartamento>, { id_depto: number }>("loadInfo"),
    moveDepartment: actorSlot<Saved, MoveRequest>("moveDepartment"),
  },
  guards: {
    loaded: (_, outcome: { kind: string }) => outcome.kind === "loaded",
    hasTarget: ({ context }) => context.target !== null,
    known: ({ context, event }) => event.type === "OPEN" && context.nodes.some((n) => n.id_depto === event.id_depto),
  },
}).createMachine({
  id: "departmentTree",
  context: ({ input }) => ({
    storage: input.storage,
    pageKey: input.pageKey,
    ...readTreeState(input.storage, input.pageKey),
    nodes: [],
    expanded: [],
    failure: null,
    selected: null,
    info: null,
    infoFailure: null,
    target: null,
    moveError: null,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadTree",
        src: "loadTree",
        input: ({ context }) => context.filter,
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "ready",
            actions: assign(({ context, event }) => {
              const nodes = event.output.kind === "loaded" ? event.output.value : []
              const present = new Set(nodes.map((n) => n.id_depto))
              // Departments that left the answer (another filter, a move) are no longer expanded;
              // an active search keeps its matches in view.
              const kept = context.expanded.filter((id) => present.has(id))
              return { nodes, failure: null, expanded: union(kept, revealedBy(nodes, context.search)) }
            }),
          },
          {
            target: "failed",
            actions: assign({ nodes: [], failure: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }),
          },
        ],
        onError: { target: "failed", actions: assign({ nodes: [], failure: messages.errorGeneral }) },
      },
    },
    failed: {
      on: { RETRY: "loading" },
    },
    ready: {
      initial: "browsing",
      on: {
        SEARCH: {
          actions: [
            assign(({ context, event }) => ({
              search: event.text,
              expanded: union(context.expanded, revealedBy(context.nodes, event.text)),
            })),
            persist,
          ],
        },
        SET_EXPANDED: { actions: assign({ expanded: ({ event }) => event.ids }) },
        EXPAND_ALL: { actions: assign({ expanded: ({ context }) => parentIds(buildForest(context.nodes)) }) },
        COLLAPSE_ALL: { actions: assign({ expanded: [] }) },
      },
      states: {
        browsing: {
          on: {
            OPEN: { guard: "known", target: "details", actions: assign({ selected: ({ event }) => event.id_depto }) },
          },
        },
        details: {
          initial: "loading",
          on: { CLOSE: { target: "browsing", actions: assign({ selected: null, info: null, infoFailure: null }) } },
          states: {
            loading: {
              entry: assign({ info: null, infoFailure: null }),
              invoke: {
                id: "loadInfo",
                src: "loadInfo",
                input: ({ context }) => ({ id_depto: context.selected ?? 0 }),
                onDone: [
                  {
                    guard: { type: "loaded", params: ({ event }) => event.output },
                    target: "shown",
                    actions: assign({ info: ({ event }) => (event.output.kind === "loaded" ? event.output.value : null) }),
                  },
                  {
                    target: "failed",
                    actions: assign({ infoFailure: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }),
                  },
                ],
                onError: { target: "failed", actions: assign({ infoFailure: messages.errorGeneral }) },
              },
            },
            failed: { on: { RETRY: "loading" } },
            shown: {
              on: { MOVE: { target: "#departmentTree.ready.moving", actions: assign({ target: null, moveError: null }) } },
            },
          },
        },
        moving: {
          initial: "choosing",
          states: {
            choosing: {
              on: {
                CHOOSE: { actions: assign({ target: ({ event }) => event.target, moveError: null }) },
                SAVE: { guard: "hasTarget", target: "saving" },
                CANCEL: { target: "#departmentTree.ready.details.shown", actions: assign({ target: null, moveError: null }) },
              },
            },
            saving: {
              invoke: {
                id: "moveDepartment",
                src: "moveDepartment",
                input: ({ context }) => ({
                  id_depto: context.selected ?? 0,
                  id_depto_padre: context.target?.kind === "depto" ? context.target.id_depto : null,
                }),
                onDone: [
                  {
                    guard: { type: "loaded", params: ({ event }) => ({ kind: event.output.kind === "saved" ? "loaded" : "refused" }) },
                    target: "#departmentTree.loading",
                    actions: [
                      // The new parent and its ancestors open, so the moved department is in view.
                      assign(({ context }) => ({
                        expanded: union(
                          context.expanded,
                          context.target?.kind === "depto" ? pathTo(context.nodes, context.target.id_depto).map((n) => n.id_depto) : [],
                        ),
                        selected: null,
                        info: null,
                        target: null,
                        moveError: null,
                      })),
                      emit({ type: "toast", tone: "success", title: messages.datosGuardados } as const),
                    ],
                  },
                  { target: "choosing", actions: assign({ moveError: ({ event }) => event.output.message }) },
                ],
                onError: { target: "choosing", actions: assign({ moveError: messages.errorGeneral }) },
              },
            },
          },
        },
      },
    },
  },
  on: {
    FILTER: {
      target: ".loading",
      actions: [
        assign(({ context, event }) => {
          const filter = { ...context.filter, ...event.filter }
          // A centre belongs to one company: another company clears it.
          const centre = event.filter.id_empresa !== undefined && event.filter.id_centro_trabajo === undefined ? null : filter.id_centro_trabajo
          return { filter: { ...filter, id_centro_trabajo: centre }, selected: null, info: null, target: null, moveError: null }
        }),
        persist,
      ],
    },
  },
})

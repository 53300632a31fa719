import { assign, setup } from "xstate"
import type { KeyValueStore } from "../key-value-store"
import { objectiveMessages } from "../../domain/evaluacion/objetivos"
import { type ObjectiveSheetState, objectiveSheetStates } from "../../domain/evaluacion/objetivos-vocabulary"

// Objetivos (EVA010): what the user chooses on the page before acting: the list's filters besides
// the project (the route keeps that one), the person whose sheet is open, the boss's comment
// while approving or returning, and whether the copy from the previous cycle is being asked. The
// reads and the actions are the page's loaded resources and commands. The filters outlive a
// reload in the tab's session storage (MODULES-MX §0), injected so the machine touches no global.

export interface ObjectiveFilters {
  readonly id_empresa: string | null
  readonly id_centro_trabajo: string | null
  readonly id_depto: string | null
  readonly estado: ObjectiveSheetState | null
}

export interface ObjectiveChoices {
  readonly filters: ObjectiveFilters
  /** The person whose sheet is open. */
  readonly open: number | null
  readonly comentario: string
  /** A return asked without a comment: said under the comment, which gets the focus (`attempt`). */
  readonly commentProblem: string | null
  readonly attempt: number
  readonly confirmingCopy: boolean
}

export type ObjectiveChoiceEvent =
  | { readonly type: "FILTER"; readonly filters: Partial<ObjectiveFilters> }
  | { readonly type: "OPEN"; readonly id_empleado: number }
  | { readonly type: "CLOSE" }
  | { readonly type: "COMMENT"; readonly comentario: string }
  /** Return asked: refused here when the comment is empty, so the view sends only a complete one. */
  | { readonly type: "CHECK_RETURN" }
  | { readonly type: "ASK_COPY" }
  | { readonly type: "CANCEL_COPY" }
  | { readonly type: "RESET" }

export const noFilters: ObjectiveFilters = { id_empresa: null, id_centro_trabajo: null, id_depto: null, estado: null }

const initial: ObjectiveChoices = { filters: noFilters, open: null, comentario: "", commentProblem: null, attempt: 0, confirmingCopy: false }

/** Where the filters are kept in the tab's session. */
export const filtersKey = "filtros:/evaluacion/objetivos"

const idOrNull = (v: unknown): string | null => (typeof v === "string" && /^\d{1,10}$/.test(v) ? v : null)

/** The stored filters, each checked (a stale or tampered value is dropped, never sent). */
export const storedFilters = (storage: KeyValueStore | undefined): ObjectiveFilters => {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(filtersKey) ?? "null")
    if (typeof raw !== "object" || raw === null) return noFilters
    const r = raw as Record<string, unknown>
    const estado = objectiveSheetStates.find((s) => s === r.estado) ?? null
    return { id_empresa: idOrNull(r.id_empresa), id_centro_trabajo: idOrNull(r.id_centro_trabajo), id_depto: idOrNull(r.id_depto), estado }
  } catch {
    return noFilters
  }
}

export interface ObjectiveChoicesInput {
  readonly storage?: KeyValueStore
}

export const objectiveChoicesMachine = setup({
  types: { context: {} as ObjectiveChoices & ObjectiveChoicesInput, events: {} as ObjectiveChoiceEvent, input: {} as ObjectiveChoicesInput },
  actions: {
    keep: ({ context }) => {
      try {
        context.storage?.setItem(filtersKey, JSON.stringify(context.filters))
      } catch {
        // A full or blocked storage only loses the filters on reload.
      }
    },
  },
}).createMachine({
  id: "objectiveChoices",
  context: ({ input }) => ({ ...initial, filters: storedFilters(input?.storage), ...(input?.storage === undefined ? {} : { storage: input.storage }) }),
  on: {
    FILTER: {
      actions: [
        assign(({ context, event }) => {
          const filters = { ...context.filters, ...event.filters }
          // A company's centres and departments: another company empties them.
          if (event.filters.id_empresa !== undefined && event.filters.id_empresa !== context.filters.id_empresa) return { filters: { ...filters, id_centro_trabajo: null, id_depto: null } }
          return { filters }
        }),
        "keep",
      ],
    },
    OPEN: { actions: assign({ open: ({ event }) => event.id_empleado, comentario: "", commentProblem: null, confirmingCopy: false }) },
    CLOSE: { actions: assign({ open: null, comentario: "", commentProblem: null, confirmingCopy: false }) },
    COMMENT: { actions: assign({ comentario: ({ event }) => event.comentario, commentProblem: null }) },
    CHECK_RETURN: {
      guard: ({ context }) => context.comentario.trim() === "",
      actions: assign({ commentProblem: objectiveMessages.comentario, attempt: ({ context }) => context.attempt + 1 }),
    },
    ASK_COPY: { actions: assign({ confirmingCopy: true }) },
    CANCEL_COPY: { actions: assign({ confirmingCopy: false }) },
    // Another project: the sheet and the comment go, the filters stay.
    RESET: { actions: assign(({ context }) => ({ ...initial, filters: context.filters })) },
  },
})

/** The list's request for a project and the filters chosen. */
export const listRequest = (id_proyecto: number, f: ObjectiveFilters) => ({
  id_proyecto,
  id_empresa: f.id_empresa === null ? null : Number(f.id_empresa),
  id_centro_trabajo: f.id_centro_trabajo === null ? null : Number(f.id_centro_trabajo),
  id_depto: f.id_depto === null ? null : Number(f.id_depto),
  estado: f.estado,
})

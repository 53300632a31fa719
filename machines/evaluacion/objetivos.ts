import { assign, setup } from "xstate"
import { objectiveMessages } from "../../domain/evaluacion/objetivos"
import type { ObjectiveSheetState } from "../../domain/evaluacion/objetivos-vocabulary"

// Objetivos (EVA010): what the user chooses on the page before acting: the list's filters besides
// the project (the route keeps that one), the person whose sheet is open, the boss's comment
// while approving or returning, and whether the copy from the previous cycle is being asked. The
// reads and the actions are the page's loaded resources and commands.

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

export const objectiveChoicesMachine = setup({
  types: { context: {} as ObjectiveChoices, events: {} as ObjectiveChoiceEvent },
}).createMachine({
  id: "objectiveChoices",
  context: initial,
  on: {
    FILTER: {
      actions: assign(({ context, event }) => {
        const filters = { ...context.filters, ...event.filters }
        // A company's centres and departments: another company empties them.
        if (event.filters.id_empresa !== undefined && event.filters.id_empresa !== context.filters.id_empresa) return { filters: { ...filters, id_centro_trabajo: null, id_depto: null } }
        return { filters }
      }),
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
    RESET: { actions: assign(() => initial) },
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

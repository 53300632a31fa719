import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import type { ModuleItem, ModuleRight, OptionItem } from "../../domain/configuraciones/perfiles-schema"
import type { ToastEmitted } from "../toast"
import type { UnsavedAnswer } from "../unsaved"
import type { Loaded } from "../records/loaded-resource"
import type { Saved } from "../saved"
import { actorSlot } from "../actor-slot"

// The module-assignment modal of a profile. It loads the modules and the
// granted options; the nested 'Opciones' modal picks a module and ticks its options (a tick
// adds the option with all four rights '1', untick removes it, select-all adds or removes every
// option of the module and shows checked when all are held). Saving sends the whole list; if it
// is still running after 5 s a notice says so; on success the list reloads. A failed load
// closes the modal. Closing it with ticks not yet saved asks first ("Hay cambios sin guardar").

export const slowSaveMs = 5000

export interface ModuleAssignmentInput {
  readonly id_grupo: string
}

export interface ModuleAssignmentContext extends ModuleAssignmentInput {
  readonly modules: ReadonlyArray<ModuleItem>
  readonly rows: ReadonlyArray<ModuleRight>
  /** The rights as loaded: what unsaved ticks are measured against. */
  readonly saved: ReadonlyArray<ModuleRight>
  readonly module: string | null
  readonly options: ReadonlyArray<OptionItem>
}

/** Re-exported for the tests, which read them here. */

export type ModuleAssignmentEvent =
  | { readonly type: "OPEN_OPTIONS" }
  | { readonly type: "CLOSE_OPTIONS" }
  | { readonly type: "SELECT_MODULE"; readonly module: string | null }
  | { readonly type: "TOGGLE_OPTION"; readonly clave: string; readonly checked: boolean }
  | { readonly type: "TOGGLE_ALL"; readonly checked: boolean }
  | { readonly type: "SAVE" }
  | { readonly type: "CLOSE" }
  /** The answer to "Hay cambios sin guardar": drop the ticks and close, or stay. */
  | UnsavedAnswer

export type ModuleAssignmentEmitted = ToastEmitted

const rightsKey = (rows: ReadonlyArray<ModuleRight>): string =>
  rows
    .map((r) => [r.clave, r.insertar, r.editar, r.borrar, r.lectura].join(":"))
    .sort()
    .join("|")

/** Whether the options ticked differ from the rights as loaded (order aside). */
export const hasUnsavedRights = (context: Pick<ModuleAssignmentContext, "rows" | "saved">): boolean => rightsKey(context.rows) !== rightsKey(context.saved)

const rightOf = (context: ModuleAssignmentContext, option: OptionItem): ModuleRight => ({
  id_grupo: context.id_grupo,
  opcion: context.module ?? "",
  clave: option.clave,
  insertar: "1",
  editar: "1",
  borrar: "1",
  lectura: "1",
  descri: option.descri,
  modulo: context.modules.find((m) => m.opcion === context.module)?.descri ?? "",
})

export const isHeld = (context: Pick<ModuleAssignmentContext, "rows">, clave: string): boolean =>
  context.rows.some((r) => r.clave === clave)

/** The select-all header is checked when every option of the chosen module is held. */
export const allHeld = (context: Pick<ModuleAssignmentContext, "rows" | "options">): boolean =>
  context.options.length > 0 && context.options.every((o) => isHeld(context, o.clave))

/** The granted options grouped by module, in the order they were loaded or added. */
export const groupedRows = (rows: ReadonlyArray<ModuleRight>): ReadonlyArray<{ readonly modulo: string; readonly rows: ReadonlyArray<ModuleRight> }> => {
  const groups = new Map<string, Array<ModuleRight>>()
  for (const r of rows) groups.set(r.modulo, [...(groups.get(r.modulo) ?? []), r])
  return [...groups].map(([modulo, list]) => ({ modulo, rows: list }))
}

export const moduleAssignmentMachine = setup({
  types: {
    context: {} as ModuleAssignmentContext,
    events: {} as ModuleAssignmentEvent,
    input: {} as ModuleAssignmentInput,
    emitted: {} as ModuleAssignmentEmitted,
  },
  actors: {
    loadAssignment: actorSlot<Loaded<{ modules: ReadonlyArray<ModuleItem>; rows: ReadonlyArray<ModuleRight> }>, { id_grupo: string }>("loadAssignment"),
    loadOptions: actorSlot<Loaded<ReadonlyArray<OptionItem>>, { module: string }>("loadOptions"),
    saveAssignment: actorSlot<Saved, { id_grupo: string; data: ReadonlyArray<ModuleRight> }>("saveAssignment"),
  },
  guards: {
    loaded: (_, outcome: { kind: string }) => outcome.kind === "loaded",
    saved: (_, outcome: Saved) => outcome.kind === "saved",
    hasModule: ({ event }) => event.type === "SELECT_MODULE" && event.module !== null,
    unsaved: ({ context }) => hasUnsavedRights(context),
  },
  actions: {
    loadFailedToast: emit({ type: "toast", tone: "error", title: messages.errorObtener } as const),
    failureToast: emit({ type: "toast", tone: "error", title: messages.errorGeneral } as const),
  },
}).createMachine({
  id: "moduleAssignment",
  context: ({ input }) => ({ id_grupo: input.id_grupo, modules: [], rows: [], saved: [], module: null, options: [] }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        id: "loadAssignment",
        src: "loadAssignment",
        input: ({ context }) => ({ id_grupo: context.id_grupo }),
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "ready",
            actions: assign(({ event }) =>
              event.output.kind === "loaded"
                ? { modules: event.output.value.modules, rows: event.output.value.rows, saved: event.output.value.rows }
                : {},
            ),
          },
          { target: "closed", actions: "loadFailedToast" },
        ],
        onError: { target: "closed", actions: "failureToast" },
      },
    },
    ready: {
      initial: "list",
      on: {
        SAVE: { target: "saving" },
      },
      states: {
        list: {
          on: {
            OPEN_OPTIONS: { target: "options" },
            CLOSE: [{ guard: "unsaved", target: "#moduleAssignment.confirmingClose" }, { target: "#moduleAssignment.closed" }],
          },
        },
        options: {
          initial: "idle",
          on: {
            CLOSE_OPTIONS: { target: "list" },
            SELECT_MODULE: [
              { guard: "hasModule", target: ".loadingOptions", actions: assign({ module: ({ event }) => event.module, options: [] }) },
              { target: ".idle", actions: assign({ module: null, options: [] }) },
            ],
          },
          states: {
            idle: {
              on: {
                TOGGLE_OPTION: {
                  actions: assign({
                    rows: ({ context, event }) => {
                      const without = context.rows.filter((r) => r.clave !== event.clave)
                      const option = context.options.find((o) => o.clave === event.clave)
                      return event.checked && option ? [...without, rightOf(context, option)] : without
                    },
                  }),
                },
                TOGGLE_ALL: {
                  actions: assign({
                    rows: ({ context, event }) => {
                      const mine = new Set(context.options.map((o) => o.clave))
                      const others = context.rows.filter((r) => !mine.has(r.clave))
                      return event.checked ? [...others, ...context.options.map((o) => rightOf(context, o))] : others
                    },
                  }),
                },
              },
            },
            loadingOptions: {
              invoke: {
                id: "loadOptions",
        src: "loadOptions",
                input: ({ context }) => ({ module: context.module ?? "" }),
                onDone: [
                  {
                    guard: { type: "loaded", params: ({ event }) => event.output },
                    target: "idle",
                    actions: assign({ options: ({ event }) => (event.output.kind === "loaded" ? event.output.value : []) }),
                  },
                  { target: "idle", actions: "loadFailedToast" },
                ],
                onError: { target: "idle", actions: "failureToast" },
              },
            },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: "saveAssignment",
        src: "saveAssignment",
        input: ({ context }) => ({ id_grupo: context.id_grupo, data: context.rows }),
        onDone: [
          {
            guard: { type: "saved", params: ({ event }) => event.output },
            target: "loading",
            actions: emit(({ event }) => ({ type: "toast" as const, tone: "success" as const, title: event.output.message })),
          },
          {
            target: "ready",
            actions: emit({ type: "toast", tone: "error", title: messages.errorGuardarInformacion } as const),
          },
        ],
        onError: { target: "ready", actions: "failureToast" },
      },
      after: {
        [slowSaveMs]: { actions: emit({ type: "toast", tone: "info", title: messages.esperaGuardado } as const) },
      },
    },
    /** "Hay cambios sin guardar" before the modal closes over unsaved ticks. */
    confirmingClose: {
      on: {
        LEAVE: { target: "closed" },
        STAY: { target: "ready" },
      },
    },
    closed: { type: "final" },
  },
})

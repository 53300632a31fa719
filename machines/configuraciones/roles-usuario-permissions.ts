import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import type { RolePermission } from "../../domain/configuraciones/roles-usuario-schema"
import type { ToastEmitted } from "../toast"
import type { UnsavedAnswer } from "../unsaved"
import type { Loaded } from "../records/loaded-resource"
import type { Saved } from "../saved"
import { actorSlot } from "../actor-slot"

// The 'Permisos del Rol {role}' modal. Picking a company loads its work
// centres with the role's permission; clearing it empties the table. Each checkbox toggles
// '1'/'0'; select-all is checked when none is '0'. Saving sends the company's rows. Ticks not
// yet saved are never lost without a word: picking another company or closing the modal asks
// first ("Hay cambios sin guardar"), and only leaving drops them.

export interface RolePermissionsInput {
  readonly id_rol: string
}

export interface RolePermissionsContext extends RolePermissionsInput {
  readonly id_empresa: number | null
  readonly permisos: ReadonlyArray<RolePermission>
  /** The company's rows as loaded or last saved: what unsaved ticks are measured against. */
  readonly saved: ReadonlyArray<RolePermission>
  /** The company picked while ticks were unsaved, waiting for the answer (null: none). */
  readonly pendingCompany: number | null
}

/** Re-exported for the tests, which read them here. */

export type RolePermissionsEvent =
  | { readonly type: "SELECT_COMPANY"; readonly id_empresa: number | null }
  | { readonly type: "TOGGLE"; readonly id_centro_trabajo: number; readonly checked: boolean }
  | { readonly type: "TOGGLE_ALL"; readonly checked: boolean }
  | { readonly type: "SAVE" }
  /** Escape, a click outside, Cerrar: closes at once only without unsaved ticks. */
  | { readonly type: "REQUEST_CLOSE" }
  /** The answer to "Hay cambios sin guardar": drop the ticks, or keep them and stay. */
  | UnsavedAnswer

export type RolePermissionsEmitted = ToastEmitted

/** Whether some tick differs from the rows as loaded or saved. */
export const hasUnsavedTicks = (context: Pick<RolePermissionsContext, "permisos" | "saved">): boolean =>
  context.permisos.some((p) => context.saved.find((s) => s.id_centro_trabajo === p.id_centro_trabajo)?.permiso !== p.permiso)

/** A company (or none) takes the table: its rows load afresh, nothing is pending. */
const companyPicked = (id_empresa: number | null) => ({ id_empresa, permisos: [], saved: [], pendingCompany: null })

/** Select-all shows checked when no work centre is '0' (and there is at least one). */
export const allGranted = (permisos: ReadonlyArray<RolePermission>): boolean =>
  permisos.length > 0 && permisos.every((p) => p.permiso === "1")

export const rolePermissionsMachine = setup({
  types: {
    context: {} as RolePermissionsContext,
    events: {} as RolePermissionsEvent,
    input: {} as RolePermissionsInput,
    emitted: {} as RolePermissionsEmitted,
  },
  actors: {
    loadPermissions: actorSlot<Loaded<ReadonlyArray<RolePermission>>, { id_rol: string; id_empresa: number }>("loadPermissions"),
    savePermissions: actorSlot<Saved, { id_rol: string; permisos: ReadonlyArray<RolePermission> }>("savePermissions"),
  },
  guards: {
    hasCompany: ({ event }) => event.type === "SELECT_COMPANY" && event.id_empresa !== null,
    loaded: (_, outcome: { kind: string }) => outcome.kind === "loaded",
    hasRows: ({ context }) => context.permisos.length > 0,
    unsaved: ({ context }) => hasUnsavedTicks(context),
    /** Another company (or none) picked over unsaved ticks. */
    leavesUnsaved: ({ context, event }) => event.type === "SELECT_COMPANY" && event.id_empresa !== context.id_empresa && hasUnsavedTicks(context),
    pendingHasCompany: ({ context }) => context.pendingCompany !== null,
  },
  actions: {
    failureToast: emit({ type: "toast", tone: "error", title: messages.errorGeneral } as const),
  },
}).createMachine({
  id: "rolePermissions",
  context: ({ input }) => ({ id_rol: input.id_rol, id_empresa: null, permisos: [], saved: [], pendingCompany: null }),
  initial: "noCompany",
  on: {
    SELECT_COMPANY: [
      { guard: "leavesUnsaved", target: ".confirmingCompany", actions: assign({ pendingCompany: ({ event }) => event.id_empresa }) },
      {
        guard: "hasCompany",
        target: ".loading",
        actions: assign(({ event }) => companyPicked(event.type === "SELECT_COMPANY" ? event.id_empresa : null)),
      },
      { target: ".noCompany", actions: assign(companyPicked(null)) },
    ],
  },
  states: {
    noCompany: { on: { REQUEST_CLOSE: { target: "closed" } } },
    /** "Hay cambios sin guardar" before another company replaces the unsaved ticks. */
    confirmingCompany: {
      on: {
        LEAVE: [
          {
            guard: "pendingHasCompany",
            target: "loading",
            actions: assign(({ context }) => companyPicked(context.pendingCompany)),
          },
          { target: "noCompany", actions: assign(companyPicked(null)) },
        ],
        STAY: { target: "ready", actions: assign({ pendingCompany: null }) },
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
    loading: {
      on: { REQUEST_CLOSE: { target: "closed" } },
      invoke: {
        id: "loadPermissions",
        src: "loadPermissions",
        input: ({ context }) => ({ id_rol: context.id_rol, id_empresa: context.id_empresa ?? 0 }),
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => event.output },
            target: "ready",
            actions: assign({
              permisos: ({ event }) => (event.output.kind === "loaded" ? event.output.value : []),
              saved: ({ event }) => (event.output.kind === "loaded" ? event.output.value : []),
            }),
          },
          { target: "ready", actions: emit({ type: "toast", tone: "error", title: messages.errorObtener } as const) },
        ],
        onError: { target: "ready", actions: "failureToast" },
      },
    },
    ready: {
      on: {
        TOGGLE: {
          actions: assign({
            permisos: ({ context, event }) =>
              context.permisos.map((p) =>
                p.id_centro_trabajo === event.id_centro_trabajo ? { ...p, permiso: event.checked ? ("1" as const) : ("0" as const) } : p,
              ),
          }),
        },
        TOGGLE_ALL: {
          actions: assign({
            permisos: ({ context, event }) => context.permisos.map((p) => ({ ...p, permiso: event.checked ? ("1" as const) : ("0" as const) })),
          }),
        },
        SAVE: { guard: "hasRows", target: "saving" },
        REQUEST_CLOSE: [{ guard: "unsaved", target: "confirmingClose" }, { target: "closed" }],
      },
    },
    saving: {
      invoke: {
        id: "savePermissions",
        src: "savePermissions",
        input: ({ context }) => ({ id_rol: context.id_rol, permisos: context.permisos }),
        onDone: [
          {
            guard: { type: "loaded", params: ({ event }) => ({ kind: event.output.kind === "saved" ? "loaded" : "failed" }) },
            target: "ready",
            actions: [
              assign({ saved: ({ context }) => context.permisos }),
              emit(({ event }) => ({ type: "toast" as const, tone: "success" as const, title: event.output.message })),
            ],
          },
          { target: "ready", actions: emit({ type: "toast", tone: "error", title: messages.errorGuardarInformacion } as const) },
        ],
        onError: { target: "ready", actions: "failureToast" },
      },
    },
  },
})

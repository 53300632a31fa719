import { describe, expect, it } from "vitest"
import { type SnapshotFrom, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import type { RolePermission } from "../../domain/configuraciones/roles-usuario-schema"
import { allGranted, hasUnsavedTicks, rolePermissionsMachine } from "../../machines/configuraciones/roles-usuario-permissions"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"
import type { Loaded } from "../../machines/records/loaded-resource"
import type { Saved } from "../../machines/saved"

type Snap = SnapshotFrom<typeof rolePermissionsMachine>

const never = () => new Promise<never>(() => {})
const machine = rolePermissionsMachine.provide({
  actors: {
    loadPermissions: fromPromise<Loaded<ReadonlyArray<RolePermission>>, { id_rol: string; id_empresa: number }>(never),
    savePermissions: fromPromise<Saved, { id_rol: string; permisos: ReadonlyArray<RolePermission> }>(never),
  },
})

const centres: ReadonlyArray<RolePermission> = [
  { id_centro_trabajo: 5, n_centro_trabajo: "Corporativo Monterrey", permiso: "1" },
  { id_centro_trabajo: 6, n_centro_trabajo: "Planta Apodaca", permiso: "0" },
]

const events = [
  { type: "SELECT_COMPANY", id_empresa: 2 },
  { type: "SELECT_COMPANY", id_empresa: null },
  { type: "SELECT_COMPANY", id_empresa: 3 },
  { type: "REQUEST_CLOSE" },
  { type: "LEAVE" },
  { type: "STAY" },
  { type: "xstate.done.actor.loadPermissions", output: { kind: "loaded", value: centres } },
  { type: "xstate.done.actor.loadPermissions", output: { kind: "failed", message: messages.errorObtener } },
  { type: "xstate.error.actor.loadPermissions", error: new Error("offline") },
  { type: "TOGGLE", id_centro_trabajo: 6, checked: true },
  { type: "TOGGLE", id_centro_trabajo: 5, checked: false },
  { type: "TOGGLE_ALL", checked: true },
  { type: "TOGGLE_ALL", checked: false },
  { type: "SAVE" },
  { type: "xstate.done.actor.savePermissions", output: { kind: "saved", message: messages.permisosGuardados } },
  { type: "xstate.done.actor.savePermissions", output: { kind: "refused", message: "no" } },
  { type: "xstate.error.actor.savePermissions", error: new Error("offline") },
] as const

const last = (env: ReplayEnv) => env.emitted.at(-1)

describe("rolePermissions machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const input = { id_rol: "NORTE" }
    replay<Snap>(machine, transitionPaths(machine, { input, events: [...events] as never }), coverage, {
      input,
      expect: {
        '"noCompany"': (s) => {
          // Clearing the company empties the table.
          expect(s.context.id_empresa).toBeNull()
          expect(s.context.permisos).toEqual([])
        },
        '"confirmingCompany"': (s) => {
          // Another company over unsaved ticks waits for the answer; the ticks are still there.
          expect(hasUnsavedTicks(s.context)).toBe(true)
          expect(s.context.pendingCompany).not.toBe(s.context.id_empresa)
        },
        '"confirmingClose"': (s) => expect(hasUnsavedTicks(s.context)).toBe(true),
        '"closed"': (s, env) => {
          // Closed at once only without unsaved ticks; with them, only after "Salir sin guardar".
          expect(s.status).toBe("done")
          if (env.lastEvent?.type === "REQUEST_CLOSE") expect(hasUnsavedTicks(s.context)).toBe(false)
        },
        '"loading"': (s) => {
          expect([2, 3]).toContain(s.context.id_empresa)
          expect(s.context.pendingCompany).toBeNull()
          expect(s.context.permisos).toEqual([])
          expect(s.children.loadPermissions).toBeDefined()
        },
        '"ready"': (s, env) => {
          const event = env.lastEvent
          const rows = s.context.permisos.length > 0
          const toggle = event as { readonly type: string; readonly id_centro_trabajo?: number; readonly checked?: boolean } | undefined
          if (toggle?.type === "TOGGLE" && rows) {
            expect(s.context.permisos.find((p) => p.id_centro_trabajo === toggle.id_centro_trabajo)?.permiso).toBe(toggle.checked ? "1" : "0")
          }
          if (toggle?.type === "TOGGLE_ALL") expect(allGranted(s.context.permisos)).toBe(toggle.checked === true && rows)
          // Staying keeps the ticks as they were.
          if (event?.type === "STAY") expect(hasUnsavedTicks(s.context)).toBe(true)
          if (event?.type === "xstate.done.actor.savePermissions" && "output" in event) {
            const saved = (event.output as { kind: string }).kind === "saved"
            // Saved ticks are no longer unsaved.
            if (saved) expect(hasUnsavedTicks(s.context)).toBe(false)
            expect(last(env)).toEqual(
              saved
                ? { type: "toast", tone: "success", title: messages.permisosGuardados }
                : { type: "toast", tone: "error", title: messages.errorGuardarInformacion },
            )
          }
          if (event?.type === "xstate.error.actor.savePermissions" || event?.type === "xstate.error.actor.loadPermissions") {
            expect(last(env)).toEqual({ type: "toast", tone: "error", title: messages.errorGeneral })
          }
        },
        '"saving"': (s) => {
          expect(s.context.permisos.length).toBeGreaterThan(0)
          expect(s.children.savePermissions).toBeDefined()
        },
      },
    })
    assertComplete(coverage)
  })

  it("checks select-all only when no work centre is '0'", () => {
    expect(allGranted(centres)).toBe(false)
    expect(allGranted(centres.map((c) => ({ ...c, permiso: "1" as const })))).toBe(true)
    expect(allGranted([])).toBe(false)
  })
})

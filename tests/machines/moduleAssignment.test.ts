import { describe, expect, it } from "vitest"
import { type SnapshotFrom, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import type { ModuleItem, ModuleRight, OptionItem } from "../../domain/configuraciones/perfiles-schema"
import { allHeld, groupedRows, hasUnsavedRights, isHeld, moduleAssignmentMachine, slowSaveMs } from "../../machines/configuraciones/perfiles-module-assignment"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"
import type { Loaded } from "../../machines/records/loaded-resource"
import type { Saved } from "../../machines/saved"

type Snap = SnapshotFrom<typeof moduleAssignmentMachine>

const never = () => new Promise<never>(() => {})
const machine = moduleAssignmentMachine.provide({
  actors: {
    loadAssignment: fromPromise<Loaded<{ modules: ReadonlyArray<ModuleItem>; rows: ReadonlyArray<ModuleRight> }>, { id_grupo: string }>(never),
    loadOptions: fromPromise<Loaded<ReadonlyArray<OptionItem>>, { module: string }>(never),
    saveAssignment: fromPromise<Saved, { id_grupo: string; data: ReadonlyArray<ModuleRight> }>(never),
  },
})

const modules = [
  { opcion: "organizacion", descri: "Organización" },
  { opcion: "personal", descri: "Personal" },
]
const granted: ReadonlyArray<ModuleRight> = [
  { id_grupo: "VENTAS", opcion: "personal", clave: "GP100", insertar: "1", editar: "1", borrar: "1", lectura: "1", descri: "Gestión de personal", modulo: "Personal" },
]
const options = [
  { clave: "ORG200", descri: "Empresas" },
  { clave: "ORG300", descri: "Centros de trabajo" },
]

const events = [
  { type: "xstate.done.actor.loadAssignment", output: { kind: "loaded", value: { modules, rows: granted } } },
  { type: "xstate.done.actor.loadAssignment", output: { kind: "failed", message: messages.errorObtener } },
  { type: "xstate.error.actor.loadAssignment", error: new Error("offline") },
  { type: "OPEN_OPTIONS" },
  { type: "CLOSE_OPTIONS" },
  { type: "SELECT_MODULE", module: "organizacion" },
  { type: "SELECT_MODULE", module: null },
  { type: "xstate.done.actor.loadOptions", output: { kind: "loaded", value: options } },
  { type: "xstate.done.actor.loadOptions", output: { kind: "failed", message: messages.errorObtener } },
  { type: "xstate.error.actor.loadOptions", error: new Error("offline") },
  { type: "TOGGLE_OPTION", clave: "ORG200", checked: true },
  { type: "TOGGLE_OPTION", clave: "ORG200", checked: false },
  { type: "TOGGLE_ALL", checked: true },
  { type: "TOGGLE_ALL", checked: false },
  { type: "SAVE" },
  { type: `xstate.after.${slowSaveMs}.moduleAssignment.saving` },
  { type: "xstate.done.actor.saveAssignment", output: { kind: "saved", message: messages.modulosGuardados } },
  { type: "xstate.done.actor.saveAssignment", output: { kind: "refused", message: "no" } },
  { type: "xstate.error.actor.saveAssignment", error: new Error("offline") },
  { type: "CLOSE" },
  { type: "LEAVE" },
  { type: "STAY" },
] as const

const last = (env: ReplayEnv) => env.emitted.at(-1)

const expectRights = (s: Snap) => {
  // Every held option carries the four rights as '1' (SPEC 4, 9).
  for (const r of s.context.rows) expect([r.insertar, r.editar, r.borrar, r.lectura]).toEqual(["1", "1", "1", "1"])
  expect(new Set(s.context.rows.map((r) => r.clave)).size).toBe(s.context.rows.length)
}

const expectReady = (s: Snap, env: ReplayEnv) => {
  expectRights(s)
  const event = env.lastEvent
  // Only an offered option can be ticked; unticking always removes it.
  const offered = s.context.options.length > 0
  const toggle = event as { readonly type: string; readonly clave?: string; readonly checked?: boolean } | undefined
  if (toggle?.type === "TOGGLE_OPTION") expect(isHeld(s.context, toggle.clave ?? "")).toBe(toggle.checked === true && offered)
  if (toggle?.type === "TOGGLE_ALL") {
    expect(allHeld(s.context)).toBe(toggle.checked === true && offered)
    // Another module's options are untouched.
    expect(isHeld(s.context, "GP100")).toBe(true)
  }
  if (event?.type === "xstate.done.actor.saveAssignment") expect(last(env)).toEqual({ type: "toast", tone: "error", title: messages.errorGuardarInformacion })
  if (event?.type === "xstate.error.actor.saveAssignment") expect(last(env)).toEqual({ type: "toast", tone: "error", title: messages.errorGeneral })
  if (event?.type === "xstate.done.actor.loadOptions" && "output" in event && (event.output as { kind: string }).kind === "failed") {
    expect(last(env)).toEqual({ type: "toast", tone: "error", title: messages.errorObtener })
  }
}

describe("moduleAssignment machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const input = { id_grupo: "VENTAS" }
    replay<Snap>(machine, transitionPaths(machine, { input, events: [...events] as never }), coverage, {
      input,
      expect: {
        '"loading"': (s, env) => {
          if (env.lastEvent?.type === "xstate.done.actor.saveAssignment") {
            expect(last(env)).toEqual({ type: "toast", tone: "success", title: messages.modulosGuardados })
          }
          expect(s.children.loadAssignment).toBeDefined()
        },
        '{"ready":"list"}': (s, env) => {
          expectReady(s, env)
          expect(groupedRows(s.context.rows).flatMap((g) => g.rows)).toHaveLength(s.context.rows.length)
          // Staying keeps the unsaved ticks.
          if (env.lastEvent?.type === "STAY") expect(hasUnsavedRights(s.context)).toBe(true)
        },
        '"confirmingClose"': (s) => expect(hasUnsavedRights(s.context)).toBe(true),
        '{"ready":{"options":"idle"}}': expectReady,
        '{"ready":{"options":"loadingOptions"}}': (s) => {
          expect(s.context.module).toBe("organizacion")
          expect(s.context.options).toEqual([])
        },
        '"saving"': (s, env) => {
          expect(s.children.saveAssignment).toBeDefined()
          if (env.lastEvent?.type.startsWith("xstate.after")) {
            expect(last(env)).toEqual({ type: "toast", tone: "info", title: "Por favor espera, esto podría tardar un poco" })
          }
        },
        '"closed"': (s, env) => {
          expect(s.status).toBe("done")
          if (env.lastEvent?.type === "xstate.done.actor.loadAssignment") expect(last(env)).toMatchObject({ title: messages.errorObtener })
          // Closed at once only without unsaved ticks; with them, only after "Salir sin guardar".
          if (env.lastEvent?.type === "CLOSE") expect(hasUnsavedRights(s.context)).toBe(false)
        },
      },
    })
    assertComplete(coverage)
  })

  it("sends the whole list: ticked options join the ones already held", () => {
    const context = { id_grupo: "VENTAS", modules, rows: granted, saved: granted, module: "organizacion", options }
    expect(allHeld(context)).toBe(false)
    expect(allHeld({ ...context, rows: [...granted, { ...granted[0]!, clave: "ORG200" }, { ...granted[0]!, clave: "ORG300" }] })).toBe(true)
    expect(allHeld({ ...context, options: [] })).toBe(false)
  })
})

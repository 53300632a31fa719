import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { type AuthorizationFlow, type Level, notifyFlags, selectorFields } from "../../domain/configuraciones/flujos-autorizacion"
import { messages } from "../../domain/messages"
import { applyLevel, emptyFlow, levelView, missingResponsibilityWarning } from "../../domain/configuraciones/flujos-autorizacion-rules"
import {
  type CatalogsOutcome,
  type FlowOutcome,
  type SaveFlowOutcome,
  authorizationFlowMachine,
  hasUnsavedFlow,
  viewOf,
} from "../../machines/configuraciones/flujos-autorizacion"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof authorizationFlowMachine>

const machine = authorizationFlowMachine.provide({
  actors: {
    loadCatalogs: fromPromise<CatalogsOutcome>(() => new Promise(() => {})),
    loadFlow: fromPromise<FlowOutcome, { id: number }>(() => new Promise(() => {})),
    saveFlow: fromPromise<SaveFlowOutcome, AuthorizationFlow>(() => new Promise(() => {})),
  },
})

const catalogs = {
  requestTypes: [
    { id_tipo_solicitud: 1, n_tipo_solicitud: "Vacaciones" },
    { id_tipo_solicitud: 2, n_tipo_solicitud: "Préstamos" },
  ],
  responsibilityTypes: [{ id_tipo_resp: 4, n_tipo_resp: "Recursos Humanos" }],
}
// As the server of another backend may send it: numeric strings and nulls (SPEC 3.4).
const storedRaw = { id_tipo_solicitud: "1", niveles: "1", validacion: "1", emp_id_tipo_resp: "4", resp1_id_tipo_resp: null, emp_notifica: "1" }
const savedFlow: AuthorizationFlow = { ...emptyFlow(), id_tipo_solicitud: 1, niveles: 1, emp_id_tipo_resp: 4, emp_notifica: 1 }
const levels: ReadonlyArray<Level> = [0, 1, 2, 3, 4]
const typeName = (id: number | "") => catalogs.requestTypes.find((t) => t.id_tipo_solicitud === id)?.n_tipo_solicitud

// Three walks share one coverage record, so the state space of each stays small: the life
// cycle (loading, choosing, saving and their failures), another type over unsaved edits, and the
// editing rules at every level.
const reachEditing = [
  { type: "xstate.done.actor.loadCatalogs", output: { kind: "loaded", catalogs } },
  { type: "SELECT_TYPE", id: 1 },
  { type: "xstate.done.actor.loadFlow", output: { kind: "loaded", raw: null } },
] as const
const lifecycleEvents = [
  ...reachEditing,
  { type: "xstate.done.actor.loadCatalogs", output: { kind: "failed", message: "sin datos" } },
  { type: "xstate.error.actor.loadCatalogs", error: new Error("offline") },
  { type: "RETRY" },
  { type: "SELECT_TYPE", id: "" },
  { type: "xstate.done.actor.loadFlow", output: { kind: "loaded", raw: storedRaw } },
  { type: "xstate.done.actor.loadFlow", output: { kind: "failed", message: "sin datos" } },
  { type: "xstate.error.actor.loadFlow", error: new Error("offline") },
  { type: "SET_LEVEL", level: 1 },
  { type: "SET_SELECTOR", field: "emp_id_tipo_resp", value: 4 },
  { type: "SET_VALIDATE", value: 1 },
  { type: "SET_NOTIFY", value: 1 },
  { type: "SAVE" },
  { type: "xstate.done.actor.saveFlow", output: { kind: "saved", flow: savedFlow, message: messages.datosGuardados } },
  { type: "xstate.done.actor.saveFlow", output: { kind: "failed", message: "no" } },
  { type: "xstate.error.actor.saveFlow", error: new Error("offline") },
] as const
// Another type over unsaved edits: asked first; staying keeps them, leaving starts the new type
// (or none) from an empty flow.
const switchingEvents = [
  ...reachEditing,
  { type: "SET_VALIDATE", value: 1 },
  { type: "SELECT_TYPE", id: 2 },
  { type: "SELECT_TYPE", id: "" },
  { type: "LEAVE" },
  { type: "STAY" },
] as const
const editingEvents = [
  ...reachEditing,
  ...levels.map((level) => ({ type: "SET_LEVEL", level })),
  { type: "SET_NOTIFY_EMPLOYEE", value: 1 },
  { type: "SET_POSITION", id: 25, name: "Gerente" },
  { type: "SET_SELECTOR", field: "resp1_id_tipo_resp", value: 4 },
  { type: "SET_FLAG", flag: "resp2_notifica_resp1", value: 1 },
] as const

/** Whatever the path, the flow on screen obeys the rule table of its level. */
const expectConsistent = (flow: AuthorizationFlow) => {
  const view = levelView(flow.niveles, true)
  for (const f of selectorFields) if (!view.selectors[f]) expect(flow[f], f).toBe("")
  for (const f of notifyFlags) if (!view.checkboxes[f]) expect(flow[f], f).toBe(0)
  if (flow.niveles > 0) {
    expect(flow.emp_notifica).toBe(1)
    expect(flow.id_posicion).toBe("")
  }
}

const expectEditing = (s: Snap, env: ReplayEnv) => {
  expectConsistent(s.context.flow)
  expect([1, 2]).toContain(s.context.flow.id_tipo_solicitud)
  expect(s.context.flow.n_tipo_solicitud).toBe(typeName(s.context.flow.id_tipo_solicitud))
  const event = env.lastEvent
  // Back from the question: the edits are still there.
  if (event?.type === "STAY") expect(hasUnsavedFlow(s.context)).toBe(true)
  if (event?.type === "SAVE") {
    expect(env.emitted.at(-1)).toEqual({ type: "toast", tone: "warning", title: missingResponsibilityWarning(s.context.flow), message: "" })
  }
  if (event?.type === "xstate.done.actor.loadFlow" && "output" in event) {
    const raw = (event.output as { raw: unknown }).raw
    if (raw !== null) expect(s.context.flow).toMatchObject({ niveles: 1, validacion: 1, emp_id_tipo_resp: 4, resp1_id_tipo_resp: "" })
    else expect(s.context.flow).toEqual({ ...emptyFlow(), id_tipo_solicitud: s.context.flow.id_tipo_solicitud, n_tipo_solicitud: s.context.flow.n_tipo_solicitud })
    // What was loaded is not an unsaved change.
    expect(hasUnsavedFlow(s.context)).toBe(false)
  }
  if (event?.type === "xstate.done.actor.saveFlow" && "output" in event) {
    const output = event.output as SaveFlowOutcome
    expect(env.emitted.at(-1)).toMatchObject(
      output.kind === "saved" ? { tone: "success", title: messages.datosGuardados } : { tone: "error", title: messages.errorGuardarInformacion, message: "no" },
    )
    if (output.kind === "saved") expect(hasUnsavedFlow(s.context)).toBe(false)
  }
  if (event?.type === "SET_LEVEL") expect(s.context.flow.niveles).toBe((event as unknown as { level: Level }).level)
}

describe("authorizationFlow machine paths", () => {
  it("reaches every state, every level and takes every transition", () => {
    const coverage = new Coverage(machine)
    const seenLevels = new Set<number>()
    const paths = [lifecycleEvents, switchingEvents, editingEvents].flatMap((events) => transitionPaths(machine, { events: [...events] as never }))
    replay<Snap>(machine, paths, coverage, {
      expect: {
        '"loading"': (s) => expect(s.children.loadCatalogs).toBeDefined(),
        '"loadFailed"': (_s, env) => expect(env.emitted.at(-1)).toMatchObject({ tone: "error" }),
        '"noType"': (s, env) => {
          // Reset: every flag 0 and every id ''; nothing is editable until a type is chosen.
          expect(s.context.flow).toEqual(emptyFlow())
          const view = viewOf(s.context, false)
          expect(Object.values(view.selectors).some(Boolean)).toBe(false)
          expect(Object.values(view.checkboxes).some(Boolean)).toBe(false)
          if (env.lastEvent?.type === "SAVE") {
            expect(env.emitted.at(-1)).toEqual({ type: "toast", tone: "warning", title: messages.tipoSolicitudRequerido, message: "" })
          }
        },
        '"loadingFlow"': (s) => {
          // Nothing of the previous type stays: the new type starts from an empty flow.
          expect([1, 2]).toContain(s.context.flow.id_tipo_solicitud)
          expect(s.context.flow).toEqual({ ...emptyFlow(), id_tipo_solicitud: s.context.flow.id_tipo_solicitud, n_tipo_solicitud: typeName(s.context.flow.id_tipo_solicitud) })
          expect(s.context.pendingType).toBe("")
          expect(s.children.loadFlow).toBeDefined()
        },
        '"confirmingType"': (s) => {
          // Another type over unsaved edits waits for the answer; the edits are still there.
          expect(hasUnsavedFlow(s.context)).toBe(true)
          expect(s.context.pendingType).not.toBe(s.context.flow.id_tipo_solicitud)
        },
        '"editing"': (s, env) => {
          seenLevels.add(s.context.flow.niveles)
          expectEditing(s, env)
        },
        '"saving"': (s) => {
          expectConsistent(s.context.flow)
          expect(missingResponsibilityWarning(s.context.flow)).toBeUndefined()
          expect(s.children.saveFlow).toBeDefined()
        },
      },
    })
    assertComplete(coverage)
    expect([...seenLevels].sort()).toEqual([0, 1, 2, 3, 4])
  })

  it("refuses edits the level disables and clears what a lower level disables", async () => {
    const saved: AuthorizationFlow[] = []
    const actor = createActor(
      authorizationFlowMachine.provide({
        actors: {
          loadCatalogs: fromPromise<CatalogsOutcome>(async () => ({ kind: "loaded", catalogs })),
          loadFlow: fromPromise<FlowOutcome, { id: number }>(async () => ({ kind: "loaded", raw: null })),
          saveFlow: fromPromise<SaveFlowOutcome, AuthorizationFlow>(async ({ input }) => {
            saved.push(input)
            return { kind: "saved", flow: input, message: messages.datosGuardados }
          }),
        },
      }),
    ).start()
    await new Promise((r) => setTimeout(r, 0))
    actor.send({ type: "SET_SELECTOR", field: "emp_id_tipo_resp", value: 4 })
    expect(actor.getSnapshot().value).toBe("noType")
    actor.send({ type: "SELECT_TYPE", id: 1 })
    await new Promise((r) => setTimeout(r, 0))
    actor.send({ type: "SET_SELECTOR", field: "emp_id_tipo_resp", value: 4 })
    expect(actor.getSnapshot().context.flow.emp_id_tipo_resp).toBe("")
    actor.send({ type: "SET_POSITION", id: 9, name: "Jefe" })
    actor.send({ type: "SET_LEVEL", level: 3 })
    expect(actor.getSnapshot().context.flow).toMatchObject({ id_posicion: "", emp_notifica: 1 })
    actor.send({ type: "SET_SELECTOR", field: "emp_id_tipo_resp", value: 4 })
    actor.send({ type: "SET_SELECTOR", field: "resp3_id_tipo_resp", value: 4 })
    actor.send({ type: "SET_FLAG", flag: "resp3_notifica_resp1", value: 1 })
    actor.send({ type: "SET_FLAG", flag: "emp_notifica_resp4", value: 1 })
    expect(actor.getSnapshot().context.flow).toMatchObject({ emp_id_tipo_resp: 4, resp3_id_tipo_resp: "", resp3_notifica_resp1: 1, emp_notifica_resp4: 0 })
    actor.send({ type: "SAVE" })
    expect(actor.getSnapshot().value).toBe("editing")
    actor.send({ type: "SET_SELECTOR", field: "resp1_id_tipo_resp", value: 4 })
    actor.send({ type: "SET_SELECTOR", field: "resp2_id_tipo_resp", value: 4 })
    actor.send({ type: "SAVE" })
    await new Promise((r) => setTimeout(r, 0))
    expect(saved).toHaveLength(1)
    expect(saved[0]).toEqual(applyLevel(saved[0]!, 3))
    actor.send({ type: "SET_LEVEL", level: 1 })
    expect(actor.getSnapshot().context.flow).toMatchObject({ resp1_id_tipo_resp: "", resp2_id_tipo_resp: "", resp3_notifica_resp1: 0 })
  })
})

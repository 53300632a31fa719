import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import type { ReportRequest } from "../../domain/reporteador/reporteador"
import { colaboradoresReport } from "../../domain/reporteador/reporteador"
import {
  type GenerateOutcome,
  type ReportBuilderContext,
  moveColumn,
  problemMessage,
  reportBuilderMachine,
} from "../../machines/reporteador/reporteador"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof reportBuilderMachine>

const machine = reportBuilderMachine.provide({
  actors: { generate: fromPromise<GenerateOutcome, ReportRequest>(() => new Promise(() => {})) },
})

const tabla = colaboradoresReport.tabla
const all = colaboradoresReport.columns.map((c) => c.id)

// Two columns are enough to reach every transition; all eight would only multiply the states.
const events = [
  { type: "SELECT_TYPE", tabla },
  { type: "SELECT_TYPE", tabla: null },
  { type: "PICK", list: "available", column: "n_empleado" },
  { type: "PICK", list: "shown", column: "id_empleado" },
  { type: "MOVE", column: "id_empleado", to: "shown" },
  { type: "MOVE", column: "n_empleado", to: "shown", index: 0 },
  { type: "MOVE", column: "id_empleado", to: "available", index: 0 },
  { type: "ADD" },
  { type: "REMOVE" },
  { type: "UP" },
  { type: "DOWN" },
  { type: "GENERATE" },
  { type: "xstate.done.actor.generate", output: { kind: "downloaded" } },
  { type: "xstate.done.actor.generate", output: { kind: "refused", message: messages.columnaReporteDesconocida } },
  { type: "xstate.error.actor.generate", error: new Error("offline") },
] as const

/** What holds in every state: each column of the report is in exactly one list. */
const expectLists = (c: ReportBuilderContext) => {
  if (c.tabla === null) {
    expect(c.available).toEqual([])
    expect(c.shown).toEqual([])
    return
  }
  expect([...c.available, ...c.shown].sort()).toEqual([...all].sort())
  // The available list keeps the report's order unless a drop put a column elsewhere.
  if (c.picked.available !== null) expect(c.available).toContain(c.picked.available)
  if (c.picked.shown !== null) expect(c.shown).toContain(c.picked.shown)
}

const expectEditing = (s: Snap, env: ReplayEnv) => {
  expectLists(s.context)
  const event = env.lastEvent
  if (event?.type === "GENERATE") {
    // Refused by SPEC 5: nothing is sent and the rule's message shows.
    expect(s.children.generate).toBeUndefined()
    expect(problemMessage(s.context)).toBe(s.context.tabla === null ? messages.tipoReporteRequerido : messages.columnaRequerida)
  }
  if (event?.type === "xstate.done.actor.generate" && "output" in event) {
    const outcome = event.output as GenerateOutcome
    expect(env.emitted.at(-1)).toEqual(
      outcome.kind === "downloaded"
        ? { type: "toast", tone: "success", title: messages.reporteGenerado, message: "" }
        : { type: "toast", tone: "error", title: messages.loSentimos, message: messages.columnaReporteDesconocida },
    )
  }
  if (event?.type === "xstate.error.actor.generate") {
    expect(env.emitted.at(-1)).toEqual({ type: "toast", tone: "error", title: messages.loSentimos, message: messages.errorGeneral })
  }
}

describe("reportBuilder machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    // At most two columns shown: every transition is reachable, and the orders of all eight
    // columns (8! of them) stay out of the graph.
    const offered = (s: Snap) =>
      events.filter((e) => s.context.shown.length < 2 || !(e.type === "ADD" || (e.type === "MOVE" && e.to === "shown")))
    const paths = transitionPaths(machine, { events: offered as never })
    replay<Snap>(machine, paths, coverage, {
      expect: {
        '"editing"': expectEditing,
        '"generating"': (s) => {
          // Only a complete request leaves: a type and at least one column, in the shown order.
          expectLists(s.context)
          expect(s.context.tabla).toBe(tabla)
          expect(s.context.shown.length).toBeGreaterThan(0)
          expect(s.context.problem).toBeNull()
          expect(s.children.generate).toBeDefined()
        },
      },
    })
    assertComplete(coverage)
  })

  it("sends the type, its title and the columns in the order shown", async () => {
    const sent: Array<ReportRequest> = []
    const actor = createActor(
      reportBuilderMachine.provide({
        actors: {
          generate: fromPromise<GenerateOutcome, ReportRequest>(async ({ input }) => {
            sent.push(input)
            return { kind: "downloaded" }
          }),
        },
      }),
    ).start()
    actor.send({ type: "GENERATE" })
    expect(problemMessage(actor.getSnapshot().context)).toBe(messages.tipoReporteRequerido)
    actor.send({ type: "SELECT_TYPE", tabla })
    expect(actor.getSnapshot().context.problem).toBe("columnas")
    expect(actor.getSnapshot().context.available).toEqual(all)
    actor.send({ type: "PICK", list: "available", column: "n_puesto" })
    actor.send({ type: "ADD" })
    expect(actor.getSnapshot().context.problem).toBeNull()
    actor.send({ type: "MOVE", column: "id_empleado", to: "shown", index: 0 })
    actor.send({ type: "MOVE", column: "n_empresa", to: "shown", index: 1 })
    actor.send({ type: "PICK", list: "shown", column: "n_puesto" })
    actor.send({ type: "UP" })
    actor.send({ type: "UP" })
    expect(actor.getSnapshot().context.shown).toEqual(["n_puesto", "id_empleado", "n_empresa"])
    actor.send({ type: "UP" })
    expect(actor.getSnapshot().context.shown).toEqual(["n_puesto", "id_empleado", "n_empresa"])
    actor.send({ type: "PICK", list: "shown", column: "id_empleado" })
    actor.send({ type: "REMOVE" })
    expect(actor.getSnapshot().context.available[0]).toBe("id_empleado")
    actor.send({ type: "GENERATE" })
    await new Promise((r) => setTimeout(r, 0))
    expect(sent).toEqual([{ tabla, tituloReporte: colaboradoresReport.label, columnas: ["n_puesto", "n_empresa"] }])
    expect(actor.getSnapshot().value).toBe("editing")
  })

  it("ignores a column the report does not have", () => {
    const context: ReportBuilderContext = { tabla, available: all, shown: [], picked: { available: null, shown: null }, problem: null }
    expect(moveColumn(context, "password_hash", "shown")).toBe(context)
  })
})

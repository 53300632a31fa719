import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import { date, select } from "../../domain/records/field"
import type { FilterText, ReportFilters } from "../../domain/records/report"
import {
  type DrillOutcome,
  type ExportOutcome,
  type LoadRequest,
  type ReportLoadOutcome,
  createReportPageMachine,
  shownRows,
} from "../../machines/records/report-page"
import type { ToastEmitted } from "../../machines/toast"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

// The generic report page's machine: every state and transition walked by the model-based paths
// (each state's expectation checked after every step), then the things a path cannot tell: the
// requests the actors receive, dependent filters emptied, rows appended from the next page.

interface Answer {
  readonly filas: ReadonlyArray<string>
}

const filters: ReportFilters = {
  id_empresa: { field: select({ label: "Empresa", integerId: true, scope: "empresa" }), message: "La empresa no es válida", optional: true },
  id_centro_trabajo: {
    field: select({
      label: "Centro de trabajo",
      integerId: true,
      scope: "centro_trabajo",
      lookup: { catalogue: "centros", idColumn: "id", labelColumn: "n", parent: { field: "id_empresa", column: "id_empresa" } },
    }),
    message: "El centro no es válido",
    optional: true,
  },
  fecha: { field: date({ label: "Fecha", required: "La fecha es requerida" }), message: "La fecha no es válida" },
}
const report = {
  filters,
  rows: (a: unknown) => (a as Answer).filas,
  withRows: (a: unknown, filas: ReadonlyArray<unknown>) => ({ ...(a as Answer), filas: filas as ReadonlyArray<string> }),
  pageSize: 2,
}
const initial: FilterText = { fecha: "2026-03-31" }
const machine = createReportPageMachine<Answer, string>()
type Snap = SnapshotFrom<typeof machine>

const loaded = (filas: ReadonlyArray<string>, total: number): ReportLoadOutcome<Answer> => ({ kind: "loaded", result: { filas }, total })
const done = (src: string, output: unknown) => ({ type: `xstate.done.actor.0.reportPage.${src}`, output })

describe("report page machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    // Each invoke's done event is named by its state's id.
    const loadDone = (o: ReportLoadOutcome<Answer>) => [done("loading", o), done("shown.more", o)]
    const events = [
      ...loadDone(loaded(["A", "B"], 3)),
      ...loadDone(loaded([], 0)),
      ...loadDone({ kind: "failed", message: messages.errorObtener }),
      ...loadDone({ kind: "invalid", problems: ["La fecha no es válida"] }),
      { type: "xstate.error.actor.0.reportPage.loading", error: new Error("offline") },
      { type: "xstate.error.actor.0.reportPage.shown.more", error: new Error("offline") },
      done("shown.drilling", { kind: "loaded", rows: ["Ana"] } satisfies DrillOutcome<string>),
      done("shown.drilling", { kind: "failed", message: "No tiene permiso" } satisfies DrillOutcome<string>),
      { type: "xstate.error.actor.0.reportPage.shown.drilling", error: new Error("offline") },
      done("shown.exporting", { kind: "saved" } satisfies ExportOutcome),
      done("shown.exporting", { kind: "refused", message: "El mapa tiene 500 filas" } satisfies ExportOutcome),
      { type: "xstate.error.actor.0.reportPage.shown.exporting", error: new Error("offline") },
      { type: "SET_FILTER", name: "fecha", value: "" },
      { type: "SET_FILTER", name: "fecha", value: "2026-01-31" },
      { type: "RETRY" },
      { type: "MORE" },
      { type: "OPEN_CELL", cell: { fields: { clave: "7" }, title: "Liderazgo · Ventas" } },
      { type: "CLOSE_CELL" },
      { type: "EXPORT", kind: "xlsx" },
      { type: "SELECT", keys: ["A"], selected: true },
      { type: "SELECT", keys: ["A"], selected: false },
      { type: "RELOAD" },
    ]
    // The selection is left out of a state's identity: selecting is a loop on the state it is in.
    const serializeState = (s: Snap) => JSON.stringify({ value: s.value, context: { ...s.context, selected: undefined } })
    const paths = transitionPaths(machine, { input: { report, initial }, events: events as never, serializeState: serializeState as never })
    const toasts = (env: ReplayEnv) => env.emitted.filter((e): e is ToastEmitted => e.type === "toast")
    const lastTone = (env: ReplayEnv) => toasts(env).at(-1)?.tone
    replay<Snap>(machine, paths, coverage, {
      input: { report, initial },
      expect: {
        '"loading"': (s) => {
          expect(s.context.result).toBeNull()
          expect(s.context.problems).toEqual([])
          expect(s.context.selected).toEqual([])
        },
        '"invalid"': (s) => expect(s.context.problems.length).toBeGreaterThan(0),
        '"empty"': (s) => expect(s.context.total).toBe(0),
        '"failed"': (s, env) => {
          expect(s.context.result).toBeNull()
          expect(lastTone(env)).toBe("error")
        },
        '{"shown":"idle"}': (s) => {
          expect(shownRows(s.context)).toBeGreaterThan(0)
          expect(s.context.cell).toBeNull()
          expect(s.context.exporting).toBeNull()
        },
        '{"shown":"more"}': (s) => expect(shownRows(s.context)).toBeLessThan(s.context.total),
        '{"shown":"drilling"}': (s) => {
          expect(s.context.cell?.title).toBe("Liderazgo · Ventas")
          expect(s.context.people).toBeNull()
        },
        '{"shown":"drilled"}': (s) => expect(s.context.people).toEqual(["Ana"]),
        '{"shown":"exporting"}': (s) => expect(s.context.exporting).toBe("xlsx"),
      },
    })
    assertComplete(coverage)
  }, 30_000)

  it("asks for page 1 then the next, appends the rows, and empties a filter that hangs from a changed one", async () => {
    const requests: Array<LoadRequest> = []
    const actor = createActor(
      machine.provide({
        actors: {
          load: fromPromise<ReportLoadOutcome<Answer>, LoadRequest>(async ({ input }) => {
            requests.push(input)
            return input.pagina === 1 ? loaded(["A", "B"], 3) : loaded(["C"], 3)
          }),
        },
      }),
      { input: { report, initial: { ...initial, id_empresa: "1", id_centro_trabajo: "4" } } },
    ).start()
    const settled = () => new Promise<void>((resolve) => actor.subscribe((s) => s.matches({ shown: "idle" }) && resolve()))
    await settled()
    actor.send({ type: "MORE" })
    await settled()
    expect(actor.getSnapshot().context.result?.filas).toEqual(["A", "B", "C"])
    // Nothing more to ask for: MORE is ignored.
    actor.send({ type: "MORE" })
    expect(actor.getSnapshot().value).toEqual({ shown: "idle" })
    actor.send({ type: "SET_FILTER", name: "id_empresa", value: "2" })
    await settled()
    expect(requests.map((r) => [r.pagina, r.por_pagina, r.filters])).toEqual([
      [1, 2, { fecha: "2026-03-31", id_empresa: "1", id_centro_trabajo: "4" }],
      [2, 2, { fecha: "2026-03-31", id_empresa: "1", id_centro_trabajo: "4" }],
      [1, 2, { fecha: "2026-03-31", id_empresa: "2", id_centro_trabajo: "" }],
    ])
    // Selecting rows keeps their keys once each, in order; a new read forgets them.
    actor.send({ type: "SELECT", keys: ["B"], selected: true })
    actor.send({ type: "SELECT", keys: ["A", "B", "C"], selected: true })
    expect(actor.getSnapshot().context.selected).toEqual(["B", "A", "C"])
    actor.send({ type: "SELECT", keys: ["A"], selected: false })
    expect(actor.getSnapshot().context.selected).toEqual(["B", "C"])
    actor.send({ type: "RELOAD" })
    expect(actor.getSnapshot().context.selected).toEqual([])
    await settled()
    actor.send({ type: "SET_FILTER", name: "id_empresa", value: "-4" })
    expect(actor.getSnapshot().value).toBe("invalid")
    expect(actor.getSnapshot().context.problems).toEqual(["La empresa no es válida"])
    actor.stop()
  })
})

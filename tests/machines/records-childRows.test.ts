import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor } from "xstate"
import { emptyChildRow } from "../../domain/records/field"
import { aidDocuments } from "../../domain/personal/tipos-ayuda"
import {
  type ChildRowsEmitted,
  type ChildRowsEvent,
  canAdd,
  childRowRules,
  childRowsMachine,
  draftProblems,
  visibleRowProblems,
} from "../../machines/records/child-rows"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof childRowsMachine>

// The documents of a type of aid as the fixture: one stored row, room for one more, so the
// walk meets a full list, an invalid row and a removal. Few values keep the graph small; the
// duplicate rule and edits in place are checked by the journey below.
const ine = { n_documento: "INE", obligatorio: "1" }
const input = { rows: [ine], empty: emptyChildRow(aidDocuments), validate: childRowRules(aidDocuments), maxRows: 2 }

const events: ReadonlyArray<ChildRowsEvent> = [
  { type: "ADD" },
  { type: "EDIT", index: 0 },
  { type: "EDIT", index: 3 },
  { type: "CHANGE", field: "n_documento", value: "Acta de nacimiento" },
  { type: "BLUR", field: "n_documento" },
  { type: "SAVE_ROW" },
  { type: "CANCEL_ROW" },
  { type: "REMOVE", index: 0 },
  { type: "REMOVE", index: 7 },
  { type: "CONFIRM_REMOVE" },
  { type: "CANCEL_REMOVE" },
  { type: "SYNC", rows: [] },
]

const lastChanged = (env: ReplayEnv) => env.emitted.filter((e): e is ChildRowsEmitted => e.type === "changed").at(-1)

const expectListing = (s: Snap, env: ReplayEnv) => {
  const c = s.context
  // Nothing open: the draft is the empty row again and nothing waits for a confirmation.
  expect(c.draft).toEqual(input.empty)
  expect(c.index).toBeNull()
  expect(c.touched).toEqual({})
  expect(c.edited).toEqual({})
  expect(c.removing).toBeNull()
  expect(c.rows.length).toBeLessThanOrEqual(2)
  // Every row in the list passed the row rules against the others.
  for (const [i, row] of c.rows.entries()) expect(c.validate(row, c.rows.filter((_, j) => j !== i))).toEqual({})
  const event = env.lastEvent
  if (event?.type === "SAVE_ROW" || event?.type === "CONFIRM_REMOVE") expect(lastChanged(env)?.rows).toBe(c.rows)
  if (event?.type === "SYNC") expect(c.rows).toEqual([])
  if (event?.type === "ADD") expect(canAdd(c)).toBe(false)
}

const expectEditing = (s: Snap, env: ReplayEnv) => {
  const c = s.context
  const shown = visibleRowProblems(c)
  for (const [field, problem] of Object.entries(shown)) if (c.touched[field] !== true) expect(problem).toBeNull()
  const event = env.lastEvent as ChildRowsEvent | undefined
  if (event?.type === "ADD") {
    expect(c.index).toBeNull()
    expect(c.draft).toEqual(input.empty)
  }
  if (event?.type === "EDIT") expect(c.draft).toEqual(c.rows[event.index])
  if (event?.type === "SAVE_ROW") {
    // Refused: every field touched, the row's problems shown, the list untouched.
    expect(Object.keys(draftProblems(c)).length).toBeGreaterThan(0)
    expect(c.touched).toEqual({ n_documento: true, obligatorio: true })
    expect(shown.n_documento).not.toBeNull()
  }
}

const expectConfirming = (s: Snap) => {
  expect(s.context.removing).not.toBeNull()
  expect(s.context.rows[s.context.removing ?? -1]).toBeDefined()
}

describe("childRows machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(childRowsMachine)
    replay<Snap>(childRowsMachine, transitionPaths(childRowsMachine, { input, events: [...events] as never }), coverage, {
      input,
      expect: { '"listing"': expectListing, '"editing"': expectEditing, '"confirming"': expectConfirming },
    })
    assertComplete(coverage)
  })

  it("shows no message for a field the focus only passed through; a field changed and left shows its own", () => {
    const actor = createActor(childRowsMachine, { input }).start()
    actor.send({ type: "ADD" })
    actor.send({ type: "BLUR", field: "n_documento" })
    expect(visibleRowProblems(actor.getSnapshot().context).n_documento).toBeNull()
    actor.send({ type: "CHANGE", field: "n_documento", value: "x" })
    actor.send({ type: "CHANGE", field: "n_documento", value: "" })
    actor.send({ type: "BLUR", field: "n_documento" })
    expect(visibleRowProblems(actor.getSnapshot().context).n_documento).toBe("El documento es requerido")
  })

  it("adds, edits and removes rows, announcing the whole list each time", () => {
    const actor = createActor(childRowsMachine, { input }).start()
    const seen: Array<ReadonlyArray<Readonly<Record<string, string>>>> = []
    actor.on("changed", (e) => {
      seen.push(e.rows)
    })
    actor.send({ type: "ADD" })
    actor.send({ type: "SAVE_ROW" })
    expect(visibleRowProblems(actor.getSnapshot().context).n_documento).toBe("El documento es requerido")
    actor.send({ type: "CHANGE", field: "n_documento", value: " ine " })
    actor.send({ type: "SAVE_ROW" })
    expect(visibleRowProblems(actor.getSnapshot().context).n_documento).toBe("Este documento ya está en la lista")
    actor.send({ type: "CHANGE", field: "n_documento", value: "Comprobante de domicilio" })
    actor.send({ type: "SAVE_ROW" })
    actor.send({ type: "EDIT", index: 0 })
    // A row edited in place may keep its own value: it is not a duplicate of itself.
    actor.send({ type: "CHANGE", field: "obligatorio", value: "0" })
    actor.send({ type: "SAVE_ROW" })
    actor.send({ type: "REMOVE", index: 1 })
    actor.send({ type: "CONFIRM_REMOVE" })
    expect(seen).toEqual([
      [ine, { n_documento: "Comprobante de domicilio", obligatorio: "1" }],
      [{ n_documento: "INE", obligatorio: "0" }, { n_documento: "Comprobante de domicilio", obligatorio: "1" }],
      [{ n_documento: "INE", obligatorio: "0" }],
    ])
    expect(actor.getSnapshot().value).toBe("listing")
  })

  it("empties a row's label read from the server once its person changes, and keeps it otherwise", () => {
    const participants = { rows: [{ id_empleado: "7", n_empleado: "Ana Ruiz", estado: "Inscrito" }], empty: { id_empleado: "", n_empleado: "", estado: "Inscrito" }, validate: () => ({}), labels: { id_empleado: "n_empleado" } }
    const actor = createActor(childRowsMachine, { input: participants }).start()
    actor.send({ type: "EDIT", index: 0 })
    actor.send({ type: "CHANGE", field: "estado", value: "Baja" })
    actor.send({ type: "CHANGE", field: "id_empleado", value: "7" })
    expect(actor.getSnapshot().context.draft).toEqual({ id_empleado: "7", n_empleado: "Ana Ruiz", estado: "Baja" })
    actor.send({ type: "CHANGE", field: "id_empleado", value: "9" })
    actor.send({ type: "SAVE_ROW" })
    expect(actor.getSnapshot().context.rows).toEqual([{ id_empleado: "9", n_empleado: "", estado: "Baja" }])
  })
})

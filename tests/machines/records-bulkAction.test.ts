import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { bulkFollowUp, bulkRenewal } from "../../domain/contratos/contratos-vencer-bulk"
import { contractMessages } from "../../domain/contratos/gestion-contratos-vocabulary"
import { messages } from "../../domain/messages"
import { bulkMessages } from "../../domain/records/bulk"
import { formProblems, initialValues } from "../../domain/records/descriptor"
import { type BulkRequest, type BulkSendOutcome, bulkActionMachine, visibleProblems } from "../../machines/records/bulk-action"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"
import type { Values } from "../../machines/records/dialog-form"

// The bulk action machine walked on every path, with Contratos por vencer's renewal as the
// fixture: opened with nothing selected it stays closed and says so; its form validates by the
// action's descriptor (FECHA needs its end); the answer, one result per contract, stays until
// closed, and the list reads again.

type Snap = SnapshotFrom<typeof bulkActionMachine>

const machine = bulkActionMachine.provide({
  actors: { send: fromPromise<BulkSendOutcome, BulkRequest>(() => new Promise(() => {})) },
})

const actions = [bulkRenewal, bulkFollowUp]
const input = {
  validate: (action: string, values: Values) => {
    const a = actions.find((x) => x.id === action)
    return a === undefined ? {} : formProblems(a.form, "add", values)
  },
}
const start = initialValues(bulkRenewal.form)
const keys = ["CT-1-2026-00001", "CT-1-2026-00002"]
const results = [
  { clave: keys[0] ?? "", resultado: "hecho", mensaje: contractMessages.renovado },
  { clave: keys[1] ?? "", resultado: "rechazado", mensaje: contractMessages.noRenovable },
] as const

const events = [
  { type: "OPEN", action: "renovar", keys: [], values: start },
  { type: "OPEN", action: "renovar", keys, values: start },
  { type: "CHANGE", field: "f_fin", value: "2026-12-31" },
  { type: "CHANGE", field: "f_fin", value: "" },
  { type: "BLUR", field: "f_fin" },
  { type: "SUBMIT" },
  { type: "CANCEL" },
  { type: "CLOSE" },
  { type: "xstate.done.actor.send", output: { kind: "done", message: bulkMessages.resumen(1, 0, 1), results } },
  { type: "xstate.done.actor.send", output: { kind: "refused", message: contractMessages.fin, problems: { f_fin: contractMessages.fin } } },
  { type: "xstate.done.actor.send", output: { kind: "refused", message: bulkMessages.demasiados(100), problems: {} } },
  { type: "xstate.error.actor.send", error: new Error("offline") },
] as const

const expectClosed = (s: Snap, env: ReplayEnv) => {
  expect(s.context.action).toBeNull()
  expect(s.context.keys).toEqual([])
  expect(s.context.results).toEqual([])
  const event = env.lastEvent
  if (event?.type === "OPEN") expect(env.emitted.at(-1)).toEqual({ type: "toast", tone: "warning", title: bulkMessages.ninguno })
}

const expectEditing = (s: Snap, env: ReplayEnv) => {
  expect(s.context.action).toBe("renovar")
  expect(s.context.keys).toEqual(keys)
  const event = env.lastEvent
  if (event?.type === "SUBMIT") {
    expect(s.context.attempt).toBeGreaterThan(0)
    expect(visibleProblems(s.context).f_fin).toBe(contractMessages.fin)
  }
  if (event?.type === "xstate.done.actor.send" && "output" in event) {
    const output = event.output as BulkSendOutcome
    if (output.kind === "refused" && Object.keys(output.problems).length > 0) {
      expect(visibleProblems(s.context).f_fin).toBe(contractMessages.fin)
      expect(s.context.refusal?.message).toBe("")
    } else expect(s.context.refusal?.message).toBe(output.message)
  }
  if (event?.type === "xstate.error.actor.send") expect(s.context.refusal?.message).toBe(messages.errorGeneral)
  if (event?.type === "CHANGE") expect(s.context.refusal?.problems.f_fin).toBeUndefined()
}

describe("bulkAction machine paths", () => {
  it("reaches every state and takes every transition, each state holding what it shows", () => {
    const coverage = new Coverage(machine)
    const serializeState = (snapshot: Snap) => JSON.stringify([snapshot.value, { ...snapshot.context, attempt: Math.min(snapshot.context.attempt, 1) }])
    replay<Snap>(machine, transitionPaths(machine, { input, events: [...events] as never, serializeState: serializeState as never }), coverage, {
      input,
      expect: {
        '"closed"': expectClosed,
        '"editing"': expectEditing,
        '"sending"': (s) => {
          // Only what validates is sent.
          expect(input.validate(s.context.action ?? "", s.context.values)).toEqual({})
          expect(s.children.send).toBeDefined()
        },
        '"answered"': (s, env) => {
          expect(s.context.results).toEqual(results)
          expect(env.emitted.slice(-2)).toEqual([{ type: "toast", tone: "success", title: bulkMessages.resumen(1, 0, 1) }, { type: "done" }])
        },
      },
    })
    assertComplete(coverage)
  })

  it("sends the selected keys with the typed values, keeps the answer, and says a refusal of every one as a warning", async () => {
    const sent: Array<BulkRequest> = []
    const refusedAll = [{ clave: "CT-1-2026-00001", resultado: "rechazado", mensaje: contractMessages.noRenovable }] as const
    const actor = createActor(
      bulkActionMachine.provide({
        actors: {
          send: fromPromise<BulkSendOutcome, BulkRequest>(async ({ input: request }) => {
            sent.push(request)
            return { kind: "done", message: bulkMessages.resumen(0, 0, 1), results: refusedAll }
          }),
        },
      }),
      { input },
    ).start()
    const toasts: Array<string> = []
    actor.on("toast", (e) => {
      toasts.push(e.tone)
    })
    actor.send({ type: "OPEN", action: "renovar", keys: ["CT-1-2026-00001"], values: start })
    actor.send({ type: "CHANGE", field: "f_fin", value: "2026-12-31" })
    actor.send({ type: "SUBMIT" })
    await expect.poll(() => actor.getSnapshot().value).toBe("answered")
    expect(sent).toEqual([{ action: "renovar", keys: ["CT-1-2026-00001"], values: { ...start, f_fin: "2026-12-31" } }])
    expect(actor.getSnapshot().context.results).toEqual(refusedAll)
    expect(toasts).toEqual(["warning"])
    actor.send({ type: "CLOSE" })
    expect(actor.getSnapshot().value).toBe("closed")
  })
})

import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import { formProblems } from "../../domain/records/descriptor"
import { administrativeRecords } from "../../domain/personal/actas-administrativas"
import { inputDescriptor } from "../../domain/records/workflow"
import { actaMessages } from "../../domain/personal/actas-administrativas-rules"
import { type FireOutcome, type FireRequest, visibleProblems, workflowTransitionMachine } from "../../machines/records/workflow-transition"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"
import type { Values } from "../../machines/records/dialog-form"

// The workflow transition machine walked on every path, with the actas' own transitions as the
// fixture: Firmar asks nothing (a confirmation), Cancelar asks for the reason (its input
// descriptor validates it).

type Snap = SnapshotFrom<typeof workflowTransitionMachine>

const machine = workflowTransitionMachine.provide({
  actors: { fire: fromPromise<FireOutcome, FireRequest>(() => new Promise(() => {})) },
})

const cancelar = administrativeRecords.workflow?.transitions.find((t) => t.id === "cancelar")
if (cancelar === undefined) throw new Error("the actas' workflow has no cancelar")
const input = {
  validate: (transition: string, _record: unknown, values: Values) =>
    transition === "cancelar" ? formProblems(inputDescriptor(administrativeRecords, cancelar), "edit", values) : {},
}
const acta = { id_acta: 7, folio: "AA-1-2026-00007", estado: "Borrador" }

const events = [
  { type: "OPEN", transition: "firmar", record: acta, asks: false, values: {} },
  { type: "OPEN", transition: "cancelar", record: acta, asks: true, values: { motivo_cancelacion: "" } },
  { type: "CHANGE", field: "motivo_cancelacion", value: "Se acreditó la justificación" },
  { type: "CHANGE", field: "motivo_cancelacion", value: "" },
  { type: "BLUR", field: "motivo_cancelacion" },
  { type: "SUBMIT" },
  { type: "CANCEL" },
  { type: "xstate.done.actor.fire", output: { kind: "fired", message: actaMessages.cancelada } },
  { type: "xstate.done.actor.fire", output: { kind: "conflict", message: actaMessages.yaCancelada } },
  { type: "xstate.done.actor.fire", output: { kind: "refused", message: actaMessages.motivoCancelacion, problems: { motivo_cancelacion: actaMessages.motivoCancelacion } } },
  { type: "xstate.done.actor.fire", output: { kind: "refused", message: "El acta no se pudo cancelar", problems: {} } },
  { type: "xstate.error.actor.fire", error: new Error("offline") },
] as const

const expectClosed = (s: Snap, env: ReplayEnv) => {
  expect(s.context.transition).toBeNull()
  expect(s.context.values).toEqual({})
  expect(s.context.refusal).toBeNull()
  const event = env.lastEvent
  if (event?.type === "xstate.done.actor.fire" && "output" in event) {
    const output = event.output as FireOutcome
    // Done, or the record moved meanwhile: said, and the list reloads either way.
    expect(env.emitted.slice(-2)).toEqual([{ type: "toast", tone: output.kind === "fired" ? "success" : "warning", title: output.message }, { type: "fired" }])
  }
}

const expectAsking = (s: Snap, env: ReplayEnv) => {
  expect(s.context.transition).toMatch(/^(firmar|cancelar)$/)
  expect(s.context.record).toBe(acta)
  expect(s.context.asks).toBe(s.context.transition === "cancelar")
  if (!s.context.asks) expect(s.context.values).toEqual({})
  const event = env.lastEvent
  // An invalid submit shows every problem and counts the attempt; nothing is sent.
  if (event?.type === "SUBMIT") {
    expect(s.context.attempt).toBeGreaterThan(0)
    expect(visibleProblems(s.context).motivo_cancelacion).toBe(actaMessages.motivoCancelacion)
  }
  if (event?.type === "xstate.done.actor.fire" && "output" in event) {
    const output = event.output as FireOutcome
    if (output.kind === "refused" && Object.keys(output.problems).length > 0 && s.context.asks) {
      // The server's word lands on its field, and nothing above the form repeats it.
      expect(visibleProblems(s.context).motivo_cancelacion).toBe(actaMessages.motivoCancelacion)
      expect(s.context.refusal?.message).toBe("")
    } else expect(s.context.refusal?.message).toBe((output as { message: string }).message)
  }
  if (event?.type === "xstate.error.actor.fire") expect(s.context.refusal?.message).toBe(messages.errorGeneral)
  // A changed field forgets what the server said of it.
  if (event?.type === "CHANGE") expect(s.context.refusal?.problems.motivo_cancelacion).toBeUndefined()
}

describe("workflowTransition machine paths", () => {
  it("reaches every state and takes every transition, each state holding what it shows", () => {
    const coverage = new Coverage(machine)
    // The attempt counter grows with every invalid submit: the graph keeps only whether there was one.
    const serializeState = (snapshot: Snap) => JSON.stringify([snapshot.value, { ...snapshot.context, attempt: Math.min(snapshot.context.attempt, 1) }])
    replay<Snap>(machine, transitionPaths(machine, { input, events: [...events] as never, serializeState: serializeState as never }), coverage, {
      input,
      expect: {
        '"closed"': expectClosed,
        '"asking"': expectAsking,
        '"firing"': (s) => {
          // Only what validates is sent.
          expect(input.validate(s.context.transition ?? "", s.context.record, s.context.values)).toEqual({})
          expect(s.children.fire).toBeDefined()
        },
      },
    })
    assertComplete(coverage)
  })

  it("sends the typed reason and reloads once fired", async () => {
    const sent: Array<FireRequest> = []
    const actor = createActor(
      workflowTransitionMachine.provide({
        actors: {
          fire: fromPromise<FireOutcome, FireRequest>(async ({ input: request }) => {
            sent.push(request)
            return { kind: "fired", message: actaMessages.cancelada }
          }),
        },
      }),
      { input },
    ).start()
    const fired: Array<string> = []
    actor.on("fired", (e) => {
      fired.push(e.type)
    })
    actor.send({ type: "OPEN", transition: "cancelar", record: acta, asks: true, values: { motivo_cancelacion: "" } })
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("asking")
    expect(sent).toEqual([])
    actor.send({ type: "CHANGE", field: "motivo_cancelacion", value: "Duplicada" })
    actor.send({ type: "SUBMIT" })
    await expect.poll(() => actor.getSnapshot().value).toBe("closed")
    expect(sent).toEqual([{ transition: "cancelar", record: acta, values: { motivo_cancelacion: "Duplicada" } }])
    expect(fired).toEqual(["fired"])
  })
})

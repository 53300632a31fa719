import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { ReminderOutcome } from "../../domain/evaluacion/reporte-evaluados-objetivos-api"
import type { ObjectivesReportRequest } from "../../domain/evaluacion/reportes-objetivos-filtros"
import { reminderMachine } from "../../machines/evaluacion/reporte-evaluados-objetivos"
import type { CommandOutcome } from "../../machines/records/command"
import type { ToastEmitted } from "../../machines/toast"

// EVA300's reminder: every path: asked and cancelled (nothing sent), confirmed and answered (the
// server's message as a success toast, the filters asked for sent as they were), refused (the
// server's reason as a warning), and a call that throws (the generic error).

const start = (answer: (request: ObjectivesReportRequest) => Promise<CommandOutcome<ReminderOutcome>>) => {
  const sent: Array<ObjectivesReportRequest> = []
  const toasts: Array<ToastEmitted> = []
  const actor = createActor(
    reminderMachine.provide({
      actors: {
        send: fromPromise(async ({ input }: { input: { readonly request: ObjectivesReportRequest } }) => {
          sent.push(input.request)
          return answer(input.request)
        }),
      },
    }),
  ).start()
  actor.on("toast", (t) => toasts.push(t))
  return { actor, sent, toasts }
}

const request = { id_proyecto: 4, id_depto: 9 }

describe("the objectives reminder", () => {
  it("asks, and a cancel sends nothing", () => {
    const { actor, sent } = start(async () => ({ kind: "done", value: { colaboradores: 0, jefes: 0, sin_correo: 0 } }))
    actor.send({ type: "ASK", request })
    expect(actor.getSnapshot().value).toBe("confirming")
    expect(actor.getSnapshot().context.request).toEqual(request)
    actor.send({ type: "CANCEL" })
    expect(actor.getSnapshot().value).toBe("idle")
    expect(actor.getSnapshot().context.request).toBeNull()
    expect(sent).toEqual([])
  })

  it("sends the filters asked for once confirmed and says the server's answer", async () => {
    const { actor, sent, toasts } = start(async () => ({ kind: "done", value: { colaboradores: 2, jefes: 1, sin_correo: 0 }, message: "Recordatorios enviados" }))
    actor.send({ type: "ASK", request })
    actor.send({ type: "CONFIRM" })
    expect(actor.getSnapshot().value).toBe("sending")
    await waitFor(actor, (s) => s.matches("idle"))
    expect(sent).toEqual([request])
    expect(toasts).toEqual([{ type: "toast", tone: "success", title: "Recordatorios enviados" }])
  })

  it("says a refusal as a warning and a failure as an error", async () => {
    const refused = start(async () => ({ kind: "failed", message: "No hay una cuenta de correo configurada", tone: "warning" }))
    refused.actor.send({ type: "ASK", request })
    refused.actor.send({ type: "CONFIRM" })
    await waitFor(refused.actor, (s) => s.matches("idle"))
    expect(refused.toasts.map((t) => [t.tone, t.title])).toEqual([["warning", "No hay una cuenta de correo configurada"]])
    const thrown = start(async () => Promise.reject(new Error("red")))
    thrown.actor.send({ type: "ASK", request })
    thrown.actor.send({ type: "CONFIRM" })
    await waitFor(thrown.actor, (s) => s.matches("idle"))
    expect(thrown.toasts.map((t) => t.tone)).toEqual(["error"])
    expect(thrown.actor.getSnapshot().context.request).toBeNull()
  })
})

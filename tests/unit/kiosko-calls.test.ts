import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import { fileKioskRequest, openKioskQuestionnaire } from "../../machines/kiosko/kiosko-calls"
import type { ApiPort, PortResult } from "../../machines/records/api-port"
import { type CommandOutcome, createCommandMachine } from "../../machines/records/command"
import type { ToastEmitted } from "../../machines/toast"
import type { KioskRequest } from "../../domain/kiosko/kiosko"

const refused = (status: number | null, message: string, detalles: ReadonlyArray<string> = []) => ({ ok: false, status, message, detalles }) as const

const port = (answer: PortResult<unknown>): ApiPort => ({
  call: async (_endpoint: AnyEndpoint) => answer as never,
  download: async () => answer as never,
  upload: async () => answer as never,
})

const loan = { id_tipo_solicitud: "PRESTAMO", f_inicio: null, f_fin: null, detalle: "Urgente", monto: 1500 } as const

/** The toasts a command machine running `call` once says. */
const toastsOf = async (call: () => Promise<CommandOutcome<KioskRequest>>) => {
  const said: Array<ToastEmitted> = []
  const actor = createActor(createCommandMachine<null, KioskRequest>().provide({ actors: { run: fromPromise(() => call()) } })).start()
  actor.on("toast", (t) => said.push(t))
  actor.send({ type: "RUN", input: null })
  await waitFor(actor, (s) => s.value === "done" || s.value === "failed")
  return said
}

describe("filing a kiosk request", () => {
  it("is filed with the server's message, refused in the form's own sentence without a toast, or the error toast with no answer", async () => {
    const request = { id_solicitud: 7 }
    const filed = fileKioskRequest(port({ ok: true, value: { message: "Solicitud registrada", result: request } }))
    expect(await filed(loan)).toEqual({ kind: "done", value: request, message: "Solicitud registrada" })
    expect(await toastsOf(() => filed(loan))).toEqual([{ type: "toast", tone: "success", title: "Solicitud registrada" }])

    const refusal = fileKioskRequest(port(refused(422, "Saldo insuficiente", ["Saldo insuficiente", "Disponibles: 2"])))
    expect(await refusal(loan)).toEqual({ kind: "failed", message: "Saldo insuficiente Disponibles: 2", inline: { detalles: ["Saldo insuficiente", "Disponibles: 2"] } })
    expect(await toastsOf(() => refusal(loan))).toEqual([])

    const noAnswer = fileKioskRequest(port(refused(null, messages.errorGeneral)))
    expect(await noAnswer(loan)).toEqual({ kind: "failed", message: messages.errorGuardarInformacion })
    expect(await toastsOf(() => noAnswer(loan))).toEqual([{ type: "toast", tone: "error", title: messages.errorGuardarInformacion }])
  })
})

describe("opening a NOM-035 questionnaire from the kiosk", () => {
  it("goes to the public questionnaire with the token in the fragment, saying nothing; a refusal is a warning", async () => {
    const opened = openKioskQuestionnaire(port({ ok: true, value: { result: { token: "abc-_1" } } }))
    expect(await opened({ id_proyecto: 3 })).toEqual({ kind: "done", value: "/encuesta-clima#token=abc-_1" })
    const answered = openKioskQuestionnaire(port(refused(409, "Este cuestionario ya fue respondido")))
    expect(await answered({ id_proyecto: 3 })).toEqual({ kind: "failed", message: "Este cuestionario ya fue respondido", tone: "warning" })
    const noAnswer = openKioskQuestionnaire(port(refused(null, messages.errorGeneral)))
    expect(await noAnswer({ id_proyecto: 3 })).toEqual({ kind: "failed", message: messages.errorGeneral })
  })
})

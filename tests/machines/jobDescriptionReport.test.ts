import { describe, expect, it } from "vitest"
import { createActor, fromPromise } from "xstate"
import { type ReporteDescripcionRequest, maxPuestosReporte, reportMessages, todasLasSecciones } from "../../domain/organizacion/reporte-descripcion-puestos-api"
import { messages } from "../../domain/messages"
import { type GenerateOutcome, jobDescriptionReportMachine, shownProblems } from "../../machines/organizacion/reporte-descripcion-puestos"
import type { ToastEmitted } from "../../machines/toast"

// The report's filters: nothing is asked for until the three rules hold, each broken rule shows
// after 'Generar' and clears when it holds; a new company empties the puestos; the request keeps
// the document's order of sections; the outcome is a toast and the form is editable again.

const start = (answer: (request: ReporteDescripcionRequest) => Promise<GenerateOutcome>) => {
  const requests: Array<ReporteDescripcionRequest> = []
  const toasts: Array<ToastEmitted> = []
  const actor = createActor(
    jobDescriptionReportMachine.provide({
      actors: {
        generate: fromPromise<GenerateOutcome, ReporteDescripcionRequest>(({ input }) => {
          requests.push(input)
          return answer(input)
        }),
      },
    }),
  )
  actor.on("toast", (t) => toasts.push(t))
  actor.start()
  return { actor, requests, toasts }
}

describe("job description report machine", () => {
  it("shows the broken rules only after Generar and asks for nothing", () => {
    const { actor, requests } = start(() => Promise.resolve({ kind: "downloaded" }))
    expect(shownProblems(actor.getSnapshot().context)).toEqual({})
    actor.send({ type: "TOGGLE_SECTION", seccion: "generales", on: false })
    for (const s of todasLasSecciones.slice(1)) actor.send({ type: "TOGGLE_SECTION", seccion: s, on: false })
    actor.send({ type: "GENERATE" })
    expect(actor.getSnapshot().value).toBe("editing")
    expect(shownProblems(actor.getSnapshot().context)).toEqual({
      empresa: reportMessages.empresa,
      puestos: reportMessages.puestos,
      secciones: reportMessages.secciones,
    })
    actor.send({ type: "SELECT_COMPANY", id_empresa: 1 })
    actor.send({ type: "TOGGLE_SECTION", seccion: "finalidades", on: true })
    expect(shownProblems(actor.getSnapshot().context)).toEqual({ puestos: reportMessages.puestos })
    actor.send({ type: "SET_PUESTOS", puestos: Array.from({ length: maxPuestosReporte + 1 }, (_, i) => `P${i}`) })
    actor.send({ type: "GENERATE" })
    expect(shownProblems(actor.getSnapshot().context)).toEqual({ puestos: reportMessages.demasiadosPuestos })
    expect(requests).toEqual([])
  })

  it("empties the puestos on a new company and sends the sections in the document's order", async () => {
    const { actor, requests, toasts } = start(() => Promise.resolve({ kind: "downloaded" }))
    actor.send({ type: "SELECT_COMPANY", id_empresa: 1 })
    actor.send({ type: "SET_PUESTOS", puestos: ["A1", "A2", "A1"] })
    actor.send({ type: "SELECT_COMPANY", id_empresa: 2 })
    expect(actor.getSnapshot().context.puestos).toEqual([])
    actor.send({ type: "SET_PUESTOS", puestos: ["B1", "B2"] })
    for (const s of todasLasSecciones) actor.send({ type: "TOGGLE_SECTION", seccion: s, on: false })
    actor.send({ type: "TOGGLE_SECTION", seccion: "dimensiones", on: true })
    actor.send({ type: "TOGGLE_SECTION", seccion: "perfil", on: true })
    actor.send({ type: "SET_OCUPANTES", on: true })
    actor.send({ type: "GENERATE" })
    expect(actor.getSnapshot().value).toBe("generating")
    await new Promise<void>((resolve) => actor.subscribe((s) => s.matches("editing") && resolve()))
    expect(requests).toEqual([{ id_empresa: 2, puestos: ["B1", "B2"], secciones: ["perfil", "dimensiones"], incluir_ocupantes: true }])
    expect(toasts).toEqual([{ type: "toast", tone: "success", title: messages.reporteGenerado, message: "" }])
  })

  it("shows the server's refusal, and the general error when no answer came", async () => {
    for (const [answer, title] of [
      [() => Promise.resolve({ kind: "refused", message: reportMessages.puestosAjenos } as const), reportMessages.puestosAjenos],
      [() => Promise.reject(new Error("offline")), messages.loSentimos],
    ] as const) {
      const { actor, toasts } = start(answer)
      actor.send({ type: "SELECT_COMPANY", id_empresa: 1 })
      actor.send({ type: "SET_PUESTOS", puestos: ["A1"] })
      actor.send({ type: "GENERATE" })
      await new Promise<void>((resolve) => actor.subscribe((s) => s.matches("editing") && resolve()))
      expect(toasts[0]?.title).toBe(title)
    }
  })
})

import { describe, expect, it } from "vitest"
import { SimulatedClock, createActor, fromPromise, waitFor } from "xstate"
import { type LoteDocumentos, documentTexts } from "../../domain/records/document"
import { type CallOutcome, pollMs, recordDocumentsMachine } from "../../machines/records/record-documents"
import type { ToastEmitted } from "../../machines/toast"

// The documents machine of a record page, state by state: a row's print (done, refused, no
// answer), the batch refused before it starts, with nothing ticked, running (its progress read
// on the simulated clock), failed on the server, and finished (the zip fetched, the boxes
// cleared), with the toast each one shows.

const status = (estado: LoteDocumentos["estado"], hechos: number, mensaje: string | null = null): CallOutcome<LoteDocumentos> => ({
  kind: "done",
  value: { trabajo: "00000000-0000-0000-0000-000000000001", estado, hechos, total: 2, mensaje },
})

const run = (answers: {
  readonly print?: CallOutcome<string> | "throws"
  readonly start?: CallOutcome<LoteDocumentos>
  readonly polls?: Array<CallOutcome<LoteDocumentos>>
  readonly fetch?: CallOutcome<string>
}) => {
  const clock = new SimulatedClock()
  const polls = [...(answers.polls ?? [])]
  const actor = createActor(
    recordDocumentsMachine.provide({
      actors: {
        print: fromPromise(async () => {
          if (answers.print === "throws") throw new Error("offline")
          return answers.print ?? { kind: "done", value: "Carta descargada" }
        }),
        start: fromPromise(async () => answers.start ?? status("en_proceso", 0)),
        poll: fromPromise(async () => polls.shift() ?? status("listo", 2)),
        fetch: fromPromise(async () => answers.fetch ?? { kind: "done", value: "lote.zip" }),
      },
    }),
    { clock },
  )
  const toasts: Array<ToastEmitted> = []
  actor.on("toast", (t) => toasts.push(t))
  actor.start()
  return { actor, clock, toasts }
}

describe("recordDocuments machine", () => {
  it("prints one record: done, refused with the server's reason, or no answer", async () => {
    const done = run({})
    done.actor.send({ type: "PRINT", doc: "carta", id: "7", label: "Carta" })
    expect(done.actor.getSnapshot().context.working).toBe("Generando carta")
    await waitFor(done.actor, (s) => s.matches("idle"))
    expect(done.toasts).toEqual([{ type: "toast", tone: "success", title: "Carta descargada" }])
    expect(done.actor.getSnapshot().context.working).toBeNull()

    const refused = run({ print: { kind: "refused", message: "No se ha devuelto" } })
    refused.actor.send({ type: "PRINT", doc: "constancia", id: "7", label: "Constancia" })
    await waitFor(refused.actor, (s) => s.matches("idle"))
    expect(refused.actor.getSnapshot().context.error).toBe("No se ha devuelto")
    expect(refused.toasts.at(-1)?.tone).toBe("error")

    const offline = run({ print: "throws" })
    offline.actor.send({ type: "PRINT", doc: "carta", id: "7", label: "Carta" })
    await waitFor(offline.actor, (s) => s.matches("idle"))
    expect(offline.actor.getSnapshot().context.error).toBe(documentTexts.loteFallido)
  })

  it("asks for a selection before a batch, and toggles rows", () => {
    const { actor, toasts } = run({})
    actor.send({ type: "BATCH", doc: "carta", label: "Carta" })
    expect(actor.getSnapshot().matches("idle")).toBe(true)
    expect(actor.getSnapshot().context.error).toBe(documentTexts.loteVacio)
    expect(toasts).toEqual([])
    actor.send({ type: "TOGGLE", id: "1" })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: "TOGGLE", id: "2" })
    actor.send({ type: "TOGGLE", id: "1" })
    expect(actor.getSnapshot().context.selected).toEqual(["2"])
    actor.send({ type: "CLEAR" })
    expect(actor.getSnapshot().context.selected).toEqual([])
  })

  it("runs a batch: progress on each poll, then the zip, the boxes cleared", async () => {
    const { actor, clock, toasts } = run({ polls: [status("en_proceso", 1), status("listo", 2)] })
    actor.send({ type: "TOGGLE", id: "1" })
    actor.send({ type: "TOGGLE", id: "2" })
    actor.send({ type: "BATCH", doc: "carta", label: "Carta" })
    await waitFor(actor, (s) => s.matches("waiting"))
    expect(actor.getSnapshot().context.batch).toMatchObject({ hechos: 0, total: 2 })
    clock.increment(pollMs)
    await waitFor(actor, (s) => s.matches("waiting") && s.context.batch?.hechos === 1)
    clock.increment(pollMs)
    await waitFor(actor, (s) => s.matches("idle"))
    expect(toasts).toEqual([{ type: "toast", tone: "success", title: documentTexts.listo(2) }])
    expect(actor.getSnapshot().context).toMatchObject({ selected: [], batch: null, working: null, error: null })
  })

  it("keeps the selection when a batch is refused, fails on the server or its zip is refused", async () => {
    const refused = run({ start: { kind: "refused", message: "El registro no existe" } })
    refused.actor.send({ type: "TOGGLE", id: "1" })
    refused.actor.send({ type: "BATCH", doc: "carta", label: "Carta" })
    await waitFor(refused.actor, (s) => s.matches("idle"))
    expect(refused.actor.getSnapshot().context).toMatchObject({ selected: ["1"], error: "El registro no existe" })

    const failed = run({ polls: [status("fallido", 1, "Carta 2: falta el salario")] })
    failed.actor.send({ type: "TOGGLE", id: "1" })
    failed.actor.send({ type: "BATCH", doc: "carta", label: "Carta" })
    await waitFor(failed.actor, (s) => s.matches("waiting"))
    failed.clock.increment(pollMs)
    await waitFor(failed.actor, (s) => s.matches("idle"))
    expect(failed.actor.getSnapshot().context.error).toBe("Carta 2: falta el salario")

    const expired = run({ fetch: { kind: "refused", message: documentTexts.loteNoExiste } })
    expired.actor.send({ type: "TOGGLE", id: "1" })
    expired.actor.send({ type: "BATCH", doc: "carta", label: "Carta" })
    await waitFor(expired.actor, (s) => s.matches("waiting"))
    expired.clock.increment(pollMs)
    await waitFor(expired.actor, (s) => s.matches("idle"))
    expect(expired.actor.getSnapshot().context).toMatchObject({ selected: ["1"], error: documentTexts.loteNoExiste })
  })
})

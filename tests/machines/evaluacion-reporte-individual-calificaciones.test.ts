import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { IndividualGradesKey } from "../../domain/evaluacion/reporte-individual-calificaciones-api"
import { messages } from "../../domain/messages"
import { individualGradesMachine, individualGradesTexts } from "../../machines/evaluacion/reporte-individual-calificaciones"
import type { PortFile } from "../../machines/records/api-port"
import type { CommandOutcome } from "../../machines/records/command"
import type { Loaded } from "../../machines/records/loaded-resource"
import type { LookupItem } from "../../machines/records/lookup-calls"

// "Reporte individual" of EVA360/EVA365: opening reads the cycle's participants; a failed read is
// said with a retry; nothing downloads before a person is chosen; a PDF that comes is handed over
// and the dialog closes; a refusal stays in the dialog; closing forgets everything.

const people: ReadonlyArray<LookupItem> = [
  { id: "7", label: "0007 - Ana López" },
  { id: "9", label: "0009 - Beto Ruiz" },
]
const file: PortFile = { blob: new Blob(["%PDF"]), filename: "Reporte individual.pdf" }

const start = (read: () => Promise<Loaded<ReadonlyArray<LookupItem>>>, download: () => Promise<CommandOutcome<PortFile>>) => {
  const asked: Array<number> = []
  const keys: Array<IndividualGradesKey> = []
  const files: Array<PortFile> = []
  const actor = createActor(
    individualGradesMachine.provide({
      actors: {
        people: fromPromise(async ({ input }: { input: { readonly id_proyecto: number } }) => {
          asked.push(input.id_proyecto)
          return read()
        }),
        download: fromPromise(async ({ input }: { input: IndividualGradesKey }) => {
          keys.push(input)
          return download()
        }),
      },
    }),
  ).start()
  actor.on("file", (e) => files.push(e.file))
  return { actor, asked, keys, files }
}

const loaded = async (): Promise<Loaded<ReadonlyArray<LookupItem>>> => ({ kind: "loaded", value: people })
const pdf = async (): Promise<CommandOutcome<PortFile>> => ({ kind: "done", value: file })

describe("the individual grades action", () => {
  it("reads the cycle's participants, asks for one, downloads their PDF and closes", async () => {
    const { actor, asked, keys, files } = start(loaded, pdf)
    actor.send({ type: "OPEN", id_proyecto: 3 })
    await waitFor(actor, (s) => s.matches("choosing"))
    expect(asked).toEqual([3])
    expect(actor.getSnapshot().context.people).toEqual(people)
    actor.send({ type: "DOWNLOAD" })
    expect(actor.getSnapshot().value).toBe("choosing")
    expect(actor.getSnapshot().context.error).toBe(individualGradesTexts.elija)
    expect(keys).toEqual([])
    actor.send({ type: "CHOOSE", id: "9" })
    expect(actor.getSnapshot().context.error).toBeNull()
    actor.send({ type: "DOWNLOAD" })
    expect(actor.getSnapshot().value).toBe("downloading")
    actor.send({ type: "CLOSE" })
    expect(actor.getSnapshot().value).toBe("downloading")
    await waitFor(actor, (s) => s.matches("closed"))
    expect(keys).toEqual([{ id_proyecto: 3, id_empleado: 9 }])
    expect(files).toEqual([file])
    expect(actor.getSnapshot().context).toEqual({ id_proyecto: null, people: [], chosen: null, error: null })
  })

  it("keeps a refusal in the dialog with the choice, and a thrown call as the generic error", async () => {
    const refused = start(loaded, async () => ({ kind: "failed", message: "Su propio reporte de calificaciones se entrega en la sesión de retroalimentación", tone: "warning" }))
    refused.actor.send({ type: "OPEN", id_proyecto: 3 })
    await waitFor(refused.actor, (s) => s.matches("choosing"))
    refused.actor.send({ type: "CHOOSE", id: "7" })
    refused.actor.send({ type: "DOWNLOAD" })
    await waitFor(refused.actor, (s) => s.matches("choosing") && s.context.error !== null)
    expect(refused.actor.getSnapshot().context.error).toBe("Su propio reporte de calificaciones se entrega en la sesión de retroalimentación")
    expect(refused.actor.getSnapshot().context.chosen).toBe("7")
    expect(refused.files).toEqual([])
    const thrown = start(loaded, () => Promise.reject(new Error("red")))
    thrown.actor.send({ type: "OPEN", id_proyecto: 3 })
    await waitFor(thrown.actor, (s) => s.matches("choosing"))
    thrown.actor.send({ type: "CHOOSE", id: "7" })
    thrown.actor.send({ type: "DOWNLOAD" })
    await waitFor(thrown.actor, (s) => s.matches("choosing") && s.context.error !== null)
    expect(thrown.actor.getSnapshot().context.error).toBe(messages.errorGeneral)
  })

  it("says a failed read with a retry, and closing forgets the cycle", async () => {
    let answers: Array<Loaded<ReadonlyArray<LookupItem>>> = [{ kind: "failed", message: messages.errorObtener }, { kind: "loaded", value: people }]
    const { actor, asked } = start(async () => {
      const [first, ...rest] = answers
      answers = rest
      return first ?? { kind: "loaded", value: [] }
    }, pdf)
    actor.send({ type: "OPEN", id_proyecto: 5 })
    await waitFor(actor, (s) => s.matches("unloaded"))
    expect(actor.getSnapshot().context.error).toBe(messages.errorObtener)
    actor.send({ type: "RETRY" })
    await waitFor(actor, (s) => s.matches("choosing"))
    expect(asked).toEqual([5, 5])
    actor.send({ type: "CHOOSE", id: "7" })
    actor.send({ type: "CLOSE" })
    expect(actor.getSnapshot().value).toBe("closed")
    expect(actor.getSnapshot().context).toEqual({ id_proyecto: null, people: [], chosen: null, error: null })
  })
})

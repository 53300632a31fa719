import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import type { Dc3Row, Delivery } from "../../domain/formacion/formatos-dc3-api"
import { dc3PageMachine, dc3PageTexts, deliveryProblem } from "../../machines/formacion/formatos-dc3"
import type { CommandOutcome } from "../../machines/records/command"

// The DC-3 page's machine (FOR250): the ticks kept per course, the batch's button with nobody
// ticked, the last print's refusal, and every path of the delivery dialog (missing data said in it, sent, refused, closed).

const row: Dc3Row = {
  id_empleado: 7,
  num_empleado: "0007",
  n_empleado: "Ana Ruiz Soto",
  curp: "GOML850314MDFRRR01",
  calificacion: 95,
  folio_dc3: "DC3-1-2026-00001",
  f_emision: "2026-11-20",
  f_limite_entrega: "2026-12-14",
  f_entrega: "2026-11-25",
  acuse: "Recibí original",
  vencida: false,
  problemas: [],
}

const started = (deliver: (input: Delivery) => Promise<CommandOutcome<Dc3Row>>) => {
  const sent: Array<Delivery> = []
  const actor = createActor(dc3PageMachine.provide({ actors: { deliver: fromPromise(({ input }: { input: Delivery }) => {
          sent.push(input)
          return deliver(input)
        }) } }))
  const emitted: Array<string> = []
  actor.on("*", (e) => emitted.push(e.type === "toast" ? `toast:${(e as { title?: string }).title ?? ""}` : e.type))
  actor.start()
  return { actor, sent, emitted }
}

describe("Formatos DC-3's page machine", () => {
  it("keeps the ticks of the course chosen and drops them with another course", () => {
    const { actor, emitted } = started(() => new Promise(() => {}))
    actor.send({ type: "CHOOSE_COURSE", course: 6 })
    actor.send({ type: "DOWNLOAD_SELECTED" })
    expect(emitted).toEqual([`toast:${dc3PageTexts.sinSeleccion}`])
    actor.send({ type: "TOGGLE", id_empleado: 7 })
    actor.send({ type: "TOGGLE", id_empleado: 8 })
    actor.send({ type: "TOGGLE", id_empleado: 7 })
    expect(actor.getSnapshot().context.selected).toEqual([8])
    actor.send({ type: "DOWNLOAD_SELECTED" })
    expect(emitted.at(-1)).toBe("download")
    actor.send({ type: "SELECT_ALL", ids: [7, 8, 9] })
    expect(actor.getSnapshot().context.selected).toEqual([7, 8, 9])
    actor.send({ type: "CHOOSE_COURSE", course: 6 })
    expect(actor.getSnapshot().context.selected).toEqual([7, 8, 9])
    actor.send({ type: "CHOOSE_COURSE", course: 5 })
    expect(actor.getSnapshot().context.selected).toEqual([])
    actor.send({ type: "SET_REVERSE", reverse: false })
    actor.send({ type: "SET_YEAR", year: "2025" })
    expect(actor.getSnapshot().context).toMatchObject({ reverse: false, year: "2025" })
  })

  it("keeps only the last print's refusal: another print or another course clears it", () => {
    const { actor } = started(() => new Promise(() => {}))
    const refusal = { message: "No se emitió: 1 problema", detalles: ["Ana Ruiz Soto: la CURP no es válida"] }
    actor.send({ type: "CHOOSE_COURSE", course: 6 })
    actor.send({ type: "PRINTING" })
    actor.send({ type: "PRINT_REFUSED", refusal })
    expect(actor.getSnapshot().context.refusal).toEqual(refusal)
    actor.send({ type: "PREVIEW", id_empleado: 8 })
    expect(actor.getSnapshot().context).toMatchObject({ refusal: null, previewed: 8 })
    actor.send({ type: "PRINT_REFUSED", refusal })
    actor.send({ type: "PRINTING" })
    expect(actor.getSnapshot().context.refusal).toBeNull()
    actor.send({ type: "PRINT_REFUSED", refusal })
    actor.send({ type: "CHOOSE_COURSE", course: 5 })
    expect(actor.getSnapshot().context.refusal).toBeNull()
  })

  it("says in the dialog what is missing, sends the delivery, then asks for the list again", async () => {
    const { actor, sent, emitted } = started(async () => ({ kind: "done", value: row, message: "Entrega registrada" }))
    actor.send({ type: "CHOOSE_COURSE", course: 6 })
    actor.send({ type: "OPEN_DELIVERY", id_empleado: 7, nombre: "Ana Ruiz Soto", today: "2026-11-25" })
    expect(actor.getSnapshot().matches({ delivering: "editing" })).toBe(true)
    actor.send({ type: "SAVE_DELIVERY" })
    expect(actor.getSnapshot().context.delivery?.problem).toBe(dc3PageTexts.acuse)
    expect(sent).toEqual([])
    actor.send({ type: "EDIT_DELIVERY", acuse: "  Recibí original  " })
    expect(actor.getSnapshot().context.delivery?.problem).toBeNull()
    actor.send({ type: "SAVE_DELIVERY" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(sent).toEqual([{ id_proyecto: 6, id_empleado: 7, f_entrega: "2026-11-25", acuse: "Recibí original" }])
    expect(emitted).toEqual(["toast:Entrega registrada", "reload"])
    expect(actor.getSnapshot().context.delivery).toBeNull()
  })

  it("keeps a refusal in the dialog until something changes, and closes without sending", async () => {
    const { actor, emitted } = started(async () => ({ kind: "failed", message: "La constancia DC-3 ya se entregó", tone: "warning" }))
    actor.send({ type: "OPEN_DELIVERY", id_empleado: 7, nombre: "Ana Ruiz Soto", today: "2026-11-25" })
    actor.send({ type: "EDIT_DELIVERY", acuse: "Recibí" })
    actor.send({ type: "SAVE_DELIVERY" })
    await waitFor(actor, (s) => s.matches({ delivering: "editing" }) && s.context.delivery?.problem !== null)
    expect(actor.getSnapshot().context.delivery?.problem).toBe("La constancia DC-3 ya se entregó")
    actor.send({ type: "EDIT_DELIVERY", f_entrega: "2026-11-24" })
    expect(actor.getSnapshot().context.delivery).toMatchObject({ f_entrega: "2026-11-24", problem: null })
    actor.send({ type: "CLOSE_DELIVERY" })
    expect(actor.getSnapshot().matches("idle")).toBe(true)
    expect(emitted).toEqual([])
  })

  it.each([
    [{ f_entrega: "", acuse: "x" }, dc3PageTexts.fecha],
    [{ f_entrega: "2026-11-25", acuse: " " }, dc3PageTexts.acuse],
    [{ f_entrega: "2026-11-25", acuse: "x".repeat(301) }, "Capture el acuse de recibo del trabajador (a lo más 300 caracteres)"],
    [{ f_entrega: "2026-11-25", acuse: "Recibí" }, null],
  ])("a delivery %o: %s", (draft, problem) => {
    expect(deliveryProblem({ id_empleado: 7, nombre: "Ana", problem: null, ...draft })).toBe(problem)
  })
})

import { describe, expect, it } from "vitest"
import { dncPriorityOf, dncSendMessages as m, dncSendRefusal } from "../../domain/clima-laboral/planes-accion-api"
import { levels } from "../../domain/rules/nom035-instrument"

// The send of a climate action to a DNC project: the need's priority by the level detected, and
// what refuses a send (the server's 409s, and the row's "Enviar a DNC" shown only without one).

describe("dncPriorityOf", () => {
  const expected: Readonly<Record<(typeof levels)[number], "Alta" | "Media" | "Baja">> = {
    "Nulo o despreciable": "Baja",
    Bajo: "Baja",
    Medio: "Media",
    Alto: "Alta",
    "Muy alto": "Alta",
  }
  it.each(levels.map((nivel) => [nivel, expected[nivel]] as const))("%s → %s", (nivel, prioridad) => {
    expect(dncPriorityOf(nivel)).toBe(prioridad)
  })
  it("no level detected → Baja", () => {
    expect(dncPriorityOf(null)).toBe("Baja")
  })
})

describe("dncSendRefusal", () => {
  const sendable = { sentTo: null, tipo_accion: "Capacitación", estado: "Pendiente" } as const
  it.each([
    ["a training action not sent", sendable, null],
    ["already sent (names the project)", { ...sendable, sentTo: "DNC 2026" }, m.yaEnviada("DNC 2026")],
    ["already sent, even when cancelled and not training", { sentTo: "DNC 2026", tipo_accion: "Programa de intervención", estado: "Cancelada" }, m.yaEnviada("DNC 2026")],
    ["not training", { ...sendable, tipo_accion: "Programa de intervención" }, m.noCapacitacion],
    ["not training, even when cancelled", { ...sendable, tipo_accion: "Evaluación específica", estado: "Cancelada" }, m.noCapacitacion],
    ["cancelled", { ...sendable, estado: "Cancelada" }, m.cancelada],
  ] as const)("%s", (_, action, refusal) => {
    expect(dncSendRefusal(action)).toBe(refusal)
  })
})

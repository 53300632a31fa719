import { describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { aidTypes } from "../../domain/personal/tipos-ayuda"
import { placeRefusal } from "../../domain/records/place-refusal"

describe("placing a server's refusal on the record form", () => {
  it("puts a taken key on the key field", () => {
    expect(placeRefusal(aidTypes, { status: 409, message: messages.claveDuplicada, detalles: [] })).toEqual({
      problems: { id_tipo_ayuda: messages.claveDuplicada },
      general: "",
    })
  })

  it("places decoding problems by the field they name or its label, the rest above the form", () => {
    const placed = placeRefusal(aidTypes, {
      status: 400,
      message: messages.solicitudInvalida,
      detalles: ["Falta el campo requerido «n_tipo_ayuda»", "El monto máximo es requerido", "Algo sin campo"],
    })
    expect(placed.problems).toEqual({ n_tipo_ayuda: "Falta el campo requerido «n_tipo_ayuda»", monto_maximo: "El monto máximo es requerido" })
    expect(placed.general).toBe(`${messages.solicitudInvalida} Algo sin campo`)
  })

  it("keeps a message that names no field above the form", () => {
    expect(placeRefusal(aidTypes, { status: 403, message: messages.sinPermiso, detalles: [] })).toEqual({ problems: {}, general: messages.sinPermiso })
  })
})

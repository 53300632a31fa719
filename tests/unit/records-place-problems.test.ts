import { describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { employees } from "../../domain/personal/gestion-personal"
import { postalCodeRangeMessage } from "../../domain/rules/postal-code"
import { placeRefusal } from "../../domain/records/place-refusal"

// A 400 names the field of each problem (`problemas`): the form puts the problem there, where
// its words alone would be ambiguous (the person's código postal and código postal fiscal share
// one message).
describe("placing a refusal's problems by the fields the server names", () => {
  it("puts each problem on the field named beside it, the unknown ones above the form", () => {
    const placed = placeRefusal(employees, {
      status: 400,
      message: messages.solicitudInvalida,
      detalles: [postalCodeRangeMessage, "Algo del cuerpo", "El campo «otro» no está permitido"],
      problemas: [
        { campo: "cp_fiscal", mensaje: postalCodeRangeMessage },
        { campo: "", mensaje: "Algo del cuerpo" },
        { campo: "otro", mensaje: "El campo «otro» no está permitido" },
      ],
    })
    expect(placed.problems).toEqual({ cp_fiscal: postalCodeRangeMessage })
    expect(placed.general).toBe(`${messages.solicitudInvalida} Algo del cuerpo El campo «otro» no está permitido`)
  })

  it("reads the words alone when the answer names no fields", () => {
    const placed = placeRefusal(employees, { status: 400, message: messages.solicitudInvalida, detalles: [postalCodeRangeMessage] })
    expect(placed.problems).toEqual({ codigo_postal: postalCodeRangeMessage })
  })
})

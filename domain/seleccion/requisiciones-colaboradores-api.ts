import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// `/validar-texto-requisicion` (MODULES-MX §0.2, §6): the barred phrases a free text holds, as the
// user types, so the form says what the save would refuse. Requisitions, vacancies and offers
// share the scanner, so any of their keys may ask. It saves nothing.

export const validateTextMessages = {
  texto: "El texto debe tener como máximo 20000 caracteres",
} as const

export const ValidarTextoRequisicionRequest = Schema.Struct({
  texto: Schema.String.pipe(Schema.maxLength(20_000, { message: () => validateTextMessages.texto })).annotations({ message: () => validateTextMessages.texto }),
})

export const BarredMatchSchema = Schema.Struct({ frase: Schema.String, inicio: Schema.Number, fin: Schema.Number })

const calls = endpointFamily(needsAnyKey("SEL100", "SEL160", "SEL360"), {
  validarTextoRequisicion: {
    summary:
      "Las frases vetadas (Tablas de referencia de Selección) que contiene un texto libre, sin distinguir acentos ni mayúsculas, con su posición; y el mensaje con el que se rechazaría (LFT 133-I). No guarda nada.",
    request: ValidarTextoRequisicionRequest,
    result: Schema.Struct({ coincidencias: Schema.Array(BarredMatchSchema), mensaje: Schema.NullOr(Schema.String) }),
  },
})
export const { validarTextoRequisicion } = calls

export const requisitionTextEndpoints = { validarTextoRequisicion } as const

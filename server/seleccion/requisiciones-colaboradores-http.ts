import { Effect } from "effect"
import { barredPhrasesIn, discriminatoryRequirement } from "../../domain/rules/seleccion-lenguaje-discriminatorio"
import type { requisitionTextEndpoints } from "../../domain/seleccion/requisiciones-colaboradores-api"
import { type HandlersOf, ok } from "../http/handler"
import { activeBarredPhrases } from "./palabras-vetadas"

// `/validar-texto-requisicion`: the schema has decoded the text; the active barred phrases judge it.

export const requisitionTextHandlers: HandlersOf<typeof requisitionTextEndpoints> = {
  validarTextoRequisicion: (request) =>
    Effect.map(activeBarredPhrases, (phrases) => {
      const coincidencias = barredPhrasesIn(request.texto, phrases)
      const [first] = coincidencias
      return ok({ coincidencias, mensaje: first === undefined ? null : discriminatoryRequirement(first.frase) })
    }),
}

import { Schema } from "effect"
import { needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { entitySchema, formBodySchema } from "../records/descriptor"
import { offers } from "./ofertas-candidatos"
import { offerMessages as m } from "./ofertas-candidatos-vocabulary"

// The calls of Ofertas a candidatos (SEL360) named by MODULES-MX §0.2 and the issue, beside its
// record resource (`/ofertas-candidatos`, whose list, read, create, update, export, transitions
// and carta oferta the page uses; `/enviar-oferta` and `/print-oferta` are the workflow's and the
// document's own paths):
// - /guardar-oferta {id_oferta?, ...the record}: without `id_oferta` it creates the offer, with it
//   it updates a Borrador, by the same rules and hooks as the resource's own create and update.
// - /responder-oferta {id_oferta, resultado, motivo_rechazo}: the candidate's answer to an
//   Enviada offer: 'Aceptada' (the candidate becomes Seleccionado) or 'Rechazada' (with the reason).

const keys = needsAnyKey("SEL360")

const Folio = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => m.ofertaNoExiste })).annotations({ message: () => m.ofertaNoExiste })

export const SaveOfferRequest = formBodySchema(offers, { id_oferta: Schema.optional(Folio) })

export const AnswerOfferRequest = Schema.Struct({
  id_oferta: Folio,
  resultado: Schema.Literal("Aceptada", "Rechazada").annotations({ message: () => ({ message: m.resultado, override: true }) }),
  motivo_rechazo: Schema.optionalWith(
    Schema.NullOr(Schema.Trim.pipe(Schema.maxLength(500, { message: () => "El motivo del rechazo admite a lo más 500 caracteres" }))),
    { default: () => null },
  ),
})

export const OfferAnswer = Schema.Struct({ id_oferta: Schema.Int, estado: Schema.String })

export const offerCalls = endpointFamily(keys, {
  guardarOferta: {
    summary: "Guarda una oferta: sin id_oferta la crea en Borrador; con id_oferta actualiza la oferta en Borrador (409 en otro estado).",
    request: SaveOfferRequest,
    result: entitySchema(offers),
    writes: true,
  },
  responderOferta: {
    summary:
      "Registra la respuesta del candidato a una oferta Enviada: 'Aceptada' (el candidato queda Seleccionado) o 'Rechazada' (con motivo_rechazo). 409 fuera de Enviada o pasada la fecha límite.",
    request: AnswerOfferRequest,
    result: OfferAnswer,
    writes: true,
  },
})

import { Effect } from "effect"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import type { ResourceEndpoints } from "../../domain/records/endpoints"
import type { offerCalls } from "../../domain/seleccion/ofertas-candidatos-api"
import { offerMessages as m } from "../../domain/seleccion/ofertas-candidatos-vocabulary"
import { type Handler, type HandlersOf, ok } from "../http/handler"
import { refuseField } from "../http/failure"
import { recordHandlers } from "../records/handlers"
import { asRecordTable } from "../records/table"
import { fireTransition } from "../records/workflow"
import { offersTable } from "./ofertas-candidatos"

// SEL360's calls in the contract's style (domain/seleccion/ofertas-candidatos-api.ts).
// /guardar-oferta is the resource's own create or update, so the rules, hooks, audit row and
// answer are the same; /responder-oferta fires the workflow's `aceptar` or `rechazar` by
// `resultado`, judged, moved and audited as their own endpoints would.

const table = asRecordTable(offersTable)
const generated = recordHandlers(table)
const endpoints = offersTable.endpoints as ResourceEndpoints
const create = generated[endpoints.create.name] as Handler<AnyEndpoint>
const write = generated[endpoints.write.name] as Handler<AnyEndpoint>

export const offerCallHandlers: HandlersOf<typeof offerCalls> = {
  guardarOferta: ({ id_oferta, ...record }, context) =>
    (id_oferta === undefined ? create(record, context) : write({ ...record, id: String(id_oferta), _method: "PUT" }, context)) as ReturnType<
      Handler<(typeof offerCalls)["guardarOferta"]>
    >,
  responderOferta: (request, context) =>
    Effect.gen(function* () {
      if (request.resultado === "Rechazada" && (request.motivo_rechazo ?? "") === "") return yield* refuseField("motivo_rechazo", m.motivoRechazo)
      const input = request.resultado === "Rechazada" ? { motivo_rechazo: request.motivo_rechazo } : {}
      const transition = request.resultado === "Aceptada" ? "aceptar" : "rechazar"
      const { after, message } = yield* fireTransition(table, transition, String(request.id_oferta), input, context)
      return ok({ id_oferta: request.id_oferta, estado: String(after.estado) }, message)
    }),
}

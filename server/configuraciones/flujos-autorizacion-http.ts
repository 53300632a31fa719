import { Effect } from "effect"
import type { authorizationFlowsEndpoints } from "../../domain/configuraciones/flujos-autorizacion-api"
import { selectorFields } from "../../domain/configuraciones/flujos-autorizacion"
import { messages } from "../../domain/messages"
import { applyLevel, missingResponsibilityWarning } from "../../domain/configuraciones/flujos-autorizacion-rules"
import { invalidRequest } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { flowOf, requestTypeName, requestTypes, responsibilityTypes, storeFlow, unknownResponsibilities } from "./flujos-autorizacion"
import { ok } from "../http/handler"

export const authorizationFlowsHandlers: HandlersOf<typeof authorizationFlowsEndpoints> = {
  getFlujosAutorizacion: () => Effect.map(requestTypes, (rows) => ok(rows)),

  getTiposResponsabilidad: () => Effect.map(responsibilityTypes, (rows) => ok(rows)),

  getFlujosById: ({ id_solicitud }) => Effect.map(flowOf(id_solicitud), (rows) => ok(rows)),

  guardarFlujosAutorizacion: (request) =>
    Effect.gen(function* () {
      if (request.id_tipo_solicitud === "") return yield* invalidRequest([{ campo: "id_tipo_solicitud", mensaje: messages.tipoSolicitudRequerido }])
      const name = yield* requestTypeName(request.id_tipo_solicitud)
      if (name === null) return yield* invalidRequest([{ campo: "id_tipo_solicitud", mensaje: messages.tipoSolicitudRequerido }])
      // The same rule table as the page: what the level disables is cleared, what it needs is required.
      const flow = { ...applyLevel(request, request.niveles), n_tipo_solicitud: name }
      const warning = missingResponsibilityWarning(flow)
      if (warning !== undefined) return yield* invalidRequest([warning])
      const ids = selectorFields.flatMap((f) => (flow[f] === "" ? [] : [flow[f] as number]))
      const unknown = yield* unknownResponsibilities([...new Set(ids)])
      if (unknown.length > 0) return yield* invalidRequest([`El tipo de responsabilidad ${unknown.join(", ")} no existe`])
      yield* storeFlow(flow)
      const [saved] = yield* flowOf(request.id_tipo_solicitud)
      return ok(saved ?? flow, messages.datosGuardados)
    }),
}

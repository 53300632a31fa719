import { Effect } from "effect"
import type { authorizationsEndpoints, PendingAuthorization } from "../../domain/api/authorizations"
import { authorizationTexts } from "../../domain/authorization"
import type { HandlersOf } from "../http/handler"
import { principalOf } from "../http/handler"
import { decide } from "./engine"
import { describeOrFallback } from "./engine"
import { employeeOfUser, requestTypeNames, stepsOf, waitingFor } from "./repo"

const ok = <A>(result: A, message = "") => ({ error: false as const, message, result })

export const authorizationsHandlers: HandlersOf<typeof authorizationsEndpoints> = {
  getMisAutorizaciones: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const id_empleado = yield* employeeOfUser(principal.id_usuario)
      if (id_empleado === undefined) return ok([])
      const waiting = yield* waitingFor(id_empleado)
      const names = yield* requestTypeNames([...new Set(waiting.map((s) => s.id_tipo_solicitud))])
      const items: Array<PendingAuthorization> = []
      for (const step of waiting) {
        const history = yield* stepsOf(step.origen, step.id_origen)
        items.push({
          id_autorizacion: step.id_autorizacion,
          origen: step.origen,
          id_origen: step.id_origen,
          n_tipo_solicitud: names.get(step.id_tipo_solicitud) ?? "",
          nivel: step.nivel,
          niveles: step.niveles,
          resumen: yield* describeOrFallback(step.origen, step.id_origen),
          pasos: history.map((s) => ({
            id_autorizacion: s.id_autorizacion,
            nivel: s.nivel,
            id_autorizador: s.id_autorizador,
            n_autorizador: s.n_autorizador,
            resultado: s.resultado,
            fecha: s.fecha,
            comentario: s.comentario,
          })),
        })
      }
      return ok(items)
    }),

  autorizar: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const id_empleado = yield* employeeOfUser(principal.id_usuario)
      const outcome = yield* decide(request, id_empleado)
      return ok(outcome, outcome.kind === "rejected" ? authorizationTexts.rechazada : authorizationTexts.aprobada)
    }),
}

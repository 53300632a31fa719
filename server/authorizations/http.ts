import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { authorizationsEndpoints, PendingAuthorization } from "../../domain/api/authorizations"
import { authorizationTexts } from "../../domain/authorization"
import { ApiFailure, forbidden, notFound } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { principalOf, ok } from "../http/handler"
import type { OriginSummary } from "./origin"
import { decide, describeAll, fallbackSummary } from "./engine"
import { originOf } from "./origin-registry"
import { employeeOfUser, requestTypeNames, type StepRow, stepById, stepsOfMany, waitingFor } from "./repo"

export const authorizationsHandlers: HandlersOf<typeof authorizationsEndpoints> = {
  getMisAutorizaciones: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const id_empleado = yield* employeeOfUser(principal.id_usuario)
      if (id_empleado === undefined) return ok([])
      const waiting = yield* waitingFor(id_empleado)
      const names = yield* requestTypeNames([...new Set(waiting.map((s) => s.id_tipo_solicitud))])
      // Each origin's histories and summaries in a few queries, not a few per waiting item.
      const histories = new Map<string, ReadonlyMap<number, ReadonlyArray<StepRow>>>()
      const summaries = new Map<string, ReadonlyMap<number, OriginSummary>>()
      for (const origen of new Set(waiting.map((s) => s.origen))) {
        const ids = [...new Set(waiting.filter((s) => s.origen === origen).map((s) => s.id_origen))]
        histories.set(origen, yield* stepsOfMany(origen, ids))
        summaries.set(origen, yield* describeAll(origen, ids))
      }
      const items = waiting.map(
        (step): PendingAuthorization => ({
          id_autorizacion: step.id_autorizacion,
          origen: step.origen,
          id_origen: step.id_origen,
          n_tipo_solicitud: names.get(step.id_tipo_solicitud) ?? "",
          nivel: step.nivel,
          niveles: step.niveles,
          resumen: summaries.get(step.origen)?.get(step.id_origen) ?? fallbackSummary(step.origen, step.id_origen),
          pasos: (histories.get(step.origen)?.get(step.id_origen) ?? []).map((s) => ({
            id_autorizacion: s.id_autorizacion,
            nivel: s.nivel,
            id_autorizador: s.id_autorizador,
            n_autorizador: s.n_autorizador,
            resultado: s.resultado,
            fecha: s.fecha,
            comentario: s.comentario,
          })),
        }),
      )
      return ok(items)
    }),

  autorizar: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const id_empleado = yield* employeeOfUser(principal.id_usuario)
      const outcome = yield* decide(request, id_empleado)
      return ok(outcome, outcome.kind === "rejected" ? authorizationTexts.rechazada : authorizationTexts.aprobada)
    }),

  // The approver sees what they decide on: a step's file is open to that step's approver only,
  // whatever module keys they hold (the aid's own download needs GP100 and the work centre).
  adjuntoAutorizacion: ({ id_autorizacion, version }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const id_empleado = yield* employeeOfUser(principal.id_usuario)
      const step = yield* stepById(id_autorizacion)
      if (step === undefined) return yield* notFound()
      if (id_empleado === undefined || step.id_autorizador !== id_empleado) return yield* forbidden()
      const attachment = (yield* originOf(step.origen))?.attachment
      const found = attachment === undefined ? null : yield* attachment(step.id_origen, version)
      if (found === null) return yield* new ApiFailure({ status: 404, message: authorizationTexts.adjuntoNoExiste })
      return HttpServerResponse.uint8Array(found.datos, {
        contentType: found.tipo,
        headers: {
          "cache-control": "private, no-store",
          "content-disposition": `attachment; filename="${found.nombre}"`,
          "x-content-type-options": "nosniff",
        },
      })
    }),
}

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { personalPortalRequestCalls } from "../../domain/personal/solicitudes-portal-api"
import { portalRequestTexts } from "../../domain/personal/solicitudes-portal-vocabulary"
import { auditNote } from "../audit/trail"
import type { Principal } from "../auth/principal"
import { forbidden, refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { scopeCondition } from "../records/queries"
import { type StoredRequest, authorizeRequest, rejectRequest, requestWithSteps, storedRequest } from "./solicitudes-portal-store"
import { isVisible } from "../records/visible"

// HR's decision on a kiosk request with no flow, and its flow's steps
// (domain/personal/solicitudes-portal-api.ts); attending and cancelling one are its workflow's
// transitions (domain/personal/solicitudes-portal.ts). Each reaches a request only when its
// employee is in one of the caller's work centres (403 otherwise); the router runs each write in
// one transaction with its audit row.

const visibleRequest = (id: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ ve: unknown }>`
      SELECT CASE WHEN ${scopeCondition(sql, "empleado", "t.id_empleado", principal)} THEN 1 ELSE 0 END AS ve
      FROM solicitudes_portal t WHERE t.id_solicitud = ${id}`
    if (row === undefined) return yield* refuse(404, portalRequestTexts.solicitudNoExiste)
    if (!isVisible(row.ve)) return yield* forbidden()
    const stored = yield* storedRequest(id)
    if (stored === undefined) return yield* refuse(404, portalRequestTexts.solicitudNoExiste)
    return stored
  })

const outcome = (stored: StoredRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [after] = yield* sql<{ estado: string }>`SELECT estado FROM solicitudes_portal WHERE id_solicitud = ${stored.id_solicitud}`
    return { id_solicitud: stored.id_solicitud, estado: after?.estado ?? stored.estado }
  })

type Calls = HandlersOf<typeof personalPortalRequestCalls>

const resolverSolicitudPortal: Calls["resolverSolicitudPortal"] = (request, context) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const principal = yield* principalOf(context)
    const stored = yield* visibleRequest(request.id_solicitud, principal)
    if (stored.estado !== "Pendiente") return yield* refuse(409, portalRequestTexts.noResoluble)
    if (request.resultado === "R") {
      if (request.comentario === "") return yield* refuse(400, portalRequestTexts.comentarioRequerido)
      yield* rejectRequest(stored.id_solicitud, request.comentario)
    } else {
      yield* authorizeRequest(stored.id_solicitud)
      if (request.comentario !== "") yield* sql`UPDATE solicitudes_portal SET comentarios = ${request.comentario} WHERE id_solicitud = ${stored.id_solicitud}`
    }
    yield* sql`UPDATE solicitudes_portal SET id_usuario_rh = ${principal.id_usuario} WHERE id_solicitud = ${stored.id_solicitud}`
    const after = yield* outcome(stored)
    yield* auditNote(context, { entidad: "solicitud del portal", clave: `id_solicitud=${stored.id_solicitud}`, antes: { estado: stored.estado }, despues: after })
    return ok(after, request.resultado === "R" ? portalRequestTexts.solicitudRechazada : portalRequestTexts.solicitudAutorizada)
  })

const pasosSolicitudPortal: Calls["pasosSolicitudPortal"] = (request, context) =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    yield* visibleRequest(request.id_solicitud, principal)
    return ok((yield* requestWithSteps(request.id_solicitud)).pasos)
  })

export const personalPortalRequestsHandlers: Calls = {
  resolverSolicitudPortal,
  pasosSolicitudPortal,
}

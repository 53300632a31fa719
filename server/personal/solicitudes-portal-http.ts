import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { personalPortalRequestCalls } from "../../domain/personal/solicitudes-portal-api"
import { portalRequestTexts } from "../../domain/personal/solicitudes-portal-vocabulary"
import { auditNote } from "../audit/trail"
import type { Principal } from "../auth/principal"
import { Now } from "../clock"
import { forbidden, refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { scopeCondition } from "../records/queries"
import { type StoredRequest, authorizeRequest, cancelRequest, rejectRequest, requestWithSteps, storedRequest } from "./solicitudes-portal-store"
import { isVisible } from "../records/visible"

// HR's commands on the kiosk's requests (domain/personal/solicitudes-portal-api.ts). Each reaches a
// request only when its employee is in one of the caller's work centres (403 otherwise); the
// router runs each write in one transaction with its audit row.

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

const stamp = Effect.map(Now, (now) => new Date(now()).toISOString())

const outcome = (stored: StoredRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [after] = yield* sql<{ estado: string }>`SELECT estado FROM solicitudes_portal WHERE id_solicitud = ${stored.id_solicitud}`
    return { id_solicitud: stored.id_solicitud, estado: after?.estado ?? stored.estado }
  })

type Calls = HandlersOf<typeof personalPortalRequestCalls>

const atenderSolicitudPortal: Calls["atenderSolicitudPortal"] = (request, context) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const principal = yield* principalOf(context)
    const stored = yield* visibleRequest(request.id_solicitud, principal)
    if (stored.estado !== "Autorizada") return yield* refuse(409, portalRequestTexts.noAtendible)
    yield* sql`UPDATE solicitudes_portal SET estado = 'Atendida', id_usuario_rh = ${principal.id_usuario}, f_modificacion = ${yield* stamp},
      comentarios = ${request.comentario === "" ? stored.comentarios : request.comentario}
      WHERE id_solicitud = ${stored.id_solicitud}`
    yield* auditNote(context, { entidad: "solicitud del portal", clave: `id_solicitud=${stored.id_solicitud}`, antes: { estado: stored.estado }, despues: { estado: "Atendida" } })
    return ok(yield* outcome(stored), portalRequestTexts.solicitudAtendida)
  })

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

const cancelarSolicitudPortal: Calls["cancelarSolicitudPortal"] = (request, context) =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    const stored = yield* visibleRequest(request.id_solicitud, principal)
    if (request.comentario === "") return yield* refuse(400, portalRequestTexts.comentarioRequerido)
    if (!["Pendiente", "En autorización", "Autorizada"].includes(stored.estado)) return yield* refuse(409, portalRequestTexts.noCancelableRh)
    // An authorized vacation is cancelled only before it starts: days already spent stay taken.
    if (stored.estado === "Autorizada" && stored.f_inicio !== null && stored.f_inicio <= (yield* todayInMexico)) {
      return yield* refuse(409, portalRequestTexts.vacacionesIniciadas)
    }
    yield* cancelRequest(stored, request.comentario, principal.id_usuario)
    yield* auditNote(context, { entidad: "solicitud del portal", clave: `id_solicitud=${stored.id_solicitud}`, antes: { estado: stored.estado }, despues: { estado: "Cancelada" } })
    return ok(yield* outcome(stored), portalRequestTexts.solicitudCancelada)
  })

const pasosSolicitudPortal: Calls["pasosSolicitudPortal"] = (request, context) =>
  Effect.gen(function* () {
    const principal = yield* principalOf(context)
    yield* visibleRequest(request.id_solicitud, principal)
    return ok((yield* requestWithSteps(request.id_solicitud)).pasos)
  })

export const personalPortalRequestsHandlers: Calls = {
  atenderSolicitudPortal,
  resolverSolicitudPortal,
  cancelarSolicitudPortal,
  pasosSolicitudPortal,
}

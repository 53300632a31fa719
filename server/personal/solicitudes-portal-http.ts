import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { personalPortalRequestCalls } from "../../domain/personal/solicitudes-portal-api"
import { portalRequestTexts } from "../../domain/personal/solicitudes-portal-vocabulary"
import type { Principal } from "../auth/principal"
import { forbidden, refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { scopeCondition } from "../records/queries"
import { isVisible } from "../records/visible"
import { fireTransition } from "../records/workflow"
import { portalRequestsTable } from "./solicitudes-portal"
import { asRecordTable } from "../records/table"
import { requestWithSteps } from "./solicitudes-portal-store"

// HR's decision on a kiosk request with no flow, and its flow's steps
// (domain/personal/solicitudes-portal-api.ts); attending and cancelling one are its workflow's own
// commands (domain/personal/solicitudes-portal.ts). Each reaches a request only when its employee
// is in one of the caller's work centres (403 otherwise); the router runs each write in one
// transaction with its audit row.

type Calls = HandlersOf<typeof personalPortalRequestCalls>

/** The contract's one endpoint for two transitions: `resultado` picks `autorizar` or `rechazar`. */
const resolverSolicitudPortal: Calls["resolverSolicitudPortal"] = (request, context) =>
  Effect.gen(function* () {
    const input = request.comentario === "" ? {} : { comentario: request.comentario }
    const transition = request.resultado === "A" ? "autorizar" : "rechazar"
    const { after, message } = yield* fireTransition(asRecordTable(portalRequestsTable), transition, String(request.id_solicitud), input, context)
    return ok({ id_solicitud: request.id_solicitud, estado: String(after.estado) }, message)
  })

const pasosSolicitudPortal: Calls["pasosSolicitudPortal"] = (request, context) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const principal: Principal = yield* principalOf(context)
    const [row] = yield* sql<{ ve: unknown }>`
      SELECT CASE WHEN ${scopeCondition(sql, "empleado", "t.id_empleado", principal)} THEN 1 ELSE 0 END AS ve
      FROM solicitudes_portal t WHERE t.id_solicitud = ${request.id_solicitud}`
    if (row === undefined) return yield* refuse(404, portalRequestTexts.solicitudNoExiste)
    if (!isVisible(row.ve)) return yield* forbidden()
    return ok((yield* requestWithSteps(request.id_solicitud)).pasos)
  })

export const personalPortalRequestsHandlers: Calls = {
  resolverSolicitudPortal,
  pasosSolicitudPortal,
}

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { portalRequestOrigin } from "../../domain/personal/solicitudes-portal-vocabulary"
import { portalRequests, portalRequestsEndpoints } from "../../domain/personal/solicitudes-portal"
import { withdrawWaiting } from "../authorizations/repo"
import type { RecordTable } from "../records/table"
import { employeeOwnedExpressions, employeeOwnedFrom } from "./employee-owned"

// Solicitudes del portal's RecordTable (descriptor: domain/personal/solicitudes-portal.ts).
// Read-only: the generic handlers list, read and export, and fire its workflow's transitions
// (attend, cancel); the kiosk writes the requests (server/kiosko/kiosko-http.ts) and HR's decision
// on one with no flow is ./solicitudes-portal-http.ts.

/**
 * A cancelled request leaves its flow (the step waiting leaves the approver's list: the flow is
 * started by the kiosk's filing, not by a transition, so the engine does not withdraw it) and an
 * authorized vacation leaves the person's periods (its days go back to the balance).
 */
const afterReached = (transition: string, key: Readonly<Record<string, unknown>>) =>
  Effect.gen(function* () {
    if (transition !== "cancelar") return
    const sql = yield* SqlClient.SqlClient
    const id = Number(key.id_solicitud)
    yield* withdrawWaiting(portalRequestOrigin, id)
    yield* sql`DELETE FROM periodos_vacaciones WHERE id_solicitud = ${id}`
  })

export const portalRequestsTable: RecordTable = {
  descriptor: portalRequests,
  endpoints: portalRequestsEndpoints,
  entity: "solicitud del portal",
  hooks: { afterReached },
  table: "solicitudes_portal",
  from: employeeOwnedFrom("solicitudes_portal"),
  expressions: {
    ...employeeOwnedExpressions,
    // The level waiting in the flow (autorizaciones, the authorization engine's steps).
    nivel_actual: `(SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = '${portalRequestOrigin}' AND a.id_origen = t.id_solicitud AND a.resultado IS NULL)`,
    // What attends it (migration 0120's indexes on id_solicitud): at most one of the three.
    atencion: `COALESCE(
      (SELECT CASE WHEN c.folio IS NULL THEN 'Carta laboral (solicitud ' || CAST(c.id_carta AS VARCHAR(12)) || '), por emitir'
        ELSE 'Carta laboral con folio ' || c.folio END FROM cartas_laborales c WHERE c.id_solicitud = t.id_solicitud),
      (SELECT 'Préstamo con folio ' || CAST(p.id_prestamo AS VARCHAR(12)) || ' (' || p.estado || ')' FROM prestamos p WHERE p.id_solicitud = t.id_solicitud),
      (SELECT 'Ayuda económica con folio ' || CAST(a.id_ayuda AS VARCHAR(12)) || ' (' || a.estado || ')' FROM ayudas_economicas a WHERE a.id_solicitud = t.id_solicitud))`,
  },
}

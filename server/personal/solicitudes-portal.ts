import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { portalRequestOrigin } from "../../domain/personal/solicitudes-portal-vocabulary"
import { portalRequests, portalRequestsEndpoints } from "../../domain/personal/solicitudes-portal"
import type { RecordTable } from "../records/table"
import { employeeOwnedExpressions, employeeOwnedFrom } from "./employee-owned"
import { storeVacation } from "./solicitudes-portal-store"

// Solicitudes del portal's RecordTable (descriptor: domain/personal/solicitudes-portal.ts).
// Read-only: the generic handlers list, read and export, and fire its workflow's transitions
// (attend, cancel); the kiosk files the requests and sends them to their flow
// (./solicitudes-portal-file.ts), and HR's decision on one with no flow fires `autorizar` or
// `rechazar` (./solicitudes-portal-http.ts).

/**
 * The request's own steps after its workflow's: an authorized vacation becomes the person's
 * period (./solicitudes-portal-store.ts), a cancelled one leaves it (its days go back to the balance).
 */
const afterReached = (transition: string, key: Readonly<Record<string, unknown>>) =>
  Effect.gen(function* () {
    const id = Number(key.id_solicitud)
    if (transition === "enviar" || transition === "autorizar") return yield* storeVacation(id)
    if (transition !== "cancelar") return
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM periodos_vacaciones WHERE id_solicitud = ${id}`
  })

export const portalRequestsTable: RecordTable<typeof portalRequests> = {
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

import { portalRequestOrigin } from "../../domain/portal-requests"
import { portalRequests, portalRequestsEndpoints } from "../../domain/records/personal/portal-requests"
import type { RecordTable } from "../records/table"

// Solicitudes del portal's RecordTable (descriptor: domain/records/personal/portal-requests.ts).
// Read-only: the generic handlers list, read and export; the kiosk writes the requests
// (server/kiosk/http.ts) and HR's commands move them (./portal-requests-http.ts).

export const portalRequestsTable: RecordTable = {
  descriptor: portalRequests,
  endpoints: portalRequestsEndpoints,
  entity: "solicitud del portal",
  table: "solicitudes_portal",
  from: "solicitudes_portal t JOIN empleados e ON e.id_empleado = t.id_empleado",
  expressions: {
    colaborador: "COALESCE(e.num_empleado, '') || ' - ' || e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '')",
    // The level waiting in the flow (autorizaciones, the authorization engine's steps).
    nivel_actual: `(SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = '${portalRequestOrigin}' AND a.id_origen = t.id_solicitud AND a.resultado IS NULL)`,
    id_empresa: "e.id_empresa",
    id_centro_trabajo: "e.id_centro_trabajo",
  },
}

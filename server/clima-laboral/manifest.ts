import { climaLaboralEndpoints } from "../../domain/clima-laboral/endpoints"
import { asRecordTable, type RecordTable } from "../records/table"
import { serverPart } from "../parts/server-part"
import { climateLinkHandlers, questionnaireHandlers } from "./cuestionario-http"
import { climateParticipantHandlers } from "./empleados-depto-http"
import { climateActionsTable } from "./planes-accion"
import { dncSendHandlers } from "./planes-accion-dnc"
import { complianceReportHandlers } from "./porcentajes-cumplimiento-http"
import { climateProjectsTable } from "./proyectos"
import { climatePolicyHandlers } from "./proyectos-politica"
import { reviewHandlers } from "./revision-proyectos-http"
import { climateReportHandlers } from "./reporte-calificaciones-http"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(climateProjectsTable), asRecordTable(climateActionsTable)]

// The server part of clima-laboral, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const climaLaboralManifest = serverPart({
  endpoints: climaLaboralEndpoints,
  handlers: { ...climateParticipantHandlers, ...questionnaireHandlers, ...climateLinkHandlers, ...reviewHandlers, ...climateReportHandlers, ...complianceReportHandlers, ...climatePolicyHandlers, ...dncSendHandlers },
  recordTables,
})

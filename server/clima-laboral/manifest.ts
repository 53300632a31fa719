import { climateParticipantEndpoints } from "../../domain/clima-laboral/empleados-depto-api"
import { climateLinkEndpoints, questionnaireEndpoints } from "../../domain/clima-laboral/cuestionario-api"
import { reviewEndpoints } from "../../domain/clima-laboral/revision-proyectos-api"
import { climateReportEndpoints } from "../../domain/clima-laboral/reporte-calificaciones-api"
import { complianceReportEndpoints } from "../../domain/clima-laboral/porcentajes-cumplimiento-api"
import { policyEndpoints } from "../../domain/clima-laboral/proyectos-politica-api"
import { dncSendEndpoints } from "../../domain/clima-laboral/planes-accion-api"
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

const endpoints = {
  ...climateParticipantEndpoints,
  ...questionnaireEndpoints,
  ...climateLinkEndpoints,
  ...reviewEndpoints,
  ...climateReportEndpoints,
  ...complianceReportEndpoints,
  ...policyEndpoints,
  ...dncSendEndpoints,
}

// The server part of clima-laboral, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const climaLaboralManifest = serverPart({
  endpoints,
  handlers: { ...climateParticipantHandlers, ...questionnaireHandlers, ...climateLinkHandlers, ...reviewHandlers, ...climateReportHandlers, ...complianceReportHandlers, ...climatePolicyHandlers, ...dncSendHandlers },
  recordTables,
})

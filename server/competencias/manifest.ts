import { competenciasEndpoints } from "../../domain/competencias/endpoints"
import { competencyAssessmentsTable } from "./assessments"
import { competenciasColaboradorHandlers } from "./competencias-colaborador-http"
import { competenciasMapaHandlers } from "./competencias-organizacion-http"
import { competenciasPuestoHandlers } from "./competencias-puesto-http"
import { operativeCompetenciesTable, organizationalCompetenciesTable, technicalCompetenciesTable } from "./competencies"
import { competencyLevelsTable } from "./niveles-competencias-tecnicas"
import { asRecordTable, type RecordTable } from "../records/table"
import { serverPart } from "../parts/server-part"

const recordTables: ReadonlyArray<RecordTable> = [
  asRecordTable(competencyLevelsTable),
  asRecordTable(organizationalCompetenciesTable),
  asRecordTable(technicalCompetenciesTable),
  asRecordTable(operativeCompetenciesTable),
  asRecordTable(competencyAssessmentsTable),
]

// The server part of competencias, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const competenciasManifest = serverPart({
  endpoints: competenciasEndpoints,
  handlers: {
    ...competenciasPuestoHandlers,
    ...competenciasMapaHandlers,
    ...competenciasColaboradorHandlers,
  },
  recordTables,
})

import { competenciasPuestoEndpoints } from "../../domain/competencias/competencias-puesto-api"
import { competenciasMapaEndpoints } from "../../domain/competencias/competencias-organizacion-api"
import { competenciasColaboradorEndpoints } from "../../domain/competencias/competencias-colaborador-api"
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

const endpoints = {
  ...competenciasPuestoEndpoints,
  ...competenciasMapaEndpoints,
  ...competenciasColaboradorEndpoints,
}

// The server part of competencias, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const competenciasManifest = serverPart({
  endpoints,
  handlers: {
    ...competenciasPuestoHandlers,
    ...competenciasMapaHandlers,
    ...competenciasColaboradorHandlers,
  },
  recordTables,
})

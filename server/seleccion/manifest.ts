import { pipelineEndpoints } from "../../domain/seleccion/asignacion-candidatos-api"
import { candidateRecordEndpoints } from "../../domain/seleccion/gestion-candidatos-api"
import { candidateDocumentEndpoints } from "../../domain/seleccion/gestion-candidatos-documentos-api"
import { competenciasCandidatosEndpoints } from "../../domain/seleccion/competencias-candidatos-api"
import { requisitionCallEndpoints } from "../../domain/seleccion/requisiciones-colaboradores-api"
import { offerCalls } from "../../domain/seleccion/ofertas-candidatos-api"
import { offerPreHireCalls } from "../../domain/seleccion/pre-alta-candidatos-api"
import { seguimientoEndpoints } from "../../domain/seleccion/reporte-seguimiento-api"
import { asRecordTable, type RecordTable } from "../records/table"
import { serverPart } from "../parts/server-part"
import { pipelineHandlers } from "./asignacion-candidatos-http"
import { competenciasCandidatosHandlers } from "./competencias-candidatos-http"
import { interviewsTable } from "./entrevistas"
import { candidateRecordsTable } from "./gestion-candidatos"
import { candidateRecordHandlers } from "./gestion-candidatos-http"
import { candidateDocumentHandlers } from "./gestion-candidatos-documentos-http"
import { offersTable } from "./ofertas-candidatos"
import { offerCallHandlers } from "./ofertas-candidatos-http"
import { offerPreHiresTable } from "./pre-alta-candidatos"
import { offerPreHireHandlers } from "./pre-alta-candidatos-http"
import { selectionProcessesTable } from "./procesos-seleccion"
import { seguimientoHandlers } from "./reporte-seguimiento-http"
import { requisitionsTable } from "./requisiciones-colaboradores"
import { requisitionCallHandlers } from "./requisiciones-colaboradores-http"
import { selectionReferenceTables } from "./tablas-referencia"
import { vacanciesTable } from "./vacantes"

const recordTables: ReadonlyArray<RecordTable> = [
  ...selectionReferenceTables,
  asRecordTable(requisitionsTable),
  asRecordTable(selectionProcessesTable),
  asRecordTable(vacanciesTable),
  asRecordTable(candidateRecordsTable),
  asRecordTable(interviewsTable),
  asRecordTable(offersTable),
  asRecordTable(offerPreHiresTable),
]

const endpoints = {
  ...pipelineEndpoints,
  ...candidateRecordEndpoints,
  ...candidateDocumentEndpoints,
  ...competenciasCandidatosEndpoints,
  ...requisitionCallEndpoints,
  ...offerCalls,
  ...offerPreHireCalls,
  ...seguimientoEndpoints,
}

// The server part of seleccion, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const seleccionManifest = serverPart({
  endpoints,
  handlers: {
    ...pipelineHandlers,
    ...candidateRecordHandlers,
    ...candidateDocumentHandlers,
    ...competenciasCandidatosHandlers,
    ...requisitionCallHandlers,
    ...offerCallHandlers,
    ...offerPreHireHandlers,
    ...seguimientoHandlers,
  },
  recordTables,
})

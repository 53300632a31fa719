import { seleccionEndpoints } from "../../domain/seleccion/endpoints"
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
import { offerAuthorizationOrigin } from "./ofertas-candidatos-origin"
import { requisitionAuthorizationOrigin } from "./requisiciones-colaboradores-origin"

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

// The server part of seleccion, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const seleccionManifest = serverPart({
  endpoints: seleccionEndpoints,
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
  origins: [requisitionAuthorizationOrigin, offerAuthorizationOrigin],
})

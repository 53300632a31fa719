import seleccionMigration from "../db/migrations/0313_seleccion"
import candidateRowsMigration from "../db/migrations/0314_sel_candidatos_filas"
import seleccionEntrevistas from "../db/migrations/0315_seleccion_entrevistas"
import ofertasCandidatos from "../db/migrations/0316_ofertas_candidatos"
import candidateDocumentKinds from "../db/migrations/0317_sel_candidatos_documentos_tipo"
import { asRecordTable, type RecordTable } from "../records/table"
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

// Selección: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers, its record tables and its migrations.
export const seleccionManifest = {
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
  migrations: {
    "0313_seleccion": seleccionMigration,
    "0314_sel_candidatos_filas": candidateRowsMigration,
    "0315_seleccion_entrevistas": seleccionEntrevistas,
    "0316_ofertas_candidatos": ofertasCandidatos,
    "0317_sel_candidatos_documentos_tipo": candidateDocumentKinds,
  },
}

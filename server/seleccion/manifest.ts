import seleccionMigration from "../db/migrations/0313_seleccion"
import candidateRowsMigration from "../db/migrations/0314_sel_candidatos_filas"
import seleccionEntrevistas from "../db/migrations/0315_seleccion_entrevistas"
import { asRecordTable, type RecordTable } from "../records/table"
import { pipelineHandlers } from "./asignacion-candidatos-http"
import { competenciasCandidatosHandlers } from "./competencias-candidatos-http"
import { interviewsTable } from "./entrevistas"
import { candidateRecordsTable } from "./gestion-candidatos"
import { candidateRecordHandlers } from "./gestion-candidatos-http"
import { selectionProcessesTable } from "./procesos-seleccion"
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
]

// Selección: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers, its record tables and its migrations.
export const seleccionManifest = {
  handlers: {
    ...pipelineHandlers,
    ...candidateRecordHandlers,
    ...competenciasCandidatosHandlers,
    ...requisitionCallHandlers,
  },
  recordTables,
  migrations: {
    "0313_seleccion": seleccionMigration,
    "0314_sel_candidatos_filas": candidateRowsMigration,
    "0315_seleccion_entrevistas": seleccionEntrevistas,
  },
}

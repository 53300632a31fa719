import seleccionMigration from "../db/migrations/0313_seleccion"
import seleccionEntrevistas from "../db/migrations/0315_seleccion_entrevistas"
import { asRecordTable, type RecordTable } from "../records/table"
import { competenciasCandidatosHandlers } from "./competencias-candidatos-http"
import { interviewsTable } from "./entrevistas"

const recordTables: ReadonlyArray<RecordTable> = [
  asRecordTable(interviewsTable),
]

// Selección: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers, its record tables and its migrations.
export const seleccionManifest = {
  handlers: {
    ...competenciasCandidatosHandlers,
  },
  recordTables,
  migrations: {
    "0313_seleccion": seleccionMigration,
    "0315_seleccion_entrevistas": seleccionEntrevistas,
  },
}

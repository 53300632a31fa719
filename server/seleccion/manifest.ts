import seleccionMigration from "../db/migrations/0313_seleccion"
import { asRecordTable, type RecordTable } from "../records/table"
import { pipelineHandlers } from "./asignacion-candidatos-http"
import { vacanciesTable } from "./vacantes"

const recordTables: ReadonlyArray<RecordTable> = [
  asRecordTable(vacanciesTable),
]

// Selección: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers, its record tables and its migrations.
export const seleccionManifest = {
  handlers: {
    ...pipelineHandlers,
  },
  recordTables,
  migrations: {
    "0313_seleccion": seleccionMigration,
  },
}

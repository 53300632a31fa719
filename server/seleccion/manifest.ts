import seleccionMigration from "../db/migrations/0313_seleccion"
import { asRecordTable, type RecordTable } from "../records/table"
import { selectionProcessesTable } from "./procesos-seleccion"
import { requisitionsTable } from "./requisiciones-colaboradores"
import { requisitionCallHandlers } from "./requisiciones-colaboradores-http"
import { selectionReferenceTables } from "./tablas-referencia"

const recordTables: ReadonlyArray<RecordTable> = [...selectionReferenceTables, asRecordTable(requisitionsTable), asRecordTable(selectionProcessesTable)]

// Selección: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers, its record tables and its migrations.
export const seleccionManifest = {
  handlers: {
    ...requisitionCallHandlers,
  },
  recordTables,
  migrations: {
    "0313_seleccion": seleccionMigration,
  },
}

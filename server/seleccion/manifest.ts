import seleccionMigration from "../db/migrations/0313_seleccion"
import type { RecordTable } from "../records/table"

const recordTables: ReadonlyArray<RecordTable> = []

// Selección: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers, its record tables and its migrations.
export const seleccionManifest = {
  handlers: {},
  recordTables,
  migrations: {
    "0313_seleccion": seleccionMigration,
  },
}

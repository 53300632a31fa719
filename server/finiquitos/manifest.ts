import finiquitosMigration from "../db/migrations/0200_finiquitos"
import finiquitosBaja from "../db/migrations/0225_finiquitos_baja"
import { asRecordTable, type RecordTable } from "../records/table"
import { finiquitoRequestsTable } from "./solicitud-finiquito"
import { finiquitoRequestHandlers } from "./solicitud-finiquito-http"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(finiquitoRequestsTable)]

// Finiquitos: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers (the preview), its record tables and its migrations.
export const finiquitosManifest = {
  handlers: {
    ...finiquitoRequestHandlers,
  },
  recordTables,
  migrations: {
    "0200_finiquitos": finiquitosMigration,
    "0225_finiquitos_baja": finiquitosBaja,
  },
}

import finiquitosMigration from "../db/migrations/0200_finiquitos"
import settlementLettersMigration from "../db/migrations/0215_cartas_finiquito"
import finiquitosBaja from "../db/migrations/0225_finiquitos_baja"
import { asRecordTable, type RecordTable } from "../records/table"
import { settlementLettersTable } from "./cartas-finiquito"
import { settlementLetterScanHandlers } from "./cartas-finiquito-firmada"
import { finiquitoRequestsTable } from "./solicitud-finiquito"
import { finiquitoRequestHandlers } from "./solicitud-finiquito-http"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(finiquitoRequestsTable), asRecordTable(settlementLettersTable)]

// Finiquitos: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers (the preview, the signed letter's scan), its record tables and
// its migrations.
export const finiquitosManifest = {
  handlers: {
    ...finiquitoRequestHandlers,
    ...settlementLetterScanHandlers,
  },
  recordTables,
  migrations: {
    "0200_finiquitos": finiquitosMigration,
    "0215_cartas_finiquito": settlementLettersMigration,
    "0225_finiquitos_baja": finiquitosBaja,
  },
}

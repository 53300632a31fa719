import evaEncuestas from "../db/migrations/0302_eva_encuestas"
import { asRecordTable, type RecordTable } from "../records/table"
import { surveysTable } from "./encuestas"
import { surveyCallHandlers } from "./encuestas-http"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(surveysTable)]

// Evaluación: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: EVA100's record table (its endpoints and handlers are generated), its calls in the
// contract's style and its migration.
export const evaluacionManifest = {
  handlers: { ...surveyCallHandlers },
  recordTables,
  migrations: {
    "0302_eva_encuestas": evaEncuestas,
  },
}

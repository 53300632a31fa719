import legalParametersMigration from "../db/migrations/0175_parametros_legales"
import contractParametersMigration from "../db/migrations/0176_parametros_contratos"
import { asRecordTable, type RecordTable } from "../records/table"
import { legalParametersTable } from "./parametros-legales"
import { contractParametersHandlers } from "./parametros-http"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(legalParametersTable)]

// Contratos: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers, its record tables and its migrations.
export const contratosManifest = {
  handlers: {
    ...contractParametersHandlers,
  },
  recordTables,
  migrations: {
    "0175_parametros_legales": legalParametersMigration,
    "0176_parametros_contratos": contractParametersMigration,
  },
}

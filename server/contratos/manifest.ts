import { contractsTable } from "./gestion-contratos"
import contratos from "../db/migrations/0185_contratos"
import { asRecordTable, type RecordTable } from "../records/table"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(contractsTable)]

// Contratos: what server/areas.ts and server/db/migrate.ts take from this module, in one
// import each: its hand-written handlers, its record tables (their endpoints and handlers are
// generated) and its migrations (the files stay in server/db/migrations/).
export const contratosManifest = {
  handlers: {},
  recordTables,
  migrations: {
    "0185_contratos": contratos,
  },
}

import { contractCatalogueTable } from "./catalogo-contratos"
import catalogoContratos from "../db/migrations/0180_catalogo_contratos"
import type { RecordTable } from "../records/table"

const recordTables: ReadonlyArray<RecordTable> = [contractCatalogueTable]

// Contratos: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its record tables (their endpoints and handlers are generated) and its migrations.
export const contratosManifest = {
  handlers: {},
  recordTables,
  migrations: {
    "0180_catalogo_contratos": catalogoContratos,
  },
}

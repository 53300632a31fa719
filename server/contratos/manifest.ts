import { contractCatalogueTable } from "./catalogo-contratos"
import { contractsTable } from "./gestion-contratos"
import { contractScanHandlers } from "./gestion-contratos-firmado"
import catalogoContratos from "../db/migrations/0180_catalogo_contratos"
import contratos from "../db/migrations/0185_contratos"
import contratosFirmados from "../db/migrations/0186_contratos_firmados"
import { asRecordTable, type RecordTable } from "../records/table"

const recordTables: ReadonlyArray<RecordTable> = [contractCatalogueTable, asRecordTable(contractsTable)]

// Contratos: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers (the signed contract's scan), its record tables (their
// endpoints and handlers are generated) and its migrations.
export const contratosManifest = {
  handlers: { ...contractScanHandlers },
  recordTables,
  migrations: {
    "0180_catalogo_contratos": catalogoContratos,
    "0185_contratos": contratos,
    "0186_contratos_firmados": contratosFirmados,
  },
}

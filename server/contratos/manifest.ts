import legalParametersMigration from "../db/migrations/0175_parametros_legales"
import contractParametersMigration from "../db/migrations/0176_parametros_contratos"
import catalogoContratos from "../db/migrations/0180_catalogo_contratos"
import { asRecordTable, type RecordTable } from "../records/table"
import { contractCatalogueTable } from "./catalogo-contratos"
import { legalParametersTable } from "./parametros-legales"
import { contractParametersHandlers } from "./parametros-http"
import { contractTemplatesHandlers } from "./parametros-plantillas-http"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(legalParametersTable), contractCatalogueTable]

// Contratos: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers, its record tables (their endpoints and handlers are
// generated) and its migrations.
export const contratosManifest = {
  handlers: {
    ...contractParametersHandlers,
    ...contractTemplatesHandlers,
  },
  recordTables,
  migrations: {
    "0175_parametros_legales": legalParametersMigration,
    "0176_parametros_contratos": contractParametersMigration,
    "0180_catalogo_contratos": catalogoContratos,
  },
}

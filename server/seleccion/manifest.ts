import seleccionMigration from "../db/migrations/0313_seleccion"
import ofertasCandidatos from "../db/migrations/0316_ofertas_candidatos"
import { offersTable } from "./ofertas-candidatos"
import { offerCallHandlers } from "./ofertas-candidatos-http"
import { offerPreHiresTable } from "./pre-alta-candidatos"
import { offerPreHireHandlers } from "./pre-alta-candidatos-http"
import { seguimientoHandlers } from "./reporte-seguimiento-http"
import { asRecordTable, type RecordTable } from "../records/table"

const recordTables: ReadonlyArray<RecordTable> = [
  asRecordTable(offersTable),
  asRecordTable(offerPreHiresTable),
]

// Selección: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers, its record tables and its migrations.
export const seleccionManifest = {
  handlers: {
    ...offerCallHandlers,
    ...offerPreHireHandlers,
    ...seguimientoHandlers,
  },
  recordTables,
  migrations: {
    "0313_seleccion": seleccionMigration,
    "0316_ofertas_candidatos": ofertasCandidatos,
  },
}

import legalParametersMigration from "../db/migrations/0175_parametros_legales"
import contractParametersMigration from "../db/migrations/0176_parametros_contratos"
import catalogoContratos from "../db/migrations/0180_catalogo_contratos"
import contratos from "../db/migrations/0185_contratos"
import contratosFirmados from "../db/migrations/0186_contratos_firmados"
import seguimientosContratos from "../db/migrations/0190_seguimientos_contratos"
import contratosAlertas from "../db/migrations/0194_contratos_alertas"
import contratosPorVencer from "../db/migrations/0205_contratos_por_vencer"
import renovacionesContratos from "../db/migrations/0210_renovaciones_contratos"
import seguimientosAdjuntos from "../db/migrations/0211_seguimientos_contratos_adjuntos"
import folioAnyCase from "../db/migrations/0230_contratos_folio_cualquier_caso"
import { asRecordTable, type RecordTable } from "../records/table"
import { contractCatalogueTable } from "./catalogo-contratos"
import { contractsTable } from "./gestion-contratos"
import { contractScanHandlers } from "./gestion-contratos-firmado"
import { contratosVencerHandlers } from "./contratos-vencer-http"
import { reporteContratosHandlers } from "./reporte-contratos-http"
import { reporteCumplimientoHandlers } from "./reporte-cumplimiento-http"
import { contratosVencerBulkHandlers } from "./contratos-vencer-bulk"
import { followUpAttachmentHandlers } from "./seguimientos-contratos-adjunto-http"
import { legalParametersTable } from "./parametros-legales"
import { contractFollowUpsTable } from "./seguimientos-contratos"
import { contractParametersHandlers } from "./parametros-http"
import { contractTemplatesHandlers } from "./parametros-plantillas-http"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(legalParametersTable), contractCatalogueTable, asRecordTable(contractsTable), asRecordTable(contractFollowUpsTable)]

// Contratos: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: its hand-written handlers (the parameters, the templates, the signed contract's scan),
// its record tables (their endpoints and handlers are generated) and its migrations.
export const contratosManifest = {
  handlers: {
    ...contractParametersHandlers,
    ...contractTemplatesHandlers,
    ...contractScanHandlers,
    ...contratosVencerHandlers,
    ...reporteContratosHandlers,
    ...reporteCumplimientoHandlers,
    ...contratosVencerBulkHandlers,
    ...followUpAttachmentHandlers,
  },
  recordTables,
  migrations: {
    "0175_parametros_legales": legalParametersMigration,
    "0176_parametros_contratos": contractParametersMigration,
    "0180_catalogo_contratos": catalogoContratos,
    "0185_contratos": contratos,
    "0186_contratos_firmados": contratosFirmados,
    "0190_seguimientos_contratos": seguimientosContratos,
    "0194_contratos_alertas": contratosAlertas,
    "0205_contratos_por_vencer": contratosPorVencer,
    "0210_renovaciones_contratos": renovacionesContratos,
    "0211_seguimientos_contratos_adjuntos": seguimientosAdjuntos,
    "0230_contratos_folio_cualquier_caso": folioAnyCase,
  },
}

import { contratosEndpoints } from "../../domain/contratos/endpoints"
import { asRecordTable, type RecordTable } from "../records/table"
import { serverPart } from "../parts/server-part"
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
import { renewalAuthorizationOrigin } from "./gestion-contratos-renewal-origin"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(legalParametersTable), contractCatalogueTable, asRecordTable(contractsTable), asRecordTable(contractFollowUpsTable)]

// The server part of contratos, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const contratosManifest = serverPart({
  endpoints: contratosEndpoints,
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
  origins: [renewalAuthorizationOrigin],
})

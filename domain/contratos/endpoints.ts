import { contractParametersEndpoints } from "./parametros-api"
import { contractTemplatesEndpoints } from "./parametros-plantillas-api"
import { contractScanEndpoints } from "./gestion-contratos-api"
import { contratosVencerEndpoints } from "./contratos-vencer-api"
import { reporteContratosEndpoints } from "./reporte-contratos-api"
import { reporteCumplimientoEndpoints } from "./reporte-cumplimiento-api"
import { contratosVencerBulkEndpoints } from "./contratos-vencer-bulk"
import { followUpAttachmentEndpoints } from "./seguimientos-contratos-api"

// Every hand-written endpoint of contratos, in one list: its server part serves them
// (server/contratos/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const contratosEndpoints = {
  ...contractParametersEndpoints,
  ...contractTemplatesEndpoints,
  ...contractScanEndpoints,
  ...contratosVencerEndpoints,
  ...reporteContratosEndpoints,
  ...reporteCumplimientoEndpoints,
  ...contratosVencerBulkEndpoints,
  ...followUpAttachmentEndpoints,
} as const

import { pipelineEndpoints } from "./asignacion-candidatos-api"
import { candidateRecordEndpoints } from "./gestion-candidatos-api"
import { candidateDocumentEndpoints } from "./gestion-candidatos-documentos-api"
import { competenciasCandidatosEndpoints } from "./competencias-candidatos-api"
import { requisitionCallEndpoints } from "./requisiciones-colaboradores-api"
import { offerCalls } from "./ofertas-candidatos-api"
import { offerPreHireCalls } from "./pre-alta-candidatos-api"
import { seguimientoEndpoints } from "./reporte-seguimiento-api"

// Every hand-written endpoint of seleccion, in one list: its server part serves them
// (server/seleccion/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const seleccionEndpoints = {
  ...pipelineEndpoints,
  ...candidateRecordEndpoints,
  ...candidateDocumentEndpoints,
  ...competenciasCandidatosEndpoints,
  ...requisitionCallEndpoints,
  ...offerCalls,
  ...offerPreHireCalls,
  ...seguimientoEndpoints,
} as const

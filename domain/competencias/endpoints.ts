import { competenciasPuestoEndpoints } from "./competencias-puesto-api"
import { competenciasMapaEndpoints } from "./competencias-organizacion-api"
import { competenciasColaboradorEndpoints } from "./competencias-colaborador-api"

// Every hand-written endpoint of competencias, in one list: its server part serves them
// (server/competencias/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const competenciasEndpoints = {
  ...competenciasPuestoEndpoints,
  ...competenciasMapaEndpoints,
  ...competenciasColaboradorEndpoints,
} as const

import { finiquitoRequestEndpoints } from "./solicitud-finiquito-api"
import { settlementLetterScanEndpoints } from "./cartas-finiquito-api"

// Every hand-written endpoint of finiquitos, in one list: its server part serves them
// (server/finiquitos/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const finiquitosEndpoints = {
  ...finiquitoRequestEndpoints,
  ...settlementLetterScanEndpoints,
} as const

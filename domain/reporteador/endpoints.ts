import { reportEndpoints } from "./reporteador-api"

// Every hand-written endpoint of reporteador, in one list: its server part serves them
// (server/reporteador/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const reporteadorEndpoints = {
  ...reportEndpoints,
} as const

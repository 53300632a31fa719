import { alertasContratos, datosIndicadores } from "./dashboard-api"

// Every hand-written endpoint of dashboard, in one list: its server part serves them
// (server/dashboard/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const dashboardEndpoints = { datosIndicadores, alertasContratos } as const

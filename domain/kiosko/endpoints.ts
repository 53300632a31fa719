import { kioskEndpoints } from "./kiosko-api"

// Every hand-written endpoint of kiosko, in one list: its server part serves them
// (server/kiosko/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const kioskoEndpoints = {
  ...kioskEndpoints,
} as const

import { dashboardEndpoints } from "./dashboard"
import type { AnyEndpoint } from "./endpoint"
import { sessionEndpoints } from "./session"

/**
 * Every endpoint of the API by name (each key equals its endpoint's `name`), one spread per
 * area file of domain/api/. The server's handler map is typed from this object, so an endpoint
 * added here without a handler does not compile.
 */
export const endpoints = {
  ...sessionEndpoints,
  ...dashboardEndpoints,
} as const

export const contract: ReadonlyArray<AnyEndpoint> = Object.values(endpoints)

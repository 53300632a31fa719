import type { AnyEndpoint } from "./endpoint"
import { datosIndicadores } from "./dashboard"
import { login, logout, sesion } from "./session"

/**
 * The endpoints by name (each key equals its endpoint's `name`). The server's handler map is
 * typed from this object, so an endpoint added here without a handler does not compile.
 */
export const endpoints = { login, logout, sesion, datosIndicadores } as const

export const contract: ReadonlyArray<AnyEndpoint> = Object.values(endpoints)

import type { AnyEndpoint } from "./endpoint"
import { datosIndicadores } from "./dashboard"
import { login, logout } from "./session"

/** Every endpoint of the API, under `apiPrefix`. The server serves exactly these. */
export const apiPrefix = "/api"

export const contract: ReadonlyArray<AnyEndpoint> = [login, logout, datosIndicadores]

/** The version file the SPA reads at start (SPEC 7.1), served outside the API prefix. */
export const configPath = "/assets/config.json"

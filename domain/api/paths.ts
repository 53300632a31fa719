// The API prefix and the version file, apart from the endpoint schemas: the SPA reads the
// version file at start-up, before (and without) loading the schema library.

/** Every endpoint of the API lives under this prefix. */
export const apiPrefix = "/api"

/** The version file the SPA reads at start, served outside the API prefix. */
export const configPath = "/assets/config.json"

/**
 * Response header on every answer to a signed-in caller: an opaque version of their rights and
 * account. The SPA asks for its session again only when it differs from the one it holds.
 */
export const rightsVersionHeader = "X-Derechos-Version"

import { catalogsEndpoints } from "../../domain/api/catalogs"
import { serverPart } from "../parts/server-part"
import { catalogsHandlers } from "./http"

// The lookups (catalogues) of every page: their registry imports each module's catalogues, so
// this part loads on its first request like a module (server/parts/part-loaders.ts).
export const catalogsManifest = serverPart({
  endpoints: catalogsEndpoints,
  handlers: catalogsHandlers,
})

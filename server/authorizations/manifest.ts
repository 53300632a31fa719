import { authorizationsEndpoints } from "../../domain/api/authorizations"
import { serverPart } from "../parts/server-part"
import { authorizationsHandlers } from "./http"

// The authorizations inbox: a part of the platform that knows every module's requests (their
// origins), so it loads on its first request like a module (server/parts/part-loaders.ts).
export const authorizationsManifest = serverPart({
  endpoints: authorizationsEndpoints,
  handlers: authorizationsHandlers,
})

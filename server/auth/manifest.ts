import { sesionEndpoints } from "../../domain/api/sesion-endpoints"
import { serverPart } from "../parts/server-part"
import { sessionHandlers } from "./http"
import { passwordHandlers } from "./passwords-http"

// The session's endpoints (sign-in, sign-out, the current user, passwords): a part of the
// platform, loaded like a module's on its first request (server/parts/part-loaders.ts).
export const sessionManifest = serverPart({
  endpoints: sesionEndpoints,
  handlers: { ...sessionHandlers, ...passwordHandlers },
})

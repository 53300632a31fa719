import { kioskoEndpoints } from "../../domain/kiosko/endpoints"
import { kioskHandlers } from "./kiosko-http"
import { serverPart } from "../parts/server-part"

// The server part of kiosko, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const kioskoManifest = serverPart({
  endpoints: kioskoEndpoints,
  handlers: {
    ...kioskHandlers,
  },
})

import { reporteadorEndpoints } from "../../domain/reporteador/endpoints"
import { reportHandlers } from "./reporteador-http"
import { serverPart } from "../parts/server-part"

// The server part of reporteador, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const reporteadorManifest = serverPart({
  endpoints: reporteadorEndpoints,
  handlers: {
    ...reportHandlers,
  },
})

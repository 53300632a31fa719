import { dashboardEndpoints } from "../../domain/dashboard/endpoints"
import { dashboardHandlers } from "./dashboard-http"
import { serverPart } from "../parts/server-part"

// The server part of dashboard, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const dashboardManifest = serverPart({
  endpoints: dashboardEndpoints,
  handlers: {
    ...dashboardHandlers,
  },
})

import { apiPrefix } from "../../domain/api/paths"
import { createApiClient } from "../api/client"
import { sessionActor } from "./session"

// The application's API client: the token comes from the session, and a 401 on a tokened call
// ends it. Imported lazily (it carries effect/Schema) so the first screen loads without it.

export const api = createApiClient({
  baseURL: import.meta.env.VITE_API_URL || apiPrefix,
  getToken: () => sessionActor.getSnapshot().context.session?.token ?? null,
  onUnauthorized: () => sessionActor.send({ type: "UNAUTHORIZED" }),
})

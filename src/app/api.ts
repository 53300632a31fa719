import { sesion } from "../../domain/api/session"
import { createApiClient } from "../api/client"
import { apiBaseURL } from "./api-base"
import { sessionActor } from "./session"

// The application's API client: the token comes from the session and a 401 on a tokened call
// ends it. An answer whose rights version differs from the session's asks GET /sesion once, so
// rights changed on the server reach the SPA with its next call rather than on every navigation
// (src/router.ts then runs the guards again). Imported lazily (it carries effect/Schema) so the
// first screen loads without it.

/** The version a GET /sesion is already on its way for; answers meanwhile ask nothing more. */
let refreshingFor: string | null = null

const refreshOnNewRights = (version: string) => {
  const session = sessionActor.getSnapshot().context.session
  if (session === null || session.rightsVersion === version || refreshingFor === version) return
  refreshingFor = version
  void api.call(sesion, {}).then((result) => {
    if (refreshingFor === version) refreshingFor = null
    // A sign-out or another sign-in meanwhile makes the answer someone else's.
    const now = sessionActor.getSnapshot()
    if (result.ok && now.matches("authenticated") && now.context.session?.token === session.token) {
      sessionActor.send({ type: "REFRESHED", current: result.value.result })
    }
  })
}

export const api = createApiClient({
  baseURL: apiBaseURL,
  getToken: () => sessionActor.getSnapshot().context.session?.token ?? null,
  onUnauthorized: () => sessionActor.send({ type: "UNAUTHORIZED" }),
  onRightsVersion: refreshOnNewRights,
})

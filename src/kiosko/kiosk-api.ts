import { createApiClient } from "../api/client"
import { apiBaseURL } from "../app/api-base"
import { kioskLink } from "./kiosk-link"

// The kiosk's own API client: the token is the kiosk session's (never the staff one's, which the
// kiosk's endpoints refuse anyway), a 401 on a tokened call ends the kiosk session only. A file of
// its own because the client decodes with effect/Schema: the signed-out kiosk loads it only when
// it first calls the server (src/kiosko/kiosk-app.ts).

export const kioskApi = createApiClient({
  baseURL: apiBaseURL,
  getToken: () => kioskLink.token(),
  onUnauthorized: () => kioskLink.unauthorized(),
})

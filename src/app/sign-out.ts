import { logout } from "../../domain/api/session"
import { createApiClient } from "../api/client"
import { apiBaseURL } from "./api-base"

// The sign-out call, made with the token of the session being ended. It has a client of its
// own: the session ends whatever the answer, so neither a 401 nor a rights version matters
// here, and the session actor need not import the application's client (which imports it).
export const signOutRequest = async (token: string): Promise<void> => {
  const client = createApiClient({ baseURL: apiBaseURL, getToken: () => token, onUnauthorized: () => undefined })
  const result = await client.call(logout, {})
  // The answer does not matter; a failure is only logged.
  if (!result.ok) console.warn("logout:", result.message)
}

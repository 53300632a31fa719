import { apiBaseURL } from "../app/api-base"
import type { JsonPort } from "../../machines/clima-laboral/cuestionario-calls"

// The questionnaire's JSON port: a plain fetch (no session token: the link's token is the only
// credential), so the page loads neither the contract's client nor its schemas.

export const postJson: JsonPort = async (path, body) => {
  try {
    const response = await fetch(`${apiBaseURL}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
    const text = await response.text()
    try {
      return { status: response.status, body: JSON.parse(text) as unknown }
    } catch {
      return { status: response.status, body: null }
    }
  } catch {
    return { status: null, body: null }
  }
}

import { heldKeys } from "../../machines/session"
import type { SessionActor } from "./session"

// Asks the server who the user is now, on every navigation inside the shell. A session revoked
// on the server answers 401 and the API client ends it here too; rights changed by an
// administrator replace the stored ones, and the guards run again so a page no longer allowed
// is left at once.
export const refreshSession = async (session: SessionActor, revalidate: () => Promise<void>): Promise<void> => {
  const { currentSessionRequest } = await import("./requests")
  const result = await currentSessionRequest()
  if (!result.ok || !session.getSnapshot().matches("authenticated")) return
  const before = heldKeys(session.getSnapshot().context).join(",")
  session.send({ type: "REFRESHED", current: result.value.result })
  if (heldKeys(session.getSnapshot().context).join(",") !== before) {
    await revalidate()
  }
}

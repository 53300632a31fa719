import type { Access } from "../../domain/api/endpoint"
import { holdsAny } from "../../domain/catalog"

// The rule of the contract: a Keys endpoint needs at least one of its keys; a Session endpoint
// only a valid session; a Public one nothing. `keys` are a staff session's: a Kiosk endpoint is
// never opened by one (the router checks kiosk sessions apart, server/auth/kiosk-sessions.ts).
export type Verdict = "allowed" | "unauthenticated" | "forbidden"

export const authorize = (access: Access, keys: ReadonlyArray<string> | undefined): Verdict => {
  if (access._tag === "Public") return "allowed"
  if (access._tag === "Kiosk") return "unauthenticated"
  if (keys === undefined) return "unauthenticated"
  if (access._tag === "Session") return "allowed"
  return holdsAny(keys, access.keys) ? "allowed" : "forbidden"
}

import type { Access } from "../../domain/api/endpoint"
import { holdsAny } from "../../domain/catalog"

// The rule of the contract: a Keys endpoint needs at least one of its keys; a Session endpoint
// only a valid session; a Public one nothing.
export type Verdict = "allowed" | "unauthenticated" | "forbidden"

export const authorize = (access: Access, keys: ReadonlyArray<string> | undefined): Verdict => {
  if (access._tag === "Public") return "allowed"
  if (keys === undefined) return "unauthenticated"
  if (access._tag === "Session") return "allowed"
  return holdsAny(keys, access.keys) ? "allowed" : "forbidden"
}

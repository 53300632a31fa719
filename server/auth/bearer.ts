import type { Headers } from "@effect/platform"
import { Effect } from "effect"
import type { Access } from "../../domain/api/endpoint"
import { forbidden, unauthenticated } from "../http/failure"
import { authorize } from "./authorize"
import type { Principal } from "./principal"
import { findPrincipal } from "./sessions"

const bearerPattern = /^Bearer[ \t]+([A-Za-z0-9_-]{16,128})[ \t]*$/

export const bearerToken = (headers: Headers.Headers): string | undefined => {
  const header = headers.authorization
  if (typeof header !== "string") return undefined
  return bearerPattern.exec(header)?.[1]
}

/**
 * Authenticates one request for an endpoint: 401 for a missing, malformed, unknown, expired or
 * revoked token. Rights are read from the database on every request, so a change applies at once.
 */
export const authenticate = (access: Access, headers: Headers.Headers) =>
  Effect.gen(function* () {
    if (access._tag === "Public") return undefined
    // Kiosk endpoints take kiosk sessions only (kiosk-sessions.ts authenticateKiosk).
    if (access._tag === "Kiosk") return yield* unauthenticated()
    const token = bearerToken(headers)
    const principal = token === undefined ? undefined : yield* findPrincipal(token)
    if (principal === undefined) return yield* unauthenticated()
    return principal
  })

/** 403 when the caller's profile holds none of the endpoint's keys. */
export const requireAccess = (access: Access, principal: Principal | undefined) =>
  Effect.gen(function* () {
    const verdict = authorize(access, principal?.keys)
    if (verdict === "unauthenticated") return yield* unauthenticated()
    if (verdict === "forbidden") return yield* forbidden()
  })

import type { Headers } from "@effect/platform"
import { Effect } from "effect"
import type { Access } from "../../domain/api/endpoint"
import { type ApiFailure, forbidden, unauthenticated } from "../http/failure"
import { authorize } from "./authorize"
import type { Principal } from "./principal"
import { findPrincipal } from "./sessions"

const bearerPattern = /^Bearer[ \t]+([A-Za-z0-9_-]{16,128})[ \t]*$/

export const bearerToken = (headers: Headers.Headers): string | undefined => {
  const header = headers.authorization
  if (typeof header !== "string") return undefined
  return bearerPattern.exec(header)?.[1]
}

// Plain functions rather than generators: they run on every request, and each step of an
// Effect generator is a fiber operation of its own.

/**
 * Authenticates one request for an endpoint: 401 for a missing, malformed, unknown, expired or
 * revoked token. Rights are read from the database on every request, so a change applies at once.
 */
export const authenticate = (access: Access, headers: Headers.Headers) => {
  if (access._tag === "Public") return Effect.succeed(undefined)
  // Kiosk endpoints take kiosk sessions only (kiosk-sessions.ts authenticateKiosk).
  if (access._tag === "Kiosk") return Effect.fail(unauthenticated())
  const token = bearerToken(headers)
  if (token === undefined) return Effect.fail(unauthenticated())
  return Effect.flatMap(findPrincipal(token), (principal) => (principal === undefined ? Effect.fail(unauthenticated()) : Effect.succeed(principal)))
}

/** The refusal when the caller's profile holds none of the endpoint's keys (403), or has no session (401). */
export const accessRefusal = (access: Access, principal: Principal | undefined): ApiFailure | undefined => {
  const verdict = authorize(access, principal?.keys)
  if (verdict === "unauthenticated") return unauthenticated()
  if (verdict === "forbidden") return forbidden()
  return undefined
}

/** 403 when the caller's profile holds none of the endpoint's keys. */
export const requireAccess = (access: Access, principal: Principal | undefined) => {
  const refusal = accessRefusal(access, principal)
  return refusal === undefined ? Effect.void : Effect.fail(refusal)
}

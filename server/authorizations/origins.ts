import { aidAuthorizationOrigin } from "../personal/aid-origin"
import { loanAuthorizationOrigin } from "../personal/loan-origin"
import { movementAuthorizationOrigin } from "../personal/movement-origin"
import { portalRequestAuthorizationOrigin } from "../personal/portal-request-origin"
import type { AuthorizationOrigin } from "./origin"

// Every kind of request that can go through an authorization flow. Each area adds its origin
// here (one import, one entry); the engine finds it by its `origen` code.
export const origins: ReadonlyArray<AuthorizationOrigin> = [
  movementAuthorizationOrigin,
  loanAuthorizationOrigin,
  aidAuthorizationOrigin,
  portalRequestAuthorizationOrigin,
]

export const originOf = (origen: string): AuthorizationOrigin | undefined => origins.find((o) => o.origen === origen)

import type { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect } from "effect"
import type { HttpServerResponse } from "@effect/platform"
import type { AnyEndpoint, FileKind, RequestOf, ResponseOf } from "../../domain/api/endpoint"
import type { Now } from "../clock"
import type { AppConfig } from "../config"
import type { AuditTrail } from "../audit/trail"
import type { KioskPrincipal } from "../auth/kiosk-principal"
import type { Principal } from "../auth/principal"
import type { ApiFailure } from "./failure"

/** What every handler may use: the database, the configuration and the clock. */
export type ServerServices = SqlClient.SqlClient | AppConfig | Now

export interface HandlerContext {
  /** The caller; undefined only on Public and Kiosk endpoints. */
  readonly principal: Principal | undefined
  /** The kiosk caller of a Kiosk endpoint (and only there). */
  readonly kiosk?: KioskPrincipal
  /** On writes: notes for the request's audit row (server/audit/trail.ts `auditNote`). */
  readonly audit?: AuditTrail
  /** On writes: the client's address (server/auth/client-address.ts), as the audit row names it. */
  readonly address?: string
  /** On a `writesLate` write: runs its changes with the audit row in one transaction. */
  readonly write?: WriteTransaction
}

/** Runs a handler's changes and the request's audit row in one transaction; again when SQLite is busy. */
export type WriteTransaction = <A, E>(effect: Effect.Effect<A, E, ServerServices>) => Effect.Effect<A, E | SqlError, ServerServices>

/**
 * A handler receives the decoded request and answers the endpoint's success body, or, for a
 * file endpoint, the (streamed) file response itself.
 */
export type Handler<E extends AnyEndpoint> = (
  request: RequestOf<E>,
  context: HandlerContext,
) => Effect.Effect<
  E extends { readonly file: FileKind } ? HttpServerResponse.HttpServerResponse : ResponseOf<E>,
  ApiFailure | SqlError,
  ServerServices
>

/** One handler per endpoint of an area's endpoint object: a missing or extra one is a type error. */
export type HandlersOf<Endpoints extends Readonly<Record<string, AnyEndpoint>>> = {
  readonly [K in keyof Endpoints]: Handler<Endpoints[K]>
}

/**
 * The caller of a protected endpoint. The router authenticates before any handler of a
 * non-Public endpoint runs, so a missing principal is a wiring defect, not a client error.
 */
export const principalOf = (context: HandlerContext): Effect.Effect<Principal> =>
  context.principal === undefined
    ? Effect.dieMessage("handler of a protected endpoint called without a principal")
    : Effect.succeed(context.principal)

/** The write transaction of a `writesLate` endpoint; the router hands it to every such handler. */
export const writeOf = (context: HandlerContext): Effect.Effect<WriteTransaction> =>
  context.write === undefined ? Effect.dieMessage("handler of a writesLate endpoint called without its write transaction") : Effect.succeed(context.write)

/** The kiosk caller of a Kiosk endpoint; the router authenticated them before the handler ran. */
export const kioskOf = (context: HandlerContext): Effect.Effect<KioskPrincipal> =>
  context.kiosk === undefined ? Effect.dieMessage("handler of a kiosk endpoint called without a kiosk principal") : Effect.succeed(context.kiosk)

/** The success envelope: the result, with a message for the user when there is one. */
export const ok = <A>(result: A, message = "") => ({ error: false as const, message, result })

import type { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import type { Effect } from "effect"
import type { AnyEndpoint, RequestOf, ResponseOf } from "../../domain/api/endpoint"
import type { Now } from "../clock"
import type { AppConfig } from "../config"
import type { Principal } from "../auth/principal"
import type { ApiFailure } from "./failure"

/** What every handler may use: the database, the configuration and the clock. */
export type ServerServices = SqlClient.SqlClient | AppConfig | Now

export interface HandlerContext {
  /** The caller; undefined only on Public endpoints. */
  readonly principal: Principal | undefined
}

/** A handler receives the decoded request and answers the endpoint's success body. */
export type Handler<E extends AnyEndpoint> = (
  request: RequestOf<E>,
  context: HandlerContext,
) => Effect.Effect<ResponseOf<E>, ApiFailure | SqlError, ServerServices>

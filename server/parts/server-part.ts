import type { AnyEndpoint } from "../../domain/api/endpoint"
import { endpointList } from "../../domain/records/endpoints"
import type { AuthorizationOrigin } from "../authorizations/origin"
import { registerOrigins } from "../authorizations/origin-registry"
import type { Handler, HandlersOf } from "../http/handler"
import { recordDocumentHandlers } from "../records/document-http"
import { recordHandlers } from "../records/handlers"
import type { RecordTable } from "../records/table"

/**
 * What one part of the server serves once loaded (a module, or a platform area such as the
 * session): every endpoint of it by name, its record resources' included, and a handler for each.
 */
export interface ServerPart {
  readonly endpoints: Readonly<Record<string, AnyEndpoint>>
  readonly handlers: Readonly<Record<string, Handler<AnyEndpoint>>>
  readonly recordTables: ReadonlyArray<RecordTable>
  /** The kinds of its requests that go through an authorization flow, registered as it loads. */
  readonly origins: ReadonlyArray<AuthorizationOrigin>
}

/**
 * A part from its hand-written endpoints with their handlers (one missing is a type error), its
 * record tables, whose endpoints and handlers are generated here, and its authorization origins,
 * registered with the engine here (server/authorizations/origin-registry.ts).
 */
export const serverPart = <Endpoints extends Readonly<Record<string, AnyEndpoint>>>(own: {
  readonly endpoints: Endpoints
  readonly handlers: HandlersOf<Endpoints>
  readonly recordTables?: ReadonlyArray<RecordTable>
  readonly origins?: ReadonlyArray<AuthorizationOrigin>
}): ServerPart => {
  const recordTables = own.recordTables ?? []
  const origins = own.origins ?? []
  registerOrigins(origins)
  const recordEndpoints = recordTables.flatMap((t) => endpointList(t.endpoints))
  const handlers: Record<string, Handler<AnyEndpoint>> = { ...(own.handlers as unknown as Readonly<Record<string, Handler<AnyEndpoint>>>) }
  for (const t of recordTables) Object.assign(handlers, recordHandlers(t), recordDocumentHandlers(t))
  return {
    endpoints: { ...own.endpoints, ...Object.fromEntries(recordEndpoints.map((e) => [e.name, e] as const)) },
    handlers,
    recordTables,
    origins,
  }
}

import type { AnyEndpoint } from "../../domain/api/endpoint"
import { endpointList } from "../../domain/records/endpoints"
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
}

/**
 * A part from its hand-written endpoints with their handlers (one missing is a type error) and
 * its record tables, whose endpoints and handlers are generated here.
 */
export const serverPart = <Endpoints extends Readonly<Record<string, AnyEndpoint>>>(own: {
  readonly endpoints: Endpoints
  readonly handlers: HandlersOf<Endpoints>
  readonly recordTables?: ReadonlyArray<RecordTable>
}): ServerPart => {
  const recordTables = own.recordTables ?? []
  const recordEndpoints = recordTables.flatMap((t) => endpointList(t.endpoints))
  const handlers: Record<string, Handler<AnyEndpoint>> = { ...(own.handlers as unknown as Readonly<Record<string, Handler<AnyEndpoint>>>) }
  for (const t of recordTables) Object.assign(handlers, recordHandlers(t), recordDocumentHandlers(t))
  return {
    endpoints: { ...own.endpoints, ...Object.fromEntries(recordEndpoints.map((e) => [e.name, e] as const)) },
    handlers,
    recordTables,
  }
}

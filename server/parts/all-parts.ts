import type { AnyEndpoint } from "../../domain/api/endpoint"
import type { Handler } from "../http/handler"
import type { RecordTable } from "../records/table"
import { type PartName, partLoaders } from "./part-loaders"
import type { ServerPart } from "./server-part"

// Every part of the server loaded at once: for the tests that sweep every endpoint or record
// table, and for the route index's writer and its check. The server itself never imports this.

export const allParts = Object.fromEntries(
  await Promise.all(Object.entries(partLoaders).map(async ([name, load]) => [name, await load()] as const)),
) as Readonly<Record<PartName, ServerPart>>

const parts = Object.values(allParts)

/** Every handler by endpoint name, the generated ones of the record resources included. */
export const allHandlers: Readonly<Record<string, Handler<AnyEndpoint>>> = Object.assign({}, ...parts.map((p) => p.handlers))

/** Every record resource with its table. */
export const recordTables: ReadonlyArray<RecordTable> = parts.flatMap((p) => p.recordTables)

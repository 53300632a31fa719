import type { AnyEndpoint } from "../../domain/api/endpoint"
import type { ListQuery } from "../../domain/records/list-query"
import type { KeyValueStore } from "../key-value-store"
import { type LoadOutcome, listQueryOf, readListQuery } from "./list-page"

// A record list's first page asked for when its route is entered, beside the page's code being
// fetched, run and drawn, instead of once the page has been drawn and its list machine started:
// on a fresh document the request would otherwise wait for all of that. The list machine's
// first load takes the answer when it asks the same endpoint for the same page and query (read
// from the same stored slot); any other query asks the server as usual. One page waits at a time
// and is taken once, so a later load (a reload, a new query) always asks the server.

type Row = Readonly<Record<string, unknown>>

interface Waiting {
  readonly endpoint: AnyEndpoint
  readonly pageKey: string
  readonly query: string
  readonly answer: Promise<LoadOutcome<Row>>
}

let waiting: Waiting | null = null

/** The query's fields in one order, whoever built it. */
const queryKey = (query: ListQuery): string => JSON.stringify(listQueryOf(query))

/** Asks for the page's list as its machine will (its stored query, or the first page), now. */
export const prefetchListPage = (
  endpoint: AnyEndpoint,
  pageKey: string,
  storage: KeyValueStore,
  load: (query: ListQuery) => Promise<LoadOutcome<Row>>,
): void => {
  const query = readListQuery(storage, pageKey)
  const answer = load(query)
  // Never taken (the user went elsewhere first), a failure must not surface as unhandled.
  answer.catch(() => undefined)
  waiting = { endpoint, pageKey, query: queryKey(query), answer }
}

/**
 * The answer asked for ahead for this endpoint, page and query, or null (none, another one, or
 * already taken). A waiting answer of the same page but another query is dropped: it is stale.
 */
export const takeListPage = (endpoint: AnyEndpoint, pageKey: string, query: ListQuery): Promise<LoadOutcome<Row>> | null => {
  const found = waiting
  if (found === null || found.pageKey !== pageKey) return null
  waiting = null
  return found.endpoint === endpoint && found.query === queryKey(query) ? found.answer : null
}

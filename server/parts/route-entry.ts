import type { Method } from "../../domain/api/endpoint"
import type { PartName } from "./part-loaders"

/** One route as the server knows it at start: enough to route it, not to answer it. */
export interface RouteEntry {
  readonly name: string
  readonly method: Method
  /** Under the `/api` prefix, as the contract writes it. */
  readonly path: string
  /** The part that serves it, loaded on the route's first request. */
  readonly part: PartName
}

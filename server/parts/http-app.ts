import { makeHttpApp } from "../http/router"
import { lazyAnswer } from "./part-answers"
import { routeIndex } from "./route-index"

/**
 * The server's HTTP app: every route of the index from the start, each answering through its
 * part once the part is loaded; the whole contract is imported for the OpenAPI document only.
 */
export const makeApp = (version: string) =>
  makeHttpApp(
    version,
    routeIndex.map((entry) => ({ method: entry.method, path: entry.path, answer: lazyAnswer(entry) })),
    () => import("../../domain/api/contract").then((m) => m.contract),
  )

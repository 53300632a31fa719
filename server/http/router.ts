import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import type { RouteNotFound } from "@effect/platform/HttpServerError"
import { Cause, Effect } from "effect"
import type { AnyEndpoint, Method } from "../../domain/api/endpoint"
import { apiPrefix, configPath } from "../../domain/api/paths"
import { AppConfig } from "../config"
import { docsPage } from "./docs-page"
import type { EndpointAnswer } from "./endpoint-route"
import { defectResponse, failureResponse } from "./error-response"
import { type ApiFailure, methodNotAllowed, notFound } from "./failure"
import { openApiDocument } from "./openapi"
import { securityHeadersFor } from "./security-headers"
import { serveStatic } from "./static-files"

// The area-agnostic core of the HTTP server: it routes whatever routes it is given (the server
// hands it the route index, each route loading its part on first use: server/parts/), and adds
// the version file, the OpenAPI document, its readable page and the built SPA.

const noStore = { "cache-control": "no-store" }

const pathnameOf = (url: string): string => {
  const q = url.search(/[?#]/)
  return q === -1 ? url : url.slice(0, q)
}

const isApiPath = (pathname: string) => pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`)

/** An endpoint path as a pattern: `:name` stands for one path segment. */
const pathPattern = (path: string): RegExp =>
  new RegExp(`^${(apiPrefix + path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}$`)

/** Where an endpoint is: what tells 405 from 404. */
type RoutePlace = Pick<AnyEndpoint, "method" | "path">

/** 405 when the path is an endpoint's under another method, else 404. */
const unmatched = (contract: ReadonlyArray<RoutePlace>, method: string, pathname: string): ApiFailure => {
  const clean = pathname.replace(/\/+$/, "")
  const matching = contract.filter((e) => pathPattern(e.path).test(clean))
  return matching.length > 0 && !matching.some((e) => e.method === method) ? methodNotAllowed() : notFound()
}

/** A route of the API: its method and path, and what answers it. */
export interface ApiRoute {
  readonly method: Method
  readonly path: string
  readonly answer: EndpointAnswer
}

/**
 * The whole HTTP app over the API's routes. `contract` gives every endpoint with its schemas, for
 * the OpenAPI document only: it is asked for on the document's first request, not at start.
 */
export const makeHttpApp = (version: string, routes: ReadonlyArray<ApiRoute>, contract: () => Promise<ReadonlyArray<AnyEndpoint>>) => {
  const apiRoutes = routes.map((r) => HttpRouter.makeRoute(r.method, `${apiPrefix}${r.path}` as `/${string}`, r.answer))
  // Built on their first request, not at start: every process starts, few are asked for docs.
  let document: Promise<ReturnType<typeof openApiDocument>> | undefined
  const documentOf = () => {
    document ??= contract().then((endpoints) => openApiDocument(version, endpoints))
    return document
  }
  let docsHtml: Promise<string> | undefined
  const docsHtmlOf = () => {
    docsHtml ??= documentOf().then(docsPage)
    return docsHtml
  }

  const router = HttpRouter.fromIterable(apiRoutes).pipe(
    HttpRouter.get(
      configPath,
      Effect.map(AppConfig, (config) => HttpServerResponse.unsafeJson({ version, inactivityMs: config.sessionIdleMs }, { headers: noStore })),
    ),
    HttpRouter.get(`${apiPrefix}/openapi.json`, Effect.map(Effect.promise(documentOf), (doc) => HttpServerResponse.unsafeJson(doc))),
    HttpRouter.get(`${apiPrefix}/docs`, Effect.map(Effect.promise(docsHtmlOf), (html) => HttpServerResponse.html(html))),
    HttpRouter.get(
      "*",
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const pathname = pathnameOf(request.url)
        if (isApiPath(pathname)) return yield* unmatched(routes, request.method, pathname)
        const config = yield* AppConfig
        const response = yield* serveStatic(config.distDir, pathname, request.headers["accept-encoding"])
        return response ?? (yield* notFound())
      }),
    ),
  )

  return withErrorEnvelope(router, routes)
}

/**
 * Every refusal as `{ error: true, message, result: null }`, every defect as a bare 500 (logged
 * here, never sent), and the security headers on whatever goes out (a script or style sheet gets
 * only those that apply to it: server/http/security-headers.ts).
 */
export const withErrorEnvelope = <E extends { readonly _tag: string }, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E | ApiFailure | RouteNotFound, R>,
  contract: ReadonlyArray<RoutePlace> = [],
) =>
  app.pipe(
    Effect.catchIf(
      (error): error is ApiFailure | RouteNotFound => error._tag === "ApiFailure" || error._tag === "RouteNotFound",
      (error) =>
        error._tag === "ApiFailure"
          ? Effect.succeed(failureResponse(error))
          : Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
              failureResponse(unmatched(contract, request.method, pathnameOf(request.url))),
            ),
    ),
    Effect.catchAllCause((cause) =>
      Cause.isInterruptedOnly(cause)
        ? Effect.failCause(cause)
        : Effect.logError("Unexpected failure while answering a request", cause).pipe(Effect.as(defectResponse())),
    ),
    Effect.map((response) =>
      HttpServerResponse.setHeaders(response, securityHeadersFor("contentType" in response.body ? response.body.contentType : undefined)),
    ),
  )

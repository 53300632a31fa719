import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import type { RouteNotFound } from "@effect/platform/HttpServerError"
import { Cause, Effect } from "effect"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { apiPrefix, configPath } from "../../domain/api/paths"
import { AppConfig } from "../config"
import { docsPage } from "./docs-page"
import { endpointRoute } from "./endpoint-route"
import { defectResponse, failureResponse } from "./error-response"
import { type ApiFailure, methodNotAllowed, notFound } from "./failure"
import type { HandlersOf } from "./handler"
import { openApiDocument } from "./openapi"
import { securityHeaders } from "./security-headers"
import { serveStatic } from "./static-files"

// The area-agnostic core of the HTTP server: it routes whatever endpoint list and handler map it
// is given (server/areas.ts hands it the contract and the areas' handlers), and adds the version
// file, the OpenAPI document, its readable page and the built SPA.

const noStore = { "cache-control": "no-store" }

const pathnameOf = (url: string): string => {
  const q = url.search(/[?#]/)
  return q === -1 ? url : url.slice(0, q)
}

const isApiPath = (pathname: string) => pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`)

/** An endpoint path as a pattern: `:name` stands for one path segment. */
const pathPattern = (path: string): RegExp =>
  new RegExp(`^${(apiPrefix + path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}$`)

/** 405 when the path is an endpoint's under another method, else 404. */
const unmatched = (contract: ReadonlyArray<AnyEndpoint>, method: string, pathname: string): ApiFailure => {
  const clean = pathname.replace(/\/+$/, "")
  const matching = contract.filter((e) => pathPattern(e.path).test(clean))
  return matching.length > 0 && !matching.some((e) => e.method === method) ? methodNotAllowed() : notFound()
}

/**
 * The whole HTTP app over one endpoint map and a handler for each of its endpoints. `contract`
 * is every endpoint the API declares (OpenAPI, 405 versus 404); by default the routed ones.
 */
export const makeHttpApp = <Endpoints extends Readonly<Record<string, AnyEndpoint>>>(
  version: string,
  endpoints: Endpoints,
  handlers: HandlersOf<Endpoints>,
  contract: ReadonlyArray<AnyEndpoint> = Object.values(endpoints),
) => {
  const routeOf = <K extends keyof Endpoints>(name: K) => endpointRoute<Endpoints[K]>(endpoints[name], handlers[name])
  const apiRoutes = (Object.keys(endpoints) as Array<keyof Endpoints>).map(routeOf)
  // Built on their first request, not at start: every process starts, few are asked for docs.
  let document: ReturnType<typeof openApiDocument> | undefined
  const documentOf = () => {
    document ??= openApiDocument(version, contract)
    return document
  }
  let docsHtml: string | undefined
  const docsHtmlOf = () => {
    docsHtml ??= docsPage(documentOf())
    return docsHtml
  }

  const router = HttpRouter.fromIterable(apiRoutes).pipe(
    HttpRouter.get(
      configPath,
      Effect.map(AppConfig, (config) => HttpServerResponse.unsafeJson({ version, inactivityMs: config.sessionIdleMs }, { headers: noStore })),
    ),
    HttpRouter.get(`${apiPrefix}/openapi.json`, Effect.sync(() => HttpServerResponse.unsafeJson(documentOf()))),
    HttpRouter.get(`${apiPrefix}/docs`, Effect.sync(() => HttpServerResponse.html(docsHtmlOf()))),
    HttpRouter.get(
      "*",
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const pathname = pathnameOf(request.url)
        if (isApiPath(pathname)) return yield* unmatched(contract, request.method, pathname)
        const config = yield* AppConfig
        const response = yield* serveStatic(config.distDir, pathname, request.headers["accept-encoding"])
        return response ?? (yield* notFound())
      }),
    ),
  )

  return withErrorEnvelope(router, contract)
}

/**
 * Every refusal as `{ error: true, message, result: null }`, every defect as a bare 500 (logged
 * here, never sent), and the security headers on whatever goes out.
 */
export const withErrorEnvelope = <E extends { readonly _tag: string }, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E | ApiFailure | RouteNotFound, R>,
  contract: ReadonlyArray<AnyEndpoint> = [],
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
    Effect.map(HttpServerResponse.setHeaders(securityHeaders)),
  )

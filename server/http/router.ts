import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import type { RouteNotFound } from "@effect/platform/HttpServerError"
import { Cause, Effect } from "effect"
import { contract, endpoints } from "../../domain/api/contract"
import { apiPrefix, configPath } from "../../domain/api/paths"
import { AppConfig } from "../config"
import { docsPage } from "./docs-page"
import { endpointRoute } from "./endpoint-route"
import { defectResponse, failureResponse } from "./error-response"
import { type ApiFailure, methodNotAllowed, notFound } from "./failure"
import { type Handlers, handlers as defaultHandlers } from "./handlers"
import { openApiDocument } from "./openapi"
import { securityHeaders } from "./security-headers"
import { serveStatic } from "./static-files"

type Endpoints = typeof endpoints

const noStore = { "cache-control": "no-store" }

const pathnameOf = (url: string): string => {
  const q = url.search(/[?#]/)
  return q === -1 ? url : url.slice(0, q)
}

const isApiPath = (pathname: string) => pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`)

/** 405 when the path is an endpoint's under another method, else 404. */
const unmatched = (method: string, pathname: string): ApiFailure => {
  const clean = pathname.replace(/\/+$/, "")
  const samePath = contract.some((e) => `${apiPrefix}${e.path}` === clean)
  return samePath && !contract.some((e) => `${apiPrefix}${e.path}` === clean && e.method === method) ? methodNotAllowed() : notFound()
}

export const makeApp = (version: string, handlers: Handlers = defaultHandlers) => {
  const routeOf = <K extends keyof Endpoints>(name: K) => endpointRoute<Endpoints[K]>(endpoints[name], handlers[name])
  const apiRoutes = (Object.keys(endpoints) as Array<keyof Endpoints>).map(routeOf)
  const document = openApiDocument(version)
  const docsHtml = docsPage(document)

  const router = HttpRouter.fromIterable(apiRoutes).pipe(
    HttpRouter.get(
      configPath,
      Effect.map(AppConfig, (config) => HttpServerResponse.unsafeJson({ version, inactivityMs: config.sessionIdleMs }, { headers: noStore })),
    ),
    HttpRouter.get(`${apiPrefix}/openapi.json`, Effect.succeed(HttpServerResponse.unsafeJson(document))),
    HttpRouter.get(`${apiPrefix}/docs`, Effect.succeed(HttpServerResponse.html(docsHtml))),
    HttpRouter.get(
      "*",
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const pathname = pathnameOf(request.url)
        if (isApiPath(pathname)) return yield* unmatched(request.method, pathname)
        const config = yield* AppConfig
        const response = yield* serveStatic(config.distDir, pathname)
        return response ?? (yield* notFound())
      }),
    ),
  )

  return withErrorEnvelope(router)
}

/**
 * Every refusal as `{ error: true, message, result: null }`, every defect as a bare 500 (logged
 * here, never sent), and the security headers on whatever goes out.
 */
export const withErrorEnvelope = <E extends { readonly _tag: string }, R>(
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E | ApiFailure | RouteNotFound, R>,
) =>
  app.pipe(
    Effect.catchIf(
      (error): error is ApiFailure | RouteNotFound => error._tag === "ApiFailure" || error._tag === "RouteNotFound",
      (error) =>
        error._tag === "ApiFailure"
          ? Effect.succeed(failureResponse(error))
          : Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
              failureResponse(unmatched(request.method, pathnameOf(request.url))),
            ),
    ),
    Effect.catchAllCause((cause) =>
      Cause.isInterruptedOnly(cause)
        ? Effect.failCause(cause)
        : Effect.logError("Unexpected failure while answering a request", cause).pipe(Effect.as(defectResponse())),
    ),
    Effect.map(HttpServerResponse.setHeaders(securityHeaders)),
  )

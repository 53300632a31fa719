import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"
import { apiPrefix } from "../../domain/api/paths"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { authenticate } from "../auth/bearer"
import type { Handler } from "./handler"
import { readInput } from "./read-body"

// One generic route per contract endpoint: authenticate per `access`, decode the request,
// run the handler, encode the answer with the endpoint's own response schema.
export const endpointRoute = <E extends AnyEndpoint>(endpoint: E, handler: Handler<E>) =>
  HttpRouter.makeRoute(
    endpoint.method,
    `${apiPrefix}${endpoint.path}` as `/${string}`,
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const principal = yield* authenticate(endpoint.access, request.headers)
      const input = yield* readInput(endpoint, request)
      const output = yield* handler(input, { principal })
      if (endpoint.file !== undefined) return output as HttpServerResponse.HttpServerResponse
      const body: unknown = yield* Schema.encode(endpoint.response)(output).pipe(Effect.orDie)
      return HttpServerResponse.unsafeJson(body)
    }).pipe(Effect.catchTag("SqlError", (error) => Effect.die(error))),
  )

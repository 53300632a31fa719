import { HttpRouter, type HttpServerRequest } from "@effect/platform"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { Effect, type ParseResult, Schema, SchemaAST } from "effect"
import { type AnyEndpoint, pathParams } from "../../domain/api/endpoint"
import { problemsOf } from "../../domain/api/problems"
import { messages } from "../../domain/messages"
import { type ApiFailure, invalidJson, invalidRequest, tooLarge } from "./failure"
import { bodyProblem } from "./json-depth"
import { readLimited } from "./read-limited"
import { readUpload } from "./read-upload"

export const maxBodyBytes = 1024 * 1024

const readText = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.suspend(() => {
    if (Number(request.headers["content-length"] ?? "0") > maxBodyBytes) {
      NodeHttpServerRequest.toIncomingMessage(request).resume()
      return tooLarge()
    }
    return readLimited(NodeHttpServerRequest.toIncomingMessage(request), maxBodyBytes, { tooLarge, broken: invalidJson }).pipe(
      Effect.map((bytes) => bytes.toString("utf8")),
    )
  })

const parseJson = (text: string) =>
  Effect.try({ try: (): unknown => JSON.parse(text), catch: () => invalidJson() }).pipe(
    Effect.flatMap((value) => {
      const problem = bodyProblem(value)
      return problem === undefined ? Effect.succeed(value) : invalidRequest([problem])
    }),
  )

/** The query string as an object of texts; a repeated parameter is refused, not guessed at. */
const queryOf = (url: string) =>
  Effect.suspend(() => {
    const q = url.indexOf("?")
    const params = new URLSearchParams(q === -1 ? "" : url.slice(q + 1))
    const out: Record<string, string> = {}
    for (const [name, value] of params) {
      if (name in out) return invalidRequest([`El parámetro «${name.slice(0, 40)}» aparece más de una vez`])
      out[name] = value
    }
    return Effect.succeed(out)
  })

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

// effect reads `Schema.Struct({})` as "any object" and skips the excess-property check, so an
// endpoint without a body has to refuse fields itself.
const takesNoFields = (schema: Schema.Schema.AnyNoContext): boolean =>
  SchemaAST.isTypeLiteral(schema.ast) && schema.ast.propertySignatures.length === 0 && schema.ast.indexSignatures.length === 0

interface InputPlan {
  readonly names: ReadonlyArray<string>
  readonly noFields: boolean
  readonly decode: (raw: unknown) => Effect.Effect<unknown, ParseResult.ParseError>
}

// What reading an endpoint's input needs from its contract, worked out on its first request
// rather than on every one.
const plans = new WeakMap<AnyEndpoint, InputPlan>()

const planOf = (endpoint: AnyEndpoint): InputPlan => {
  const known = plans.get(endpoint)
  if (known !== undefined) return known
  const plan: InputPlan = {
    names: pathParams(endpoint.path),
    noFields: takesNoFields(endpoint.request),
    decode: Schema.decodeUnknown(endpoint.request as Schema.Schema<unknown, unknown>, { onExcessProperty: "error", errors: "all" }),
  }
  plans.set(endpoint, plan)
  return plan
}

/**
 * The endpoint's decoded request: GET endpoints take no body; a POST body must be JSON (an empty
 * body counts as `{}`) matching the request schema exactly, unknown fields included.
 */
export const readInput = <E extends AnyEndpoint>(endpoint: E, request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const plan = planOf(endpoint)
    let raw: unknown = {}
    if (endpoint.upload !== undefined) raw = yield* readUpload(endpoint.upload, request)
    else if (endpoint.method !== "GET") {
      const text = yield* readText(request)
      if (text.trim() !== "") raw = yield* parseJson(text)
    } else if (endpoint.query === true) raw = yield* queryOf(request.url)
    const names = plan.names
    if (names.length > 0) {
      const body = raw
      if (!isRecord(body)) return yield* invalidRequest([messages.cuerpoNoObjeto])
      const params = yield* HttpRouter.params
      // The path names the record: a body field of the same name cannot contradict it.
      const fromPath = Object.fromEntries(names.map((n) => [n, params[n] ?? ""]))
      const clash = names.filter((n) => n in body && body[n] !== fromPath[n])
      if (clash.length > 0) return yield* invalidRequest(clash.map((n) => `El campo «${n}» no coincide con la ruta`))
      raw = { ...body, ...fromPath }
    }
    if (plan.noFields && isRecord(raw) && Object.keys(raw).length > 0) {
      return yield* invalidRequest(Object.keys(raw).map((k) => `El campo «${k}» no está permitido`))
    }
    // `Schema.Struct({})` also accepts arrays, numbers and strings: a body is an object or nothing.
    if (plan.noFields && !isRecord(raw)) return yield* invalidRequest([messages.cuerpoNoObjeto])
    return yield* plan.decode(raw).pipe(
      Effect.mapError((error: ParseResult.ParseError) => invalidRequest(problemsOf(error))),
    ) as Effect.Effect<Schema.Schema.Type<E["request"]>, ApiFailure>
  })

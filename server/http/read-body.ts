import { HttpRouter, type HttpServerRequest } from "@effect/platform"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { Effect, type ParseResult, Schema, SchemaAST } from "effect"
import { type AnyEndpoint, pathParams } from "../../domain/api/endpoint"
import { fieldProblemsOf } from "../../domain/api/problems"
import { messages } from "../../domain/messages"
import { jsonBodyMaxBytes } from "../../domain/size-limits"
import { type ApiFailure, invalidJson, invalidRequest, notJson, tooLarge } from "./failure"
import { bodyProblem } from "./json-depth"
import { duplicateKeyPath } from "./json-duplicates"
import { readLimited } from "./read-limited"
import { readUpload } from "./read-upload"

export const maxBodyBytes = jsonBodyMaxBytes

/**
 * Whether a Content-Type names JSON in UTF-8 (`application/json`, with `charset=utf-8` or none).
 * A form or a text/plain body is refused rather than read as JSON: a browser sends those across
 * sites without asking first, and their fields were never meant as this contract's.
 */
const isJsonType = (contentType: string): boolean => {
  const [type = "", ...params] = contentType.split(";").map((p) => p.trim().toLowerCase())
  if (type !== "application/json") return false
  return params.every((p) => !p.startsWith("charset=") || /^charset="?utf-?8"?$/.test(p))
}

const readText = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.suspend(() => {
    const incoming = NodeHttpServerRequest.toIncomingMessage(request)
    const contentType = request.headers["content-type"] ?? ""
    const declared = contentType.trim() !== ""
    // A declared type that is not JSON is refused unread (unless the body is announced empty:
    // no body, whatever its label); an undeclared one only once a body turns up (a POST without
    // a body, as the SPA sends one, declares nothing).
    if (declared && !isJsonType(contentType) && request.headers["content-length"] !== "0") {
      incoming.resume()
      return notJson()
    }
    if (Number(request.headers["content-length"] ?? "0") > maxBodyBytes) {
      incoming.resume()
      return tooLarge()
    }
    return readLimited(incoming, maxBodyBytes, { tooLarge, broken: invalidJson }).pipe(
      Effect.map((bytes) => bytes.toString("utf8")),
      Effect.filterOrFail(
        (text) => declared || text.trim() === "",
        () => notJson(),
      ),
    )
  })

const parseJson = (text: string) =>
  Effect.try({ try: (): unknown => JSON.parse(text), catch: () => invalidJson() }).pipe(
    Effect.flatMap((value) => {
      const problem = bodyProblem(value)
      if (problem !== undefined) return invalidRequest([problem])
      const repeated = duplicateKeyPath(text)
      return repeated === undefined ? Effect.succeed(value) : invalidRequest([{ campo: repeated, mensaje: messages.campoRepetido(repeated) }])
    }),
  )

/** The query string as an object of texts; a repeated parameter is refused, not guessed at. */
const queryOf = (url: string) =>
  Effect.suspend(() => {
    const q = url.indexOf("?")
    const params = new URLSearchParams(q === -1 ? "" : url.slice(q + 1))
    const out: Record<string, string> = {}
    for (const [name, value] of params) {
      if (name in out) return invalidRequest([{ campo: name.slice(0, 40), mensaje: `El parámetro «${name.slice(0, 40)}» aparece más de una vez` }])
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
      if (clash.length > 0) return yield* invalidRequest(clash.map((n) => ({ campo: n, mensaje: `El campo «${n}» no coincide con la ruta` })))
      raw = { ...body, ...fromPath }
    }
    if (plan.noFields && isRecord(raw) && Object.keys(raw).length > 0) {
      return yield* invalidRequest(Object.keys(raw).map((k) => ({ campo: k, mensaje: `El campo «${k}» no está permitido` })))
    }
    // `Schema.Struct({})` also accepts arrays, numbers and strings: a body is an object or nothing.
    if (plan.noFields && !isRecord(raw)) return yield* invalidRequest([messages.cuerpoNoObjeto])
    // An empty object is all such a schema takes, and what decoding it answers: not decoded again.
    if (plan.noFields) return {} as Schema.Schema.Type<E["request"]>
    return yield* plan.decode(raw).pipe(
      Effect.mapError((error: ParseResult.ParseError) => invalidRequest(fieldProblemsOf(error))),
    ) as Effect.Effect<Schema.Schema.Type<E["request"]>, ApiFailure>
  })

import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlError } from "@effect/sql/SqlError"
import { Cause, Effect, Either, Exit, Option, ParseResult, Schema } from "effect"
import type { ParseError } from "effect/ParseResult"
import { apiPrefix, rightsVersionHeader } from "../../domain/api/paths"
import { messages } from "../../domain/messages"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { type AuditTrail, keyOf, makeAuditTrail, redacted } from "../audit/trail"
import { insertAudit } from "../audit/insert"
import { accessRefusal, authenticate } from "../auth/bearer"
import type { KioskPrincipal } from "../auth/kiosk-principal"
import { authenticateKiosk } from "../auth/kiosk-sessions"
import type { Principal } from "../auth/principal"
import { clientAddressOf } from "../auth/client-address"
import { Now } from "../clock"
import { AppConfig } from "../config"
import { transaction } from "../db/after-commit"
import { failureResponse } from "./error-response"
import { ApiFailure } from "./failure"
import type { Handler, HandlerContext, WriteTransaction } from "./handler"
import { readInput } from "./read-body"
import { notPlain, plainEncoder } from "./plain-encoder"
import { enforceScope } from "./record-scope"
import { busyRetry, isBusy, refusalOf } from "./sql-refusal"

// One generic route per contract endpoint: authenticate per `access`, decode the request,
// check the workplace scope of the ids it names, run the handler, encode the answer with the
// endpoint's own response schema. Reads go straight through; a write by a signed-in user runs
// in one transaction together with its audit row and the encoding of its answer, so a change is
// never stored without its record, nor a refused write half-stored, nor one whose answer cannot
// be read back; it is retried when another process holds SQLite's write lock.

const maxAuditText = 64 * 1024

const jsonText = (value: unknown): string | null => {
  if (value === undefined || value === null) return null
  const text = JSON.stringify(redacted(value))
  return text.length > maxAuditText ? `${text.slice(0, maxAuditText)}…` : text
}

/** The client's address: the socket's peer, or the client a trusted proxy names (TRUST_PROXY). */
const addressOf = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.map(AppConfig, (config) =>
    clientAddressOf(Option.getOrUndefined(request.remoteAddress), request.headers["x-forwarded-for"], config.trustProxy).slice(0, 64),
  )

/** Who the audit row names: a staff user's e-mail, or `kiosko:<user>` for a kiosk user. */
const actorOf = (principal: Principal | undefined, kiosk: KioskPrincipal | undefined): string | undefined =>
  principal?.id_usuario ?? (kiosk === undefined ? undefined : `kiosko:${kiosk.id_usuario}`)

const writeAudit = (
  endpoint: AnyEndpoint,
  address: string,
  actor: string | undefined,
  input: unknown,
  trail: AuditTrail,
  resultado: number,
) =>
  Effect.gen(function* () {
    const note = trail.current
    yield* insertAudit({
      momento: (yield* Now)(),
      id_usuario: actor ?? note.actor?.slice(0, 254) ?? null,
      ip: address,
      operacion: endpoint.name,
      entidad: (note.entidad ?? endpoint.name).slice(0, 100),
      clave: (note.clave ?? keyOf(input))?.slice(0, 500) ?? null,
      antes: jsonText(note.antes),
      despues: jsonText("despues" in note ? note.despues : input),
      resultado,
      detalle: note.detalle?.slice(0, 500) ?? null,
    })
  })

/** Database refusals a client can cause become their 4xx; anything else stays a defect. */
const asRefusal = <A, R>(effect: Effect.Effect<A, ApiFailure | SqlError, R>): Effect.Effect<A, ApiFailure, R> =>
  effect.pipe(
    Effect.catchTag("SqlError", (error) => {
      const refusal = refusalOf(error)
      return refusal === undefined ? Effect.die(error) : Effect.fail(refusal)
    }),
  )

/** Where the answer fails its schema, briefly: the field paths and what each breaks. */
const issuesOf = (error: ParseError): string =>
  ParseResult.ArrayFormatter.formatErrorSync(error)
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".")}: ${issue.message.slice(0, 200)}`)
    .join("; ")

/**
 * The answer as it goes on the wire. A write's answer is encoded before its transaction commits:
 * a stored value the response schema refuses would fail every later read of the record too, so
 * such a write is refused and rolled back, never stored with a 500. A read has nothing to undo.
 */
const encodeAnswer = (endpoint: AnyEndpoint, encodeBody: (output: unknown) => Effect.Effect<unknown, ParseError>) => (output: unknown) =>
  endpoint.file !== undefined
    ? Effect.succeed(output)
    : encodeBody(output).pipe(
        Effect.catchTag("ParseError", (error) =>
          endpoint.writes
            ? Effect.logError(`${endpoint.name}: the answer of an accepted write does not encode`, issuesOf(error)).pipe(
                Effect.zipRight(Effect.fail(new ApiFailure({ status: 400, message: messages.respuestaNoLegible }))),
              )
            : Effect.die(error),
        ),
      )

const run = <E extends AnyEndpoint>(
  endpoint: E,
  handler: Handler<E>,
  request: HttpServerRequest.HttpServerRequest,
  principal: Principal | undefined,
  kiosk: KioskPrincipal | undefined,
  input: Parameters<Handler<E>>[0],
  encode: (output: unknown) => Effect.Effect<unknown, ApiFailure>,
) =>
  endpoint.writes
    ? write(endpoint, handler, request, principal, kiosk, input, encode)
    : Effect.flatMap(handler(input, kiosk === undefined ? { principal } : { principal, kiosk }), encode)

const write = <E extends AnyEndpoint>(
  endpoint: E,
  handler: Handler<E>,
  request: HttpServerRequest.HttpServerRequest,
  principal: Principal | undefined,
  kiosk: KioskPrincipal | undefined,
  input: Parameters<Handler<E>>[0],
  encode: (output: unknown) => Effect.Effect<unknown, ApiFailure>,
) =>
  Effect.gen(function* () {
    const caller = kiosk === undefined ? { principal } : { principal, kiosk }
    const audit = makeAuditTrail()
    const address = yield* addressOf(request)
    const context: HandlerContext = { ...caller, audit, address }
    const actor = actorOf(principal, kiosk)
    if (actor !== undefined && (endpoint.writesLate === true || endpoint.keepsRefusals !== true)) {
      // The changes and the audit row in one transaction, run again when SQLite is busy;
      // transaction(): what a handler registers with afterCommit (e-mails) starts once this commits.
      const inWrite: WriteTransaction = (effect) =>
        transaction(effect.pipe(Effect.tap(() => writeAudit(endpoint, address, actor, input, audit, 200)))).pipe(
          Effect.retry({ schedule: busyRetry, while: (error) => error instanceof SqlError && isBusy(error) }),
        )
      if (endpoint.writesLate !== true) return yield* inWrite(Effect.flatMap(handler(input, context), encode))
      // The handler reads and checks on its own; only what it stores holds the connection.
      let audited = false
      const write: WriteTransaction = (effect) =>
        inWrite(effect).pipe(
          Effect.tap(() => {
            audited = true
          }),
        )
      const output = yield* Effect.flatMap(handler(input, { ...context, write }), encode)
      if (!audited) yield* writeAudit(endpoint, address, actor, input, audit, 200)
      return output
    }
    // A public write (sign-in), or one that keeps its refusals (a password check), is audited
    // whatever its outcome, failures included: its own writes (the throttle's count) must stay
    // even when it refuses.
    const exit = yield* Effect.exit(Effect.flatMap(handler(input, context), encode))
    const failure = Exit.isFailure(exit) ? Option.getOrUndefined(Cause.failureOption(exit.cause)) : undefined
    const status = Exit.isSuccess(exit) ? 200 : failure?._tag === "ApiFailure" ? failure.status : undefined
    if (status !== undefined) yield* writeAudit(endpoint, address, actor, input, audit, status)
    return yield* exit
  })

/**
 * The response schema's encoder. Most schemas get a function built from them once that checks and
 * copies the answer (./plain-encoder.ts); the others, and any answer that function refuses, go to
 * effect's encoder as a plain function call rather than through fiber operations; one that needs
 * an effect on the way (effect's Forbidden issue) is encoded as an effect.
 */
const encoderOf = (schema: Schema.Schema<unknown, unknown>) => {
  const direct = Schema.encodeEither(schema)
  const effectful = Schema.encode(schema)
  const plain = plainEncoder(schema.ast)
  return (output: unknown): Effect.Effect<unknown, ParseError> => {
    if (plain !== undefined) {
      const copy = plain(output)
      if (copy !== notPlain) return Effect.succeed(copy)
    }
    const encoded = direct(output)
    if (Either.isRight(encoded)) return Effect.succeed(encoded.right)
    return encoded.left.issue._tag === "Forbidden" ? effectful(output) : Effect.fail(encoded.left)
  }
}

/** What answers one endpoint's request, built once per endpoint (its encoder with it), not per request. */
export const endpointAnswer = <E extends AnyEndpoint>(endpoint: E, handler: Handler<E>) => {
  const encode = encodeAnswer(endpoint, encoderOf(endpoint.response as Schema.Schema<unknown, unknown>))
  const answerOf = (request: HttpServerRequest.HttpServerRequest, principal: Principal | undefined, kiosk: KioskPrincipal | undefined) =>
    Effect.gen(function* () {
      if (kiosk === undefined) {
        const refusal = accessRefusal(endpoint.access, principal)
        if (refusal !== undefined) return yield* refusal
      }
      // An upload names its record in the path: one outside the caller's workplaces is refused
      // before megabytes of body are read for nothing.
      if (endpoint.scope !== undefined && endpoint.upload !== undefined) yield* enforceScope(endpoint.scope, yield* HttpRouter.params, principal)
      const input = yield* readInput(endpoint, request)
      if (endpoint.scope !== undefined) yield* enforceScope(endpoint.scope, input, principal)
      const output = yield* asRefusal(run(endpoint, handler, request, principal, kiosk, input, encode))
      // Every answer to a signed-in caller carries their rights version, refusals too (below): a
      // 403 right after an administrator withdrew a right is when the SPA most needs to refresh.
      if (endpoint.file !== undefined) {
        const file = output as HttpServerResponse.HttpServerResponse
        return principal === undefined ? file : HttpServerResponse.setHeader(file, rightsVersionHeader, principal.rightsVersion)
      }
      return HttpServerResponse.unsafeJson(output, principal === undefined ? undefined : { headers: { [rightsVersionHeader]: principal.rightsVersion } })
    })
  // A kiosk endpoint is opened by a kiosk session only, any other protected one by a staff
  // session only: each looks its token up in its own table. Plain flatMaps rather than a
  // generator: each step of one is a fiber operation, on every request.
  const staff = (request: HttpServerRequest.HttpServerRequest) =>
    Effect.flatMap(authenticate(endpoint.access, request.headers), (principal) =>
      principal === undefined
        ? answerOf(request, undefined, undefined)
        : Effect.catchTag(answerOf(request, principal, undefined), "ApiFailure", (failure) =>
            Effect.succeed(HttpServerResponse.setHeader(failureResponse(failure), rightsVersionHeader, principal.rightsVersion)),
          ),
    )
  const kioskOnly = (request: HttpServerRequest.HttpServerRequest) =>
    Effect.flatMap(authenticateKiosk(request.headers), (kiosk) => answerOf(request, undefined, kiosk))
  return Effect.flatMap(HttpServerRequest.HttpServerRequest, endpoint.access._tag === "Kiosk" ? kioskOnly : staff).pipe(
    Effect.catchTag("SqlError", (error) => Effect.die(error)),
  )
}

/** The endpoint's answer as a route of its method and path. */
export const endpointRoute = <E extends AnyEndpoint>(endpoint: E, handler: Handler<E>) =>
  HttpRouter.makeRoute(endpoint.method, `${apiPrefix}${endpoint.path}` as `/${string}`, endpointAnswer(endpoint, handler))

/** An endpoint's answer, whatever the endpoint: what a route runs. */
export type EndpointAnswer = ReturnType<typeof endpointAnswer<AnyEndpoint>>

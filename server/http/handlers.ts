import { Effect } from "effect"
import type { endpoints } from "../../domain/api/contract"
import { messages } from "../../domain/messages"
import { login } from "../auth/login"
import { currentSession } from "../auth/current-session"
import { revokeSession } from "../auth/sessions"
import { indicatorsFor } from "../dashboard/indicators"
import type { Handler, HandlerContext } from "./handler"

type Endpoints = typeof endpoints

/** One handler per contract endpoint: a missing or extra one is a type error. */
export type Handlers = { readonly [K in keyof Endpoints]: Handler<Endpoints[K]> }

// Only reached for endpoints that are not Public, where the router has already authenticated.
const principalOf = (context: HandlerContext) =>
  context.principal === undefined ? Effect.dieMessage("handler of a protected endpoint called without a principal") : Effect.succeed(context.principal)

export const handlers: Handlers = {
  login: (request) => login(request),
  logout: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* revokeSession(principal.tokenHash)
      return { error: false as const, message: messages.sesionCerrada, result: null }
    }),
  sesion: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const result = yield* currentSession(principal.id_usuario)
      return { error: false as const, message: "", result }
    }),
  datosIndicadores: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const result = yield* indicatorsFor(principal.id_rol)
      return { error: false as const, message: "", result }
    }),
}

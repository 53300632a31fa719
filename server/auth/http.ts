import { Effect } from "effect"
import type { sessionEndpoints } from "../../domain/api/session"
import { messages } from "../../domain/messages"
import { type HandlersOf, principalOf } from "../http/handler"
import { currentSession } from "./current-session"
import { login } from "./login"
import { revokeSession } from "./sessions"

export const sessionHandlers: HandlersOf<typeof sessionEndpoints> = {
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
}

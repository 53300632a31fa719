import { Effect } from "effect"
import type { sessionEndpoints } from "../../domain/api/session"
import { messages } from "../../domain/messages"
import { auditNote } from "../audit/trail"
import { type HandlersOf, principalOf } from "../http/handler"
import { currentSession } from "./current-session"
import { login } from "./login"
import { revokeSession, touchSession } from "./sessions"

export const sessionHandlers: HandlersOf<typeof sessionEndpoints> = {
  // The audit row of a sign-in names the e-mail tried, whether or not the attempt succeeds.
  login: (request, context) =>
    Effect.zipRight(auditNote(context, { actor: request.email.trim().toLowerCase(), entidad: "sesion" }), login(request, context)),
  logout: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* auditNote(context, { entidad: "sesion", despues: null })
      yield* revokeSession(principal.tokenHash)
      return { error: false as const, message: messages.sesionCerrada, result: null }
    }),
  sesion: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const result = yield* currentSession(principal)
      return { error: false as const, message: "", result }
    }),
  extenderSesion: (_request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const expira_inactividad = yield* touchSession(principal.tokenHash)
      return { error: false as const, message: "", result: { expira_inactividad } }
    }),
}

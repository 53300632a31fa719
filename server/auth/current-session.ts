import { Effect } from "effect"
import type { CurrentSession } from "../../domain/session"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import type { Principal } from "./principal"
import { sessionRights } from "./session-rights"
import { findUserByEmail } from "./users-repo"

/** The signed-in user, the rights their profile holds right now and the version of those rights. */
export const currentSession = (principal: Principal) =>
  Effect.gen(function* () {
    const user = yield* findUserByEmail(principal.id_usuario)
    // The bearer check found the session a moment ago; a user gone since then is signed out.
    if (user === undefined || !user.active) return yield* new ApiFailure({ status: 401, message: messages.noAutenticado })
    const session: CurrentSession = {
      user: user.profile,
      ...(yield* sessionRights(user.id_grupo)),
      version_derechos: principal.rightsVersion,
    }
    return session
  })

import { Effect } from "effect"
import type { CurrentSession } from "../../domain/session"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import { findUserByEmail, permissionsOfGroup } from "./users-repo"

/** The signed-in user and the rights their profile holds right now. */
export const currentSession = (id_usuario: string) =>
  Effect.gen(function* () {
    const user = yield* findUserByEmail(id_usuario)
    // The bearer check found the session a moment ago; a user gone since then is signed out.
    if (user === undefined || !user.active) return yield* new ApiFailure({ status: 401, message: messages.noAutenticado })
    const session: CurrentSession = { user: user.profile, permissions: yield* permissionsOfGroup(user.id_grupo) }
    return session
  })

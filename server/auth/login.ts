import { Effect } from "effect"
import type { LoginRequest, LoginResponse } from "../../domain/session"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import type { HandlerContext } from "../http/handler"
import { verifyAgainstDummy, verifyPassword } from "./password"
import { createSession, findPrincipal } from "./sessions"
import { admitSignIn, claimSignIn } from "./throttle"
import { sessionRights } from "./session-rights"
import { findUserByEmail } from "./users-repo"

// An unknown e-mail, a wrong password and a disabled user all get the same answer, after the
// same argon2 work, so the answer says nothing about which accounts exist.
const wrongCredentials = () => new ApiFailure({ status: 401, message: messages.accesoIncorrecto })

export const login = (request: LoginRequest, context: HandlerContext) =>
  Effect.gen(function* () {
    const email = request.email.trim().toLowerCase()
    const claim = yield* claimSignIn(email, context)
    const user = yield* findUserByEmail(email)
    const passwordOk = user === undefined ? yield* verifyAgainstDummy(request.password) : yield* verifyPassword(user.passwordHash, request.password)
    // The attempt claimed above is the failure record.
    if (user === undefined || !passwordOk || !user.active) return yield* wrongCredentials()
    yield* admitSignIn(claim)
    const rights = yield* sessionRights(user.id_grupo)
    if (rights.permissions.length === 0) {
      return yield* new ApiFailure({ status: 403, message: messages.sinPermisosAsignados })
    }
    const session = yield* createSession(user.profile.id_usuario)
    // Read back through the bearer check, so the version is the one the next answers carry.
    const principal = yield* findPrincipal(session.token)
    if (principal === undefined) return yield* wrongCredentials()
    const response: LoginResponse = {
      error: false,
      message: messages.bienvenido,
      token: session.token,
      expires_at: session.expiresAt,
      user: user.profile,
      ...rights,
      version_derechos: principal.rightsVersion,
    }
    return response
  })

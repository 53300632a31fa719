import { Effect } from "effect"
import type { LoginRequest, LoginResponse } from "../../domain/session"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import { verifyAgainstDummy, verifyPassword } from "./password"
import { createSession } from "./sessions"
import { claimAttempt, clearFailures, isThrottled } from "./throttle"
import { findUserByEmail, permissionsOfGroup } from "./users-repo"

// An unknown e-mail, a wrong password and a disabled user all get the same answer, after the
// same argon2 work, so the answer says nothing about which accounts exist.
const wrongCredentials = () => new ApiFailure({ status: 401, message: messages.accesoIncorrecto })

export const login = (request: LoginRequest) =>
  Effect.gen(function* () {
    const email = request.email.trim().toLowerCase()
    const throttled = () => new ApiFailure({ status: 429, message: messages.demasiadosIntentos })
    if (yield* isThrottled(email)) return yield* throttled()
    if (!(yield* claimAttempt(email))) return yield* throttled()
    const user = yield* findUserByEmail(email)
    const passwordOk = user === undefined ? yield* verifyAgainstDummy(request.password) : yield* verifyPassword(user.passwordHash, request.password)
    // The attempt claimed above is the failure record.
    if (user === undefined || !passwordOk || !user.active) return yield* wrongCredentials()
    yield* clearFailures(email)
    const permissions = yield* permissionsOfGroup(user.id_grupo)
    if (permissions.length === 0) {
      return yield* new ApiFailure({ status: 403, message: messages.sinPermisosAsignados })
    }
    const session = yield* createSession(user.profile.id_usuario)
    const response: LoginResponse = {
      error: false,
      message: messages.bienvenido,
      token: session.token,
      expires_at: session.expiresAt,
      user: user.profile,
      permissions,
    }
    return response
  })

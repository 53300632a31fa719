import { Effect } from "effect"
import type { passwordEndpoints } from "../../domain/api/passwords"
import { passwordTexts, recoveryMaxRequests, resetLinkOf } from "../../domain/password-texts"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { AppConfig, publicUrlOf } from "../config"
import { afterCommit, transaction } from "../db/after-commit"
import { ApiFailure } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import { configuredAccount, sendThrough } from "../mail-account/send"
import { hashPassword, verifyPassword } from "./password"
import { passwordProblem } from "./password-policy"
import { attachLink, passwordHashOf, recentRequests, recordRequest, storePasswordHash, useLink, userOfLink } from "./recovery-repo"
import { keepSession } from "./sessions"
import { forgetAttempts } from "./throttle"
import { newToken, tokenHash } from "./token"
import { findUserByEmail } from "./users-repo"

// Issue 18: a user's own password. Recovery answers the same whatever the e-mail; the link is
// made and mailed on a fiber of its own after the answer, so neither the answer nor its timing
// says whether the e-mail is a user's. A refusal names the problem in Spanish with a 400 (never
// a 401: the SPA would take that for an ended session).

const ok = (message: string) => ({ error: false as const, message, result: null })
const refused = (message: string) => new ApiFailure({ status: 400, message })

/** The new password against the confirmation and the policy; the problem, or null. */
const newPasswordProblem = (password: string, confirm: string, id_usuario: string): string | null =>
  password !== confirm ? passwordTexts.noCoinciden : passwordProblem(password, id_usuario)

/** Makes the request's link and mails it, when the e-mail is an active user's. Logs failures. */
const mailLink = (id: number, email: string, requestedAt: number) =>
  Effect.gen(function* () {
    const user = yield* findUserByEmail(email)
    if (user === undefined || !user.active) return
    const token = newToken()
    yield* attachLink(id, user.profile.id_usuario, tokenHash(token), requestedAt)
    const account = yield* configuredAccount
    if (account === null) return yield* Effect.logWarning("Recuperación de contraseña: no hay cuenta de correo configurada; el enlace no se envió")
    const link = resetLinkOf(publicUrlOf(yield* AppConfig), token)
    yield* sendThrough(account, [{ to: email, subject: passwordTexts.asunto, text: passwordTexts.cuerpo(email, link) }]).pipe(
      Effect.catchAll((reason) => Effect.logWarning(`Recuperación de contraseña: no se pudo enviar el enlace: ${reason}`)),
    )
  })

export const passwordHandlers: HandlersOf<typeof passwordEndpoints> = {
  solicitarRecuperacion: (request, context) =>
    Effect.gen(function* () {
      const email = request.email.trim().toLowerCase()
      yield* auditNote(context, { actor: email, entidad: "usuario", clave: email, despues: null })
      const now = (yield* Now)()
      if ((yield* recentRequests(email, now)) >= recoveryMaxRequests) {
        return yield* new ApiFailure({ status: 429, message: passwordTexts.demasiadasSolicitudes })
      }
      const id = yield* recordRequest(email, now)
      yield* afterCommit(mailLink(id, email, now))
      return ok(passwordTexts.enlaceEnviado)
    }),

  restablecerPassword: (request, context) =>
    Effect.gen(function* () {
      const now = (yield* Now)()
      const hash = tokenHash(request.token)
      const id_usuario = yield* userOfLink(hash, now)
      if (id_usuario === undefined) return yield* refused(passwordTexts.enlaceInvalido)
      yield* auditNote(context, { actor: id_usuario, entidad: "usuario", clave: id_usuario, despues: null })
      const problem = newPasswordProblem(request.password, request.password_confirm, id_usuario)
      if (problem !== null) return yield* refused(problem)
      const newHash = yield* hashPassword(request.password)
      // A sign-in (public) write runs outside the router's transaction: this one is its own.
      yield* transaction(
        Effect.gen(function* () {
          if (!(yield* useLink(hash, id_usuario, now))) return yield* refused(passwordTexts.enlaceInvalido)
          yield* storePasswordHash(id_usuario, newHash)
          // Whoever was locked out by failed sign-ins may sign in with the new password at once.
          yield* forgetAttempts(id_usuario)
        }),
      )
      return ok(passwordTexts.restablecida)
    }),

  cambiarPassword: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { id_usuario } = principal
      yield* auditNote(context, { entidad: "usuario", clave: id_usuario, despues: null })
      const stored = yield* passwordHashOf(id_usuario)
      if (stored === undefined || !(yield* verifyPassword(stored, request.actual))) return yield* refused(passwordTexts.actualIncorrecta)
      if (request.password === request.actual) return yield* refused(passwordTexts.igualActual)
      const problem = newPasswordProblem(request.password, request.password_confirm, id_usuario)
      if (problem !== null) return yield* refused(problem)
      yield* storePasswordHash(id_usuario, yield* hashPassword(request.password))
      yield* keepSession(principal.tokenHash)
      return ok(passwordTexts.cambiada)
    }),
}

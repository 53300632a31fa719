import { Schema } from "effect"
import { passwordTexts } from "./password-texts"
import { emailPattern } from "./rules/email"

// The requests of a user's own password (issue 18); texts and rules in domain/password-texts.ts.

const email = Schema.String.pipe(
  Schema.filter((s) => s.trim() !== "" || passwordTexts.correoRequerido),
  Schema.filter((s) => (s.trim().length <= 254 && emailPattern.test(s.trim())) || passwordTexts.correoInvalido),
)

const secret = (requiredMessage: string) =>
  Schema.String.pipe(Schema.filter((s) => s !== "" || requiredMessage), Schema.maxLength(1024))

/** POST /solicitar-recuperacion. */
export const RecoveryRequest = Schema.Struct({ email })

/** POST /restablecer-password: the link's token and the new password twice. */
export const PasswordReset = Schema.Struct({
  token: Schema.String.pipe(Schema.filter((s) => /^[A-Za-z0-9_-]{20,100}$/.test(s) || passwordTexts.enlaceInvalido)),
  password: secret(passwordTexts.nuevaRequerida),
  password_confirm: secret(passwordTexts.confirmacionRequerida),
})

/** POST /cambiar-password: the current password and the new one twice. */
export const PasswordChange = Schema.Struct({
  actual: secret(passwordTexts.actualRequerida),
  password: secret(passwordTexts.nuevaRequerida),
  password_confirm: secret(passwordTexts.confirmacionRequerida),
})

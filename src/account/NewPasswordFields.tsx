import { passwordTexts } from "../../domain/password-texts"
import { PasswordField } from "../ui/PasswordField"
import type { PasswordForm } from "./use-password-form"

/** The new password, with the rules under it, and its confirmation: changing it and resetting it ask the same. */
export const NewPasswordFields = ({ field }: { readonly field: PasswordForm["field"] }) => (
  <>
    <PasswordField label={passwordTexts.contrasenaNueva} name="password" autoComplete="new-password" isRequired description={passwordTexts.reglas} {...field("password")} />
    <PasswordField label={passwordTexts.confirmarContrasena} name="password_confirm" autoComplete="new-password" isRequired {...field("password_confirm")} />
  </>
)

import { passwordTexts } from "../../domain/password-texts"
import { NativePasswordField } from "../ui/NativeTextField"
import type { PasswordForm } from "./use-password-form"

/**
 * The new password, with the rules under it, and its confirmation: changing it and resetting it
 * ask the same. Plain HTML fields (ui/NativeTextField), as the sign-in's: neither page loads
 * react-aria for them.
 */
export const NewPasswordFields = ({ field }: { readonly field: PasswordForm["field"] }) => (
  <>
    <NativePasswordField label={passwordTexts.contrasenaNueva} name="password" autoComplete="new-password" isRequired description={passwordTexts.reglas} {...field("password")} />
    <NativePasswordField label={passwordTexts.confirmarContrasena} name="password_confirm" autoComplete="new-password" isRequired {...field("password_confirm")} />
  </>
)

import { Link, useLocation } from "@tanstack/react-router"
import { useMemo } from "react"
import { restablecerPassword } from "../../domain/api/passwords"
import { tokenOfFragment } from "../../domain/link-token"
import { newPasswordProblems, passwordFieldOf, passwordRoutes, passwordTexts } from "../../domain/password-texts"
import { buttonClass } from "../ui/button-class"
import { NewPasswordFields } from "../account/NewPasswordFields"
import { FormFeedback } from "../account/FormFeedback"
import { PublicPage } from "../account/PublicPage"
import { submitTo, usePasswordForm } from "../account/use-password-form"

const input = {
  initial: { password: "", password_confirm: "" },
  validate: (values: Readonly<Record<string, string>>) =>
    newPasswordProblems({ password: values.password ?? "", password_confirm: values.password_confirm ?? "" }),
  fieldOf: passwordFieldOf,
}

const linkClass = "rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"

const ResetForm = ({ token }: { readonly token: string }) => {
  const submit = useMemo(
    () => submitTo(restablecerPassword, (values) => ({ token, password: values.password ?? "", password_confirm: values.password_confirm ?? "" })),
    [token],
  )
  const form = usePasswordForm(input, submit)
  const feedback = <FormFeedback form={form} />
  // Done: the link is used up, so the form goes and the way to sign in comes.
  if (form.context.done !== null) {
    return (
      <>
        {feedback}
        <p className="mt-4 text-sm">
          <Link to="/login" className={linkClass}>
            {passwordTexts.iniciarSesion}
          </Link>
        </p>
      </>
    )
  }
  return (
    <>
      <p className="mb-4 text-sm text-ink-700">{passwordTexts.restablecerInstrucciones}</p>
      <div className="mb-4 flex flex-col gap-3">{feedback}</div>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
        <NewPasswordFields field={form.field} />
        <button type="submit" disabled={form.submitting} className={buttonClass("primary")}>
          {form.submitting ? passwordTexts.guardando : passwordTexts.guardarContrasena}
        </button>
      </form>
      {form.context.general === passwordTexts.enlaceInvalido ? (
        <p className="mt-4 text-sm">
          <Link to={passwordRoutes.recuperar} className={linkClass}>
            {passwordTexts.olvido}
          </Link>
        </p>
      ) : null}
    </>
  )
}

/** The page of the e-mailed link: the token comes in the fragment (#token=...). */
export const ResetPasswordPage = () => {
  const hash = useLocation({ select: (l) => l.hash })
  const token = tokenOfFragment(hash.startsWith("#") ? hash : `#${hash}`)
  return (
    <PublicPage title={passwordTexts.restablecerTitulo}>
      {token === "" ? (
        <>
          <p role="alert" className="rounded-md border-l-4 border-danger-700 bg-danger-50 px-3 py-2 text-sm text-ink-900">
            {passwordTexts.enlaceInvalido}
          </p>
          <p className="mt-4 text-sm">
            <Link to={passwordRoutes.recuperar} className={linkClass}>
              {passwordTexts.olvido}
            </Link>
          </p>
        </>
      ) : (
        <ResetForm token={token} />
      )}
    </PublicPage>
  )
}

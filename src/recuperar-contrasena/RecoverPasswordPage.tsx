import { Link } from "@tanstack/react-router"
import { solicitarRecuperacion } from "../../domain/api/passwords"
import { passwordFieldOf, passwordTexts, recoveryProblems } from "../../domain/password-texts"
import { Button } from "../ui/Button"
import { TextField } from "../ui/TextField"
import { FormFeedback } from "../account/FormFeedback"
import { PublicPage } from "../account/PublicPage"
import { submitTo, usePasswordForm } from "../account/use-password-form"

const input = { initial: { email: "" }, validate: recoveryProblems, fieldOf: passwordFieldOf }
const submit = submitTo(solicitarRecuperacion, (values) => ({ email: values.email ?? "" }))

/** "¿Olvidó su contraseña?": asks for the e-mail; the answer is the same whether it is a user's or not. */
export const RecoverPasswordPage = () => {
  const form = usePasswordForm(input, submit)
  return (
    <PublicPage title={passwordTexts.recuperarTitulo}>
      <p className="mb-4 text-sm text-ink-700">{passwordTexts.recuperarInstrucciones}</p>
      <div className="mb-4 flex flex-col gap-3">
        <FormFeedback form={form} />
      </div>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
        <TextField label={passwordTexts.correo} type="email" name="email" autoComplete="username" isRequired {...form.field("email")} />
        <Button type="submit" isDisabled={form.submitting}>
          {form.submitting ? passwordTexts.enviando : passwordTexts.enviarEnlace}
        </Button>
      </form>
      <p className="mt-4 text-sm">
        <Link to="/login" className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {passwordTexts.volverInicio}
        </Link>
      </p>
    </PublicPage>
  )
}

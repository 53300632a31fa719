import { useId } from "react"
import { cambiarPassword } from "../../domain/api/passwords"
import { changeProblems, passwordFieldOf, passwordTexts } from "../../domain/password-texts"
import { buttonClass } from "../ui/button-class"
import { NativePasswordField } from "../ui/NativeTextField"
import { FormFeedback } from "./FormFeedback"
import { NewPasswordFields } from "./NewPasswordFields"
import { submitTo, usePasswordForm } from "./use-password-form"

const input = { initial: { actual: "", password: "", password_confirm: "" }, validate: changeProblems, fieldOf: passwordFieldOf }
const submit = submitTo(cambiarPassword, (values) => ({
  actual: values.actual ?? "",
  password: values.password ?? "",
  password_confirm: values.password_confirm ?? "",
}))

/** /perfil's own part (SPEC 2.6 shows the profile read-only): the signed-in user's new password. */
export const ChangePasswordForm = () => {
  const form = usePasswordForm(input, submit)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-6 flex max-w-xl flex-col gap-4 rounded-lg border border-ink-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-ink-900">
        {passwordTexts.cambiarTitulo}
      </h2>
      <p className="text-sm text-ink-700">{passwordTexts.cambiarInstrucciones}</p>
      <FormFeedback form={form} doneExtra={passwordTexts.otrasSesionesCerradas} />
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} aria-labelledby={headingId} className="flex flex-col gap-4">
        <NativePasswordField label={passwordTexts.contrasenaActual} name="actual" autoComplete="current-password" isRequired {...form.field("actual")} />
        <NewPasswordFields field={form.field} />
        <div>
          <button type="submit" disabled={form.submitting} className={buttonClass("primary")}>
            {form.submitting ? passwordTexts.guardando : passwordTexts.cambiar}
          </button>
        </div>
      </form>
    </section>
  )
}

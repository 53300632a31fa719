import { type FormEvent, useState } from "react"
import { kioskTexts } from "../../domain/kiosko/kiosko-vocabulary"
import { messages } from "../../domain/messages"
import { PasswordField } from "../ui/PasswordField"
import { kioskActor } from "./kiosk-app"
import { CancelAndSubmit } from "../ui/CancelAndSubmit"

// A new kiosk password: required first when the administrator asked for one (nuevo = '1'),
// otherwise when the user wants it. The policy's length and the confirmation are checked here
// too, so the common mistakes answer at once; the server checks everything again (common
// passwords, the user's own name, the current password).

const minLength = 12

const cancel = () => kioskActor.send({ type: "CANCEL" })

export const KioskPasswordForm = ({ required, busy, refusal }: { readonly required: boolean; readonly busy: boolean; readonly refusal: string | null }) => {
  const [values, setValues] = useState({ password_actual: "", password: "", password_confirm: "" })
  const [touched, setTouched] = useState({ password_actual: false, password: false, password_confirm: false })
  const problems = {
    password_actual: values.password_actual === "" ? kioskTexts.contrasenaActualRequerida : null,
    password: values.password === "" ? kioskTexts.contrasenaNuevaRequerida : [...values.password].length < minLength ? messages.contrasenaCorta : null,
    password_confirm: values.password_confirm !== values.password ? messages.contrasenasNoCoinciden : null,
  }
  const field = (name: keyof typeof values) => ({
    value: values[name],
    // A new password clears its confirmation (SPEC 5).
    onChange: (value: string) => setValues((v) => (name === "password" ? { ...v, password: value, password_confirm: "" } : { ...v, [name]: value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    errorMessage: touched[name] ? problems[name] : null,
  })
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setTouched({ password_actual: true, password: true, password_confirm: true })
    if (Object.values(problems).some((p) => p !== null)) return
    kioskActor.send({ type: "CHANGE_PASSWORD", ...values })
  }
  return (
    <section aria-labelledby="kiosko-contrasena" className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8">
      <h2 id="kiosko-contrasena" className="text-2xl font-bold text-ink-900">
        {kioskTexts.cambiarContrasena}
      </h2>
      {required ? <p className="mt-2 text-ink-700">{kioskTexts.cambioObligatorio}</p> : null}
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
        <PasswordField label={kioskTexts.contrasenaActual} name="password_actual" autoComplete="current-password" isRequired {...field("password_actual")} />
        <PasswordField label={kioskTexts.contrasenaNueva} name="password" autoComplete="new-password" isRequired {...field("password")} />
        <PasswordField label={kioskTexts.confirmarContrasena} name="password_confirm" autoComplete="new-password" isRequired {...field("password_confirm")} />
        {refusal === null ? null : (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 font-medium text-danger-700">
            {refusal}
          </p>
        )}
        <CancelAndSubmit submitLabel={kioskTexts.cambiarContrasena} onCancel={required ? null : cancel} busy={busy} className="flex flex-wrap justify-end gap-3" />
      </form>
    </section>
  )
}

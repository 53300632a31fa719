import { type FormEvent, useState } from "react"
import { kioskTexts } from "../../domain/kiosko/kiosko-vocabulary"
import { messages } from "../../domain/messages"
import { buttonClass } from "../ui/button-class"
import { NativePasswordField, NativeTextField } from "../ui/NativeTextField"
import { kioskActor } from "./kiosk-app"

// The kiosk's sign-in: the kiosk user (not an e-mail) and their password. As the staff sign-in
// (SPEC 5): both required, the messages shown once a field is touched, an invalid submit marks
// both and sends nothing. Plain HTML fields and button, as the staff sign-in's
// (ui/NativeTextField): the signed-out kiosk loads no react-aria.

export const KioskSignIn = ({ busy }: { readonly busy: boolean }) => {
  const [id, setId] = useState("")
  const [password, setPassword] = useState("")
  const [touched, setTouched] = useState({ id: false, password: false })
  const problems = { id: id.trim() === "" ? messages.usuarioRequerido : null, password: password === "" ? messages.contrasenaRequerida : null }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setTouched({ id: true, password: true })
    if (problems.id !== null || problems.password !== null) return
    // What the kiosk shows once signed in loads while the server checks the password.
    void import("./KioskSignedIn")
    kioskActor.send({ type: "SIGN_IN", id_usuario: id, password })
  }
  return (
    <section aria-labelledby="kiosko-entrar" className="mx-auto w-full max-w-md rounded-xl bg-white p-6 shadow-md sm:p-8">
      <h2 id="kiosko-entrar" className="text-2xl font-bold text-ink-900">
        {kioskTexts.iniciarSesion}
      </h2>
      <p className="mt-2 text-ink-700">{kioskTexts.bienvenida}</p>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-5">
        <NativeTextField
          label={messages.usuario}
          name="usuario"
          autoComplete="username"
          isRequired
          maxLength={20}
          value={id}
          onChange={setId}
          onBlur={() => setTouched((t) => ({ ...t, id: true }))}
          errorMessage={touched.id ? problems.id : null}
        />
        <NativePasswordField
          label={messages.contrasena}
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          onBlur={() => setTouched((t) => ({ ...t, password: true }))}
          errorMessage={touched.password ? problems.password : null}
        />
        <button type="submit" disabled={busy} className={buttonClass("primary", "text-lg")}>
          {busy ? kioskTexts.validando : kioskTexts.entrar}
        </button>
      </form>
    </section>
  )
}

import { useNavigate } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { type FormEvent, useEffect } from "react"
import { fromPromise } from "xstate"
import { messages } from "../../../domain/messages"
import { type LoginFields, type LoginOutcome, loginFieldErrors, loginMachine } from "../../../machines/login"
import { sessionActor } from "../../app/session"
import { Button } from "../../ui/Button"
import { Checkbox } from "../../ui/Checkbox"
import { Overlay } from "../../ui/Overlay"
import { PasswordField } from "../../ui/PasswordField"
import { TextField } from "../../ui/TextField"
import { toastQueue } from "../../ui/toastQueue"
import { WelcomePanel } from "./WelcomePanel"

const signIn = fromPromise<LoginOutcome, LoginFields>(async ({ input }) => {
  const { signInRequest } = await import("../../app/requests")
  return signInRequest(input)
})

/** The sign-in screen. The machine holds the form; this only renders and forwards. */
export const LoginPage = () => {
  const navigate = useNavigate()
  const rememberedEmail = useSelector(sessionActor, (s) => s.context.rememberedEmail)
  const actor = useActorRef(loginMachine.provide({ actors: { signIn } }), { input: { rememberedEmail } })
  const context = useSelector(actor, (s) => s.context)
  const submitting = useSelector(actor, (s) => s.matches("submitting"))
  const errors = loginFieldErrors(context)

  useEffect(() => {
    const toast = actor.on("toast", (t) => toastQueue.add(t))
    const signedIn = actor.on("signedIn", ({ response, remember, email }) => {
      sessionActor.send({ type: "SIGNED_IN", response, remember, email })
      void navigate({ to: "/dashboard" })
    })
    return () => {
      toast.unsubscribe()
      signedIn.unsubscribe()
    }
  }, [actor, navigate])

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    actor.send({ type: "SUBMIT" })
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="grid w-full max-w-4xl overflow-hidden rounded-xl bg-white shadow-lg md:grid-cols-2">
        <div className="p-8">
          <h1 className="mb-6 text-2xl font-bold text-ink-900">{messages.iniciarSesion}</h1>
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <TextField
              label={messages.usuario}
              type="email"
              name="email"
              autoComplete="username"
              isRequired
              value={context.email}
              onChange={(value) => actor.send({ type: "EMAIL_CHANGED", value })}
              onBlur={() => actor.send({ type: "EMAIL_BLURRED" })}
              errorMessage={errors.email}
            />
            <PasswordField
              label={messages.contrasena}
              name="password"
              autoComplete="current-password"
              isRequired
              value={context.password}
              onChange={(value) => actor.send({ type: "PASSWORD_CHANGED", value })}
              onBlur={() => actor.send({ type: "PASSWORD_BLURRED" })}
              errorMessage={errors.password}
            />
            <Checkbox
              name="recordar"
              isSelected={context.recordar}
              onChange={(value) => actor.send({ type: "RECORDAR_CHANGED", value })}
            >
              {messages.recordar}
            </Checkbox>
            <Button type="submit" isDisabled={submitting} className="mt-2">
              {messages.iniciar}
            </Button>
          </form>
        </div>
        <WelcomePanel />
      </div>
      {submitting ? <Overlay text={messages.validando} /> : null}
    </main>
  )
}

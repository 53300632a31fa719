import { Link, useNavigate } from "@tanstack/react-router"
import { useActorRef, useSelector } from "@xstate/react"
import { type FormEvent, useEffect } from "react"
import { fromPromise } from "xstate"
import { idleTexts } from "../../domain/idle-warning"
import { messages } from "../../domain/messages"
import { passwordRoutes, passwordTexts } from "../../domain/password-texts"
import { pathAfterSignIn } from "../../domain/stored-session"
import { type LoginFields, type LoginOutcome, loginFieldErrors, loginMachine } from "../../machines/login/login"
import { sessionActor } from "../app/session"
import { buttonClass } from "../ui/button-class"
import { Checkbox } from "../ui/Checkbox"
import { NativePasswordField, NativeTextField } from "../ui/NativeTextField"
import { Overlay } from "../ui/Overlay"
import { toastQueue } from "../ui/toast-queue"
import { WelcomePanel } from "./WelcomePanel"

const signIn = fromPromise<LoginOutcome, LoginFields>(async ({ input }) => {
  const { signInRequest } = await import("../app/requests")
  return signInRequest(input)
})

/**
 * The sign-in screen. The machine holds the form; this only renders and forwards. Its fields and
 * button are plain HTML (ui/NativeTextField): no react-aria on the first screen.
 */
export const LoginPage = () => {
  const navigate = useNavigate()
  const rememberedEmail = useSelector(sessionActor, (s) => s.context.rememberedEmail)
  const timedOut = useSelector(sessionActor, (s) => s.context.ended !== null)
  const actor = useActorRef(loginMachine.provide({ actors: { signIn } }), { input: { rememberedEmail } })
  const context = useSelector(actor, (s) => s.context)
  const submitting = useSelector(actor, (s) => s.matches("submitting"))
  const errors = loginFieldErrors(context)

  useEffect(() => {
    const toast = actor.on("toast", (t) => toastQueue.add(t))
    const signedIn = actor.on("signedIn", ({ response, remember, email }) => {
      // After a time-out the same user goes back to the page they were on.
      const next = pathAfterSignIn(sessionActor.getSnapshot().context.ended, email)
      sessionActor.send({ type: "SIGNED_IN", response, remember, email })
      void navigate({ href: next })
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
          {timedOut ? (
            <div role="status" className="mb-4 rounded-md border-l-4 border-brand-700 bg-brand-50 px-3 py-2 text-sm text-ink-900">
              <p className="font-semibold">{idleTexts.terminoPorInactividad}</p>
              <p>{idleTexts.volverAlIniciar}</p>
            </div>
          ) : null}
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <NativeTextField
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
            <NativePasswordField
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
            <button type="submit" disabled={submitting} className={buttonClass("primary", "mt-2")}>
              {messages.iniciar}
            </button>
          </form>
          <p className="mt-4 text-sm">
            <Link to={passwordRoutes.recuperar} className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {passwordTexts.olvido}
            </Link>
          </p>
        </div>
        <WelcomePanel />
      </div>
      {submitting ? <Overlay text={messages.validando} /> : null}
    </main>
  )
}

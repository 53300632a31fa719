import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { fromPromise } from "xstate"
import { kioskTexts } from "../../domain/kiosko/kiosko"
import { inactivityMachine } from "../../machines/inactivity"
import { extendKioskSession } from "../../machines/kiosko/kiosko-calls"
import { Button } from "../ui/Button"
import { Shimmer } from "../ui/Shimmer"
import { IdleWarningDialog } from "../shell/IdleWarningDialog"
import { useIdleTimeout } from "../shell/use-idle-timeout"
import { KioskEmployeeForm } from "./KioskEmployeeForm"
import { KioskHome } from "./KioskHome"
import { KioskPasswordForm } from "./KioskPasswordForm"
import { KioskSignIn } from "./KioskSignIn"
import { kioskActor, kioskApi } from "./kiosk-app"
import { useToasts } from "../records/use-toasts"

// The self-service kiosk (/kiosko): outside the staff shell, with its own sign-in and session
// (machines/kiosko/kiosko-session.ts). Large touch targets (every button, input and tab at least 48 px
// high, larger text), one column on a phone. A signed-in kiosk warns, then signs out, after the
// configured time without activity, as the staff shell does: a kiosk is a shared screen.

const touch = "[&_button]:min-h-12 [&_input]:min-h-12 [&_select]:min-h-12 [&_[role=tab]]:min-h-12 [&_[role=tab]]:text-base"

// The staff shell's warned time-out (machines/inactivity.ts), kept alive by the kiosk's own
// session call: any kiosk request counts as use of the kiosk session on the server.
const idleMachine = inactivityMachine.provide({
  actors: {
    extendSession: fromPromise<void>(() => extendKioskSession(kioskApi)()),
  },
})

const signOut = () => kioskActor.send({ type: "SIGN_OUT" })
const ends = { timedOut: signOut, signOut }

/** Signed in only: the warning before the idle sign-out, and the sign-out itself. */
const KioskIdle = () => {
  const actor = useIdleTimeout(idleMachine, ends)
  return <IdleWarningDialog actor={actor} />
}

export const KioskPage = () => {
  const state = useSelector(kioskActor, (s) => s)
  useToasts(kioskActor)
  useEffect(() => {
    document.title = kioskTexts.titulo
  }, [])
  const session = state.context.stored?.sesion ?? null
  const signedIn = session !== null && !state.matches("signedOut") && !state.matches("signingIn")

  let body: React.ReactNode
  if (state.matches("signedOut") || state.matches("signingIn")) body = <KioskSignIn busy={state.matches("signingIn")} />
  else if (state.matches("changingPassword") || state.matches("savingPassword"))
    body = <KioskPasswordForm required={session?.nuevo === "1"} busy={state.matches("savingPassword")} refusal={state.context.refusal} />
  else if (state.matches("choosingEmployee") || state.matches("choosing"))
    body = <KioskEmployeeForm canCancel={session?.colaborador !== null} busy={state.matches("choosing")} refusal={state.context.refusal} />
  else if (state.matches("ready") && session !== null) body = <KioskHome session={session} />
  else body = <Shimmer rows={4} />

  const ready = state.matches("ready")
  return (
    <div className={`flex min-h-screen flex-col text-base sm:text-lg ${touch}`}>
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <h1 className="text-xl font-bold sm:text-2xl">{kioskTexts.titulo}</h1>
            {signedIn ? <p className="text-sm text-white sm:text-base">{session.n_usuario}</p> : null}
          </div>
          {signedIn ? (
            <nav aria-label={kioskTexts.sesion} className="flex flex-wrap gap-2">
              {ready && session.comodin === "1" ? (
                <Button variant="secondary" onPress={() => kioskActor.send({ type: "CHANGE_EMPLOYEE" })}>
                  {kioskTexts.cambiarColaborador}
                </Button>
              ) : null}
              {ready ? (
                <Button variant="secondary" onPress={() => kioskActor.send({ type: "NEW_PASSWORD" })}>
                  {kioskTexts.cambiarContrasena}
                </Button>
              ) : null}
              <Button variant="secondary" onPress={() => kioskActor.send({ type: "SIGN_OUT" })} isDisabled={state.matches("signingOut")}>
                {kioskTexts.cerrarSesion}
              </Button>
            </nav>
          ) : null}
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">{body}</main>
      {signedIn ? <KioskIdle /> : null}
    </div>
  )
}

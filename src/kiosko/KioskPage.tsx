import { useSelector } from "@xstate/react"
import { Suspense, useEffect } from "react"
import { kioskTexts } from "../../domain/kiosko/kiosko-vocabulary"
import { Shimmer } from "../ui/Shimmer"
import { toastQueue } from "../ui/toast-queue"
import { lazyComponent } from "../ui/lazy-component"
import { KioskSignIn } from "./KioskSignIn"
import type { KioskStep } from "./KioskSignedIn"
import { kioskActor } from "./kiosk-app"

// The self-service kiosk (/kiosko): outside the staff shell, with its own sign-in and session
// (machines/kiosko/kiosko-session.ts). Large touch targets (every button, input and tab at least 48 px
// high, larger text), one column on a phone. A signed-in kiosk warns, then signs out, after the
// configured time without activity, as the staff shell does: a kiosk is a shared screen.
// Signed out it is only its sign-in form, as light as /login (employees open it on their
// phones); what it shows once signed in loads then (src/kiosko/KioskSignedIn.tsx).

const touch = "[&_button]:min-h-12 [&_input]:min-h-12 [&_select]:min-h-12 [&_[role=tab]]:min-h-12 [&_[role=tab]]:text-base"

const signedInFile = () => import("./KioskSignedIn")
const KioskIdle = lazyComponent(signedInFile, (m) => m.KioskIdle)
const KioskSessionNav = lazyComponent(signedInFile, (m) => m.KioskSessionNav)
const KioskSignedInBody = lazyComponent(signedInFile, (m) => m.KioskSignedInBody)

const stepOf = (state: ReturnType<typeof kioskActor.getSnapshot>): KioskStep => {
  if (state.matches("changingPassword")) return "password"
  if (state.matches("savingPassword")) return "savingPassword"
  if (state.matches("choosingEmployee")) return "employee"
  if (state.matches("choosing")) return "choosing"
  if (state.matches("ready")) return "ready"
  return "waiting"
}

export const KioskPage = () => {
  const state = useSelector(kioskActor, (s) => s)
  useEffect(() => {
    document.title = kioskTexts.titulo
    // As the sign-in screen does: the record kit's toast hook would be two more files to download.
    const toasts = kioskActor.on("toast", (t) => toastQueue.add(t))
    return () => toasts.unsubscribe()
  }, [])
  const session = state.context.stored?.sesion ?? null
  const signingIn = state.matches("signedOut") || state.matches("signingIn")
  const signedIn = session !== null && !signingIn

  const loading = <Shimmer rows={4} />
  let body: React.ReactNode
  if (signingIn) body = <KioskSignIn busy={state.matches("signingIn")} />
  else if (session !== null)
    body = (
      <Suspense fallback={loading}>
        <KioskSignedInBody step={stepOf(state)} session={session} refusal={state.context.refusal} />
      </Suspense>
    )
  else body = loading

  return (
    <div className={`flex min-h-screen flex-col text-base sm:text-lg ${touch}`}>
      <header className="bg-brand-800 text-white">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div>
            <h1 className="text-xl font-bold sm:text-2xl">{kioskTexts.titulo}</h1>
            {signedIn ? <p className="text-sm text-white sm:text-base">{session.n_usuario}</p> : null}
          </div>
          {signedIn ? (
            <Suspense fallback={null}>
              <KioskSessionNav ready={state.matches("ready")} comodin={session.comodin === "1"} signingOut={state.matches("signingOut")} />
            </Suspense>
          ) : null}
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6">{body}</main>
      {signedIn ? (
        <Suspense fallback={null}>
          <KioskIdle />
        </Suspense>
      ) : null}
    </div>
  )
}

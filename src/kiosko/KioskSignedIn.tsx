import { fromPromise } from "xstate"
import type { KioskSession } from "../../domain/kiosko/kiosko"
import { kioskTexts } from "../../domain/kiosko/kiosko-vocabulary"
import { inactivityMachine } from "../../machines/inactivity"
import { extendKioskSession } from "../../machines/kiosko/kiosko-calls"
import { IdleWarning } from "../shell/IdleWarning"
import { useIdleTimeout } from "../shell/use-idle-timeout"
import { Button } from "../ui/Button"
import { Shimmer } from "../ui/Shimmer"
import { KioskEmployeeForm } from "./KioskEmployeeForm"
import { KioskHome } from "./KioskHome"
import { KioskPasswordForm } from "./KioskPasswordForm"
import { kioskApi } from "./kiosk-api"
import { kioskActor } from "./kiosk-app"

// Everything the kiosk shows once signed in (src/kiosko/KioskPage.tsx loads this file then): the
// header's session buttons, the forms that come before the kiosk is ready, the kiosk itself and
// the warned idle sign-out.

// The staff shell's warned time-out (machines/inactivity.ts), kept alive by the kiosk's own
// session call: any kiosk request counts as use of the kiosk session on the server.
const idleMachine = inactivityMachine.provide({
  actors: {
    extendSession: fromPromise<void>(() => extendKioskSession(kioskApi)()),
  },
})

const signOut = () => kioskActor.send({ type: "SIGN_OUT" })
const ends = { timedOut: signOut, signOut }

/** The warning before the idle sign-out, and the sign-out itself. */
export const KioskIdle = () => {
  const actor = useIdleTimeout(idleMachine, ends)
  return <IdleWarning actor={actor} />
}

/** The header's buttons of a signed-in kiosk. */
export const KioskSessionNav = ({ ready, comodin, signingOut }: { readonly ready: boolean; readonly comodin: boolean; readonly signingOut: boolean }) => (
  <nav aria-label={kioskTexts.sesion} className="flex flex-wrap gap-2">
    {ready && comodin ? (
      <Button variant="secondary" onPress={() => kioskActor.send({ type: "CHANGE_EMPLOYEE" })}>
        {kioskTexts.cambiarColaborador}
      </Button>
    ) : null}
    {ready ? (
      <Button variant="secondary" onPress={() => kioskActor.send({ type: "NEW_PASSWORD" })}>
        {kioskTexts.cambiarContrasena}
      </Button>
    ) : null}
    <Button variant="secondary" onPress={signOut} isDisabled={signingOut}>
      {kioskTexts.cerrarSesion}
    </Button>
  </nav>
)

export type KioskStep = "password" | "savingPassword" | "employee" | "choosing" | "ready" | "waiting"

/** What a signed-in kiosk shows in its main area at each step. */
export const KioskSignedInBody = ({ step, session, refusal }: { readonly step: KioskStep; readonly session: KioskSession; readonly refusal: string | null }) => {
  if (step === "password" || step === "savingPassword")
    return <KioskPasswordForm required={session.nuevo === "1"} busy={step === "savingPassword"} refusal={refusal} />
  if (step === "employee" || step === "choosing") return <KioskEmployeeForm canCancel={session.colaborador !== null} busy={step === "choosing"} refusal={refusal} />
  if (step === "ready") return <KioskHome session={session} />
  return <Shimmer rows={4} />
}

import { createActor, fromPromise } from "xstate"
import { type ChooseOutcome, type PasswordFields, type RestoreOutcome, type SignInFields, type SignInOutcome, kioskSessionMachine } from "../../machines/kiosko/kiosko-session"
import { kioskLink } from "./kiosk-link"

// The kiosk's one session. It lives in sessionStorage: closing the tab of a shared kiosk ends it.
// Its calls, with the API client and the contract's schemas, load on the first one (a sign-in, or
// the restore of a stored session), so the signed-out kiosk shows its form without them.

const calls = async () => {
  const [{ kioskApi }, kiosko] = await Promise.all([import("./kiosk-api"), import("../../machines/kiosko/kiosko-calls")])
  return { kioskApi, kiosko }
}

export const kioskActor = createActor(
  kioskSessionMachine.provide({
    actors: {
      restore: fromPromise<RestoreOutcome, { token: string }>(async () => {
        const { kioskApi, kiosko } = await calls()
        return kiosko.restoreKioskSession(kioskApi)()
      }),
      signIn: fromPromise<SignInOutcome, SignInFields>(async ({ input }) => {
        const { kioskApi, kiosko } = await calls()
        return kiosko.signInKiosk(kioskApi)(input)
      }),
      changePassword: fromPromise<SignInOutcome, PasswordFields>(async ({ input }) => {
        const { kioskApi, kiosko } = await calls()
        return kiosko.changeKioskPassword(kioskApi)(input)
      }),
      choose: fromPromise<ChooseOutcome, { num_empleado: string }>(async ({ input }) => {
        const { kioskApi, kiosko } = await calls()
        return kiosko.chooseKioskEmployee(kioskApi)(input)
      }),
      logout: fromPromise<void, { token: string }>(async () => {
        const { kioskApi, kiosko } = await calls()
        return kiosko.signOutKiosk(kioskApi)()
      }),
    },
  }),
  { input: { storage: window.sessionStorage } },
)

kioskLink.token = () => kioskActor.getSnapshot().context.stored?.token ?? null
kioskLink.unauthorized = () => kioskActor.send({ type: "UNAUTHORIZED" })

kioskActor.start()

export type KioskActor = typeof kioskActor

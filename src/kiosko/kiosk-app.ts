import { createActor, fromPromise } from "xstate"
import { changeKioskPassword, chooseKioskEmployee, restoreKioskSession, signInKiosk, signOutKiosk } from "../../machines/kiosko/kiosko-calls"
import { type ChooseOutcome, type PasswordFields, type RestoreOutcome, type SignInFields, type SignInOutcome, kioskSessionMachine } from "../../machines/kiosko/kiosko-session"
import { createApiClient } from "../api/client"
import { apiBaseURL } from "../app/api-base"

// The kiosk's one session and its own API client: the token is the kiosk session's (never the
// staff one's, which the kiosk's endpoints refuse anyway), a 401 on a tokened call ends the
// kiosk session only. The session lives in sessionStorage: closing the tab of a shared kiosk
// ends it.

let token: () => string | null = () => null

export const kioskApi = createApiClient({
  baseURL: apiBaseURL,
  getToken: () => token(),
  onUnauthorized: () => kioskActor.send({ type: "UNAUTHORIZED" }),
})

export const kioskActor = createActor(
  kioskSessionMachine.provide({
    actors: {
      restore: fromPromise<RestoreOutcome, { token: string }>(() => restoreKioskSession(kioskApi)()),
      signIn: fromPromise<SignInOutcome, SignInFields>(({ input }) => signInKiosk(kioskApi)(input)),
      changePassword: fromPromise<SignInOutcome, PasswordFields>(({ input }) => changeKioskPassword(kioskApi)(input)),
      choose: fromPromise<ChooseOutcome, { num_empleado: string }>(({ input }) => chooseKioskEmployee(kioskApi)(input)),
      logout: fromPromise<void, { token: string }>(() => signOutKiosk(kioskApi)()),
    },
  }),
  { input: { storage: window.sessionStorage } },
)

token = () => kioskActor.getSnapshot().context.stored?.token ?? null

kioskActor.start()

export type KioskActor = typeof kioskActor

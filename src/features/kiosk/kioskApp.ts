import { createActor, fromPromise } from "xstate"
import { kioskoCambiarPassword, kioskoColaborador, kioskoLogin, kioskoLogout, kioskoSesion } from "../../../domain/api/kiosk"
import { type ChooseOutcome, type PasswordFields, type RestoreOutcome, type SignInFields, type SignInOutcome, kioskSessionMachine } from "../../../machines/kioskSession"
import { createApiClient } from "../../api/client"
import { apiBaseURL } from "../../app/apiBase"

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

const refusalOf = (result: { readonly ok: false; readonly message: string; readonly detalles: ReadonlyArray<string> }): string =>
  [result.message, ...result.detalles].join(" ")

export const kioskActor = createActor(
  kioskSessionMachine.provide({
    actors: {
      restore: fromPromise<RestoreOutcome, { token: string }>(async () => {
        const result = await kioskApi.call(kioskoSesion, {})
        return result.ok ? { kind: "restored", sesion: result.value.result } : { kind: "gone" }
      }),
      signIn: fromPromise<SignInOutcome, SignInFields>(async ({ input }) => {
        const result = await kioskApi.call(kioskoLogin, input)
        return result.ok ? { kind: "signedIn", response: result.value } : { kind: "refused", message: refusalOf(result) }
      }),
      changePassword: fromPromise<SignInOutcome, PasswordFields>(async ({ input }) => {
        const result = await kioskApi.call(kioskoCambiarPassword, input)
        return result.ok ? { kind: "signedIn", response: result.value } : { kind: "refused", message: refusalOf(result) }
      }),
      choose: fromPromise<ChooseOutcome, { num_empleado: string }>(async ({ input }) => {
        const result = await kioskApi.call(kioskoColaborador, input)
        return result.ok ? { kind: "chosen", sesion: result.value.result } : { kind: "refused", message: refusalOf(result) }
      }),
      logout: fromPromise<void, { token: string }>(async () => {
        await kioskApi.call(kioskoLogout, {})
      }),
    },
  }),
  { input: { storage: window.sessionStorage } },
)

token = () => kioskActor.getSnapshot().context.stored?.token ?? null

kioskActor.start()

export type KioskActor = typeof kioskActor

import type { AnyEndpoint, RequestOf, ResponseOf } from "../../domain/api/endpoint"
import type { KioskRequest } from "../../domain/kiosko/kiosko"
import {
  kioskoAbrirCuestionarioClima,
  kioskoCambiarPassword,
  kioskoCancelarSolicitud,
  kioskoColaborador,
  kioskoCrearSolicitud,
  kioskoLogin,
  kioskoLogout,
  kioskoSesion,
} from "../../domain/kiosko/kiosko-api"
import { messages } from "../../domain/messages"
import { questionnaireLinkOf } from "../../domain/clima-laboral/cuestionario-vocabulary"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, isNoAnswer, refusalOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import type { ChooseOutcome, PasswordFields, RestoreOutcome, SignInFields, SignInOutcome } from "./kiosko-session"

// The kiosk's calls, bound by the view to the kiosk's own client (its token is the kiosk
// session's, never the staff one's). The session's refusals are shown beside its forms, with the
// server's details in the same sentence.

const refusalText = (result: { readonly message: string; readonly detalles: ReadonlyArray<string> }): string => [result.message, ...result.detalles].join(" ")

/** The stored session asked of the server again when the page loads. */
export const restoreKioskSession = (api: ApiPort) => async (): Promise<RestoreOutcome> => {
  const result = await api.call(kioskoSesion, {})
  return result.ok ? { kind: "restored", sesion: result.value.result } : { kind: "gone" }
}

export const signInKiosk = (api: ApiPort) => async (input: SignInFields): Promise<SignInOutcome> => {
  const result = await api.call(kioskoLogin, input)
  return result.ok ? { kind: "signedIn", response: result.value } : { kind: "refused", message: refusalText(result) }
}

export const changeKioskPassword = (api: ApiPort) => async (input: PasswordFields): Promise<SignInOutcome> => {
  const result = await api.call(kioskoCambiarPassword, input)
  return result.ok ? { kind: "signedIn", response: result.value } : { kind: "refused", message: refusalText(result) }
}

export const chooseKioskEmployee = (api: ApiPort) => async (input: { readonly num_empleado: string }): Promise<ChooseOutcome> => {
  const result = await api.call(kioskoColaborador, input)
  return result.ok ? { kind: "chosen", sesion: result.value.result } : { kind: "refused", message: refusalText(result) }
}

export const signOutKiosk = (api: ApiPort) => async (): Promise<void> => {
  await api.call(kioskoLogout, {})
}

/** The idle warning's "keep me signed in": any kiosk request counts as use of the kiosk session. */
export const extendKioskSession = (api: ApiPort) => async (): Promise<void> => {
  const result = await api.call(kioskoSesion, {})
  if (!result.ok) throw new Error(result.message)
}

/** One GET of a kiosk panel (the signed-in person's data, balance, requests): its `result`. */
export const readKioskData =
  <E extends AnyEndpoint>(api: ApiPort, endpoint: E) =>
  async (): Promise<Loaded<ResponseOf<E> extends { readonly result: infer R } ? R : never>> => {
    const answer = await api.call(endpoint, {} as RequestOf<E>)
    return answer.ok
      ? { kind: "loaded", value: (answer.value as { readonly result: ResponseOf<E> extends { readonly result: infer R } ? R : never }).result }
      : { kind: "failed", message: answer.message }
  }

/**
 * Filing a request: filed with the server's message in a toast; the server's refusal is said
 * inside the form that sent it (an inline refusal, no toast); a call that brought no answer
 * fails with the error toast.
 */
export const fileKioskRequest =
  (api: ApiPort) =>
  async (input: RequestOf<typeof kioskoCrearSolicitud>): Promise<CommandOutcome<KioskRequest>> => {
    const result = await api.call(kioskoCrearSolicitud, input)
    if (result.ok) return { kind: "done", value: result.value.result, message: result.value.message || messages.datosGuardados }
    if (isNoAnswer(result)) return { kind: "failed", message: messages.errorGuardarInformacion }
    const message = [result.message, ...result.detalles.filter((d) => d !== result.message)].join(" ")
    return { kind: "failed", message, inline: { detalles: result.detalles } }
  }

export const cancelKioskRequest =
  (api: ApiPort) =>
  async (input: { readonly id_solicitud: number }): Promise<CommandOutcome<null>> => {
    const result = await api.call(kioskoCancelarSolicitud, input)
    const outcome = commandOutcomeOf(result, messages.errorGuardarInformacion)
    return outcome.kind === "done" ? { ...outcome, value: null } : outcome
  }

/**
 * Opening a NOM-035 questionnaire of a kiosk invitation: done with the address of the public
 * questionnaire that the fresh single-use token opens (the token in its fragment, as in a mailed
 * link), and nothing said; a refusal (answered, expired, closed) is said in a warning.
 */
export const openKioskQuestionnaire =
  (api: ApiPort) =>
  async (input: { readonly id_proyecto: number }): Promise<CommandOutcome<string>> => {
    const result = await api.call(kioskoAbrirCuestionarioClima, input)
    if (result.ok) return { kind: "done", value: questionnaireLinkOf("", result.value.result.token) }
    return refusalOf(result, messages.errorGeneral)
  }

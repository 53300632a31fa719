import { alertasContratos, datosIndicadores } from "../../domain/dashboard/dashboard-api"
import { extenderSesion, login } from "../../domain/api/session"
import type { LoginFields, LoginOutcome } from "../../machines/login/login"
import { api } from "./api"

// The calls the first screens make, in a module loaded on demand: the sign-in screen renders
// before effect/Schema and the contract have arrived.

export const signInRequest = async (fields: LoginFields): Promise<LoginOutcome> => {
  const result = await api.call(login, fields)
  return result.ok ? { kind: "signedIn", response: result.value } : { kind: "refused", message: result.message }
}

export const indicatorsRequest = () => api.call(datosIndicadores, {})

export const contractAlertsRequest = () => api.call(alertasContratos, {})

/** "Seguir conectado" and the activity's keep-alive: the idle time counts again on the server. */
export const extendSessionRequest = async (): Promise<void> => {
  const result = await api.call(extenderSesion, {})
  if (!result.ok) throw new Error(result.message)
}

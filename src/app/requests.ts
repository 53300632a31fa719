import { datosIndicadores } from "../../domain/api/dashboard"
import { login } from "../../domain/api/session"
import type { LoginFields, LoginOutcome } from "../../machines/login"
import { api } from "./api"

// The calls the first screens make, in a module loaded on demand: the sign-in screen renders
// before effect/Schema and the contract have arrived.

export const signInRequest = async (fields: LoginFields): Promise<LoginOutcome> => {
  const result = await api.call(login, fields)
  return result.ok ? { kind: "signedIn", response: result.value } : { kind: "refused", message: result.message }
}

export const indicatorsRequest = () => api.call(datosIndicadores, {})

import { getTiposResponsabilidad } from "../../../../domain/api/authorization-flows"
import { getCuentasCorreo } from "../../../../domain/api/mail-account"
import { getParametrosSistema, guardarLogoSistema, guardarParametrosSistema, eliminarLogoSistema } from "../../../../domain/api/system-parameters"
import { messages } from "../../../../domain/messages"
import {
  type NumericParameter,
  type SaveSystemParameters,
  type SystemParameters,
  numericParameters,
  objetivosMessage,
  parameterProblem,
} from "../../../../domain/system-parameters"
import type { FormMode, FormProblems, FormValues, LoadOutcome, SaveOutcome } from "../../../../machines/settingsForm"
import { api } from "../../../app/api"
import { sessionActor } from "../../../app/session"
import { failureText } from "../useSettingsForm"

// The parameters page's calls and the mapping between the stored record and the form's text.

export const emptyParameters: FormValues = {
  serie_persona: "",
  bd_nomina: "",
  id_responsabilidad_pjfi: "",
  id_cuenta_correo: "",
  clave_responsable: "",
  bolsa_conecta: "0",
  ...Object.fromEntries(numericParameters.map((f) => [f, ""])),
}

export const validateParameters = (values: FormValues): FormProblems => {
  const problems: Record<string, string | null> = Object.fromEntries(
    numericParameters.map((f) => [f, parameterProblem(f, values[f] ?? "")]),
  )
  const min = values.min_objetivo ?? ""
  const max = values.max_objetivo ?? ""
  if (problems.max_objetivo === null && min.trim() !== "" && max.trim() !== "" && Number(min) > Number(max)) problems.max_objetivo = objetivosMessage
  return problems
}

const toValues = (p: SystemParameters): FormValues => ({
  serie_persona: p.serie_persona,
  bd_nomina: p.bd_nomina,
  id_responsabilidad_pjfi: p.id_responsabilidad_pjfi === null ? "" : String(p.id_responsabilidad_pjfi),
  id_cuenta_correo: p.id_cuenta_correo ?? "",
  clave_responsable: p.clave_responsable,
  bolsa_conecta: p.bolsa_conecta,
  ...Object.fromEntries(numericParameters.map((f) => [f, p[f] === null ? "" : String(p[f])])),
})

const toRequest = (values: FormValues, mode: FormMode): SaveSystemParameters => {
  const number = (f: NumericParameter) => ((values[f] ?? "").trim() === "" ? null : Number(values[f]))
  return {
    mode,
    serie_persona: values.serie_persona ?? "",
    bd_nomina: values.bd_nomina ?? "",
    id_responsabilidad_pjfi: values.id_responsabilidad_pjfi ? Number(values.id_responsabilidad_pjfi) : null,
    id_cuenta_correo: values.id_cuenta_correo ? values.id_cuenta_correo : null,
    bolsa_conecta: values.bolsa_conecta === "1" ? "1" : "0",
    ...(Object.fromEntries(numericParameters.map((f) => [f, number(f)])) as { [K in NumericParameter]: number | null }),
  }
}

export const loadParameters = async (): Promise<LoadOutcome & { readonly logo?: string | null }> => {
  const result = await api.call(getParametrosSistema, {})
  if (!result.ok) return { kind: "failed", message: result.status === null ? messages.errorGeneral : result.message }
  return result.value.result === null ? { kind: "empty" } : { kind: "found", values: toValues(result.value.result) }
}

export const saveParameters = async (values: FormValues, mode: FormMode): Promise<SaveOutcome> => {
  const result = await api.call(guardarParametrosSistema, toRequest(values, mode))
  return result.ok
    ? { kind: "saved", values: toValues(result.value.result), message: result.value.message || messages.parametrosGuardados }
    : { kind: "failed", message: failureText(result) }
}

export const loadPickers = async () => {
  const [responsibilities, accounts] = await Promise.all([api.call(getTiposResponsabilidad, {}), api.call(getCuentasCorreo, {})])
  return {
    responsibilities: responsibilities.ok ? responsibilities.value.result.map((r) => ({ id: String(r.id_tipo_resp), label: r.n_tipo_resp })) : [],
    accounts: accounts.ok ? accounts.value.result.map((a) => ({ id: a.id_cuenta, label: a.n_cuenta })) : [],
  }
}

/** Multipart form with 'file'. The JSON client cannot send it, so this one call is by hand. */
export const uploadLogo = async (file: File): Promise<{ readonly ok: boolean; readonly message: string }> => {
  const body = new FormData()
  body.append("file", file)
  const token = sessionActor.getSnapshot().context.session?.token
  try {
    const response = await fetch(`${import.meta.env.VITE_API_URL || "/api"}${guardarLogoSistema.path}`, {
      method: "POST",
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      body,
    })
    if (response.status === 401 && token) sessionActor.send({ type: "UNAUTHORIZED" })
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null
    const message = typeof answer?.message === "string" ? answer.message : ""
    return { ok: response.ok, message }
  } catch {
    return { ok: false, message: messages.errorGeneral }
  }
}

export const removeLogo = async () => {
  const result = await api.call(eliminarLogoSistema, {})
  return result.ok ? { ok: true, message: result.value.message } : { ok: false, message: result.message }
}

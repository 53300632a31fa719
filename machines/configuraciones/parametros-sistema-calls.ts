import { getTiposResponsabilidad } from "../../domain/configuraciones/flujos-autorizacion-api"
import { getCuentasCorreo } from "../../domain/configuraciones/cuentas-correo-api"
import { getParametrosSistema, guardarParametrosSistema, guardarLogoSistema, eliminarLogoSistema } from "../../domain/configuraciones/parametros-sistema-api"
import { messages } from "../../domain/messages"
import {
  type NumericParameter,
  type SaveSystemParameters,
  type SystemParameters,
  numericParameters,
  objetivosMessage,
  parameterProblem,
} from "../../domain/configuraciones/parametros-sistema"
import type { ApiPort } from "../records/api-port"
import type { CommandOutcome } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import { type FormMode, type FormProblems, type FormValues, type LoadOutcome, type SaveOutcome, failureText } from "./settings-form"

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

export interface Pickers {
  readonly responsibilities: ReadonlyArray<{ readonly id: string; readonly label: string }>
  readonly accounts: ReadonlyArray<{ readonly id: string; readonly label: string }>
}

/** What the logo buttons ask: a new image, or none. */
export type LogoChange = { readonly kind: "upload"; readonly file: File } | { readonly kind: "remove" }

export const parameterCalls = (api: ApiPort) => ({
  load: async (): Promise<LoadOutcome & { readonly logo?: string | null }> => {
    const result = await api.call(getParametrosSistema, {})
    if (!result.ok) return { kind: "failed", message: result.status === null ? messages.errorGeneral : result.message }
    return result.value.result === null ? { kind: "empty" } : { kind: "found", values: toValues(result.value.result) }
  },
  save: async (values: FormValues, mode: FormMode): Promise<SaveOutcome> => {
    const result = await api.call(guardarParametrosSistema, toRequest(values, mode))
    return result.ok
      ? { kind: "saved", values: toValues(result.value.result), message: result.value.message || messages.parametrosGuardados }
      : { kind: "failed", message: failureText(result) }
  },
  /** The pickers' items; a list that could not be read is empty. */
  pickers: async (): Promise<Loaded<Pickers>> => {
    const [responsibilities, accounts] = await Promise.all([api.call(getTiposResponsabilidad, {}), api.call(getCuentasCorreo, {})])
    return {
      kind: "loaded",
      value: {
        responsibilities: responsibilities.ok ? responsibilities.value.result.map((r) => ({ id: String(r.id_tipo_resp), label: r.n_tipo_resp })) : [],
        accounts: accounts.ok ? accounts.value.result.map((a) => ({ id: a.id_cuenta, label: a.n_cuenta })) : [],
      },
    }
  },
  /** Uploads or removes the logo; a failure is said under 'No se pudo guardar el logo'. */
  logo: async (change: LogoChange): Promise<CommandOutcome<null>> => {
    const result = change.kind === "upload" ? await api.upload(guardarLogoSistema, { file: change.file }) : await api.call(eliminarLogoSistema, {})
    return result.ok
      ? { kind: "done", value: null, message: result.value.message || messages.datosGuardados }
      : { kind: "failed", message: messages.errorLogo, detail: result.message }
  },
})

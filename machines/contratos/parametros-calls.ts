import {
  type SaveContractParameters,
  alertDayFields,
  alertDaysProblem,
  contractParameterDefaults,
  contractParameterMessages,
  recipientFields,
  recipientsProblem,
} from "../../domain/contratos/parametros"
import type { ContractParameters } from "../../domain/contratos/parametros"
import { getParametrosContratos, guardarParametrosContratos } from "../../domain/contratos/parametros-api"
import { messages } from "../../domain/messages"
import { type FormMode, type FormProblems, type FormValues, type LoadOutcome, type SaveOutcome, failureText } from "../configuraciones/settings-form"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"

// CON090 Alertas on the settings-form machine (SPEC 2.8's mode add/edit): the record as form
// text, the rules of domain/contratos/parametros.ts on that text, and the page's two calls.

export const emptyContractParameters: FormValues = {
  dias_alerta_1: String(contractParameterDefaults.dias_alerta_1),
  dias_alerta_2: String(contractParameterDefaults.dias_alerta_2),
  dias_alerta_3: String(contractParameterDefaults.dias_alerta_3),
  notificar_jefe: contractParameterDefaults.notificar_jefe,
  notificar_rh: contractParameterDefaults.notificar_rh,
  notificar_colaborador: contractParameterDefaults.notificar_colaborador,
  id_cuenta_correo: "",
  renovaciones_max_determinado: String(contractParameterDefaults.renovaciones_max_determinado),
}

/** A whole number in the bounds, or null. */
const wholeOf = (text: string | undefined, min: number, max: number): number | null => {
  const trimmed = (text ?? "").trim()
  if (!/^\d+$/.test(trimmed)) return null
  const n = Number(trimmed)
  return n >= min && n <= max ? n : null
}

/** Each field's problem: a day out of bounds on itself, days out of order on the first one that breaks it. */
export const validateContractParameters = (values: FormValues): FormProblems => {
  const days = alertDayFields.map((f) => wholeOf(values[f], 1, 365))
  const problems: Record<string, string | null> = Object.fromEntries(alertDayFields.map((f, i) => [f, days[i] === null ? contractParameterMessages.dias : null]))
  if (days.every((d): d is number => d !== null) && alertDaysProblem(days) !== null) {
    const broken = days.findIndex((d, i) => i > 0 && d >= (days[i - 1] ?? 0))
    problems[alertDayFields[Math.max(broken, 0)] ?? "dias_alerta_1"] = contractParameterMessages.diasDecrecientes
  }
  // The recipients' message belongs to the group; it is kept under its first box.
  problems.notificar_jefe = recipientsProblem(recipientFields.map((f) => values[f] ?? "0"))
  problems.notificar_rh = null
  problems.notificar_colaborador = null
  problems.id_cuenta_correo = (values.id_cuenta_correo ?? "") === "" ? contractParameterMessages.cuenta : null
  problems.renovaciones_max_determinado = wholeOf(values.renovaciones_max_determinado, 0, 99) === null ? contractParameterMessages.renovaciones : null
  return problems
}

const toValues = (p: ContractParameters): FormValues => ({
  dias_alerta_1: String(p.dias_alerta_1),
  dias_alerta_2: String(p.dias_alerta_2),
  dias_alerta_3: String(p.dias_alerta_3),
  notificar_jefe: p.notificar_jefe,
  notificar_rh: p.notificar_rh,
  notificar_colaborador: p.notificar_colaborador,
  id_cuenta_correo: p.id_cuenta_correo,
  renovaciones_max_determinado: String(p.renovaciones_max_determinado),
})

const flag = (text: string | undefined): "1" | "0" => (text === "1" ? "1" : "0")

const toRequest = (values: FormValues, mode: FormMode): SaveContractParameters => ({
  mode,
  dias_alerta_1: Number(values.dias_alerta_1),
  dias_alerta_2: Number(values.dias_alerta_2),
  dias_alerta_3: Number(values.dias_alerta_3),
  notificar_jefe: flag(values.notificar_jefe),
  notificar_rh: flag(values.notificar_rh),
  notificar_colaborador: flag(values.notificar_colaborador),
  id_cuenta_correo: values.id_cuenta_correo ?? "",
  renovaciones_max_determinado: Number(values.renovaciones_max_determinado),
})

export interface AccountItem {
  readonly id: string
  readonly label: string
}

export const contractParameterCalls = (api: ApiPort) => ({
  load: async (): Promise<LoadOutcome> => {
    const result = await api.call(getParametrosContratos, {})
    if (!result.ok) return { kind: "failed", message: result.status === null ? messages.errorGeneral : result.message }
    const stored = result.value.result.parametros
    return stored === null ? { kind: "empty" } : { kind: "found", values: toValues(stored) }
  },
  save: async (values: FormValues, mode: FormMode): Promise<SaveOutcome> => {
    const result = await api.call(guardarParametrosContratos, toRequest(values, mode))
    return result.ok
      ? { kind: "saved", values: toValues(result.value.result), message: result.value.message || messages.parametrosGuardados }
      : { kind: "failed", message: failureText(result) }
  },
  /** The mail accounts the picker offers (SPEC 2.13); none when they could not be read. */
  accounts: async (): Promise<Loaded<ReadonlyArray<AccountItem>>> => {
    const result = await api.call(getParametrosContratos, {})
    return { kind: "loaded", value: result.ok ? result.value.result.cuentas.map((c) => ({ id: c.id_cuenta, label: c.n_cuenta })) : [] }
  },
})

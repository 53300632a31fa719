import { sesion } from "../../domain/api/session"
import { getModulosHabilitados, guardarModulosHabilitados } from "../../domain/configuraciones/modulos-habilitados-api"
import { type ModuleSwitch, switchableModules } from "../../domain/configuraciones/modulos-habilitados"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type FormValues, type LoadOutcome, type SaveOutcome, failureText } from "./settings-form"

// The Módulos tab of the system parameters: one switch per built module, '1' on and '0' greyed.

export const emptyModuleSwitches: FormValues = Object.fromEntries(switchableModules.map((m) => [m.id, "1"]))

const toValues = (switches: ReadonlyArray<ModuleSwitch>): FormValues => ({
  ...emptyModuleSwitches,
  ...Object.fromEntries(switches.map((s) => [s.id_modulo, s.habilitado])),
})

export const moduleSwitchCalls = (api: ApiPort) => ({
  load: async (): Promise<LoadOutcome> => {
    const result = await api.call(getModulosHabilitados, {})
    return result.ok ? { kind: "found", values: toValues(result.value.result) } : { kind: "failed", message: result.status === null ? messages.errorGeneral : result.message }
  },
  save: async (values: FormValues): Promise<SaveOutcome> => {
    const modulos = switchableModules.map((m) => ({ id_modulo: m.id, habilitado: values[m.id] === "0" ? ("0" as const) : ("1" as const) }))
    const result = await api.call(guardarModulosHabilitados, { modulos })
    // The save's own answer still carries the rights version from before it; the next answer
    // carries the new one, and the client then reads the session again (the sidebar greys at once).
    if (result.ok) await api.call(sesion, {})
    return result.ok
      ? { kind: "saved", values: toValues(result.value.result), message: result.value.message || messages.parametrosGuardados }
      : { kind: "failed", message: failureText(result) }
  },
})

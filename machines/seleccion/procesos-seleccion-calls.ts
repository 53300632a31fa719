import { selectionProcesses, selectionProcessesEndpoints } from "../../domain/seleccion/procesos-seleccion"
import { messages } from "../../domain/messages"
import { type FormValues, valuesOf } from "../../domain/records/descriptor"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"

// The calls of Procesos de selección beside its resource: "Duplicar" reads a template and makes
// the add form's values of its copy: the same stages, types, mandatory flags and weights, named
// "… (copia)"; saved, it is a new template no vacancy uses yet, so it can be changed.

export const copyName = (name: string): string => `${name} (copia)`.slice(0, 100)

/** A stored template as the add form's values of its copy. */
export const duplicateValues = (stored: Readonly<Record<string, unknown>>): FormValues => {
  const values = valuesOf(selectionProcesses, stored)
  return { ...values, n_proceso: copyName(typeof values.n_proceso === "string" ? values.n_proceso : ""), activo: "1" }
}

export const selectionProcessCalls = (api: ApiPort) => ({
  /** The template a duplicate starts from. */
  duplicate: async (id: number): Promise<Loaded<FormValues>> => {
    const result = await api.call(selectionProcessesEndpoints.read, { id: String(id) })
    return result.ok ? { kind: "loaded", value: duplicateValues(result.value.result) } : { kind: "failed", message: result.status === null ? messages.errorObtener : result.message }
  },
})

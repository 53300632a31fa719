import { fromPromise } from "xstate"
import { getModulos, getModulosByPerfil, getOpcionesByModulo, guardarAsignacionModulosByPerfil } from "../../domain/configuraciones/perfiles-api"
import type { ModuleItem, ModuleRight, OptionItem } from "../../domain/configuraciones/perfiles-schema"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"
import type { Saved } from "../saved"

// The calls of a profile's 'Asignar módulos': its modules and rights, a module's options, and
// saving. A refusal is the machine's message; no answer (or a server fault) on save rejects.

const failed = (status: number | null) => ({
  kind: "failed" as const,
  message: status === null || status >= 500 ? messages.errorGeneral : messages.errorObtener,
})

/** The actors of the module-assignment machine, made with the app's API client. */
export const moduleAssignmentActors = (api: ApiPort) => ({
  loadAssignment: fromPromise<Loaded<{ modules: ReadonlyArray<ModuleItem>; rows: ReadonlyArray<ModuleRight> }>, { id_grupo: string }>(async ({ input }) => {
    const [modules, rows] = await Promise.all([api.call(getModulos, {}), api.call(getModulosByPerfil, { id_grupo: input.id_grupo })])
    if (!modules.ok) return failed(modules.status)
    if (!rows.ok) return failed(rows.status)
    return { kind: "loaded" as const, value: { modules: modules.value.result, rows: rows.value.result } }
  }),
  loadOptions: fromPromise<Loaded<ReadonlyArray<OptionItem>>, { module: string }>(async ({ input }) => {
    const result = await api.call(getOpcionesByModulo, { module: input.module })
    return result.ok ? { kind: "loaded" as const, value: result.value.result } : failed(result.status)
  }),
  saveAssignment: fromPromise<Saved, { id_grupo: string; data: ReadonlyArray<ModuleRight> }>(async ({ input }) => {
    const result = await api.call(guardarAsignacionModulosByPerfil, { id_grupo: input.id_grupo, data: input.data })
    if (result.ok) return { kind: "saved" as const, message: result.value.message }
    if (result.status === null || result.status >= 500) throw new Error(result.message)
    return { kind: "refused" as const, message: result.message }
  }),
})

import { fromPromise } from "xstate"
import { getPermisosRolUsuario, guardarPermisosRolUsuario } from "../../domain/configuraciones/roles-usuario-api"
import type { RolePermission } from "../../domain/configuraciones/roles-usuario-schema"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"
import type { Saved } from "../saved"

// The calls of the 'Permisos del Rol' modal: a company's work centres with the role's permission,
// and saving them. A refusal is the machine's message; no answer (or a server fault) rejects, which
// the machine reports as the general failure.

export const rolePermissionsActors = (api: ApiPort) => ({
  loadPermissions: fromPromise<Loaded<ReadonlyArray<RolePermission>>, { id_rol: string; id_empresa: number }>(async ({ input }) => {
    const result = await api.call(getPermisosRolUsuario, input)
    if (result.ok) return { kind: "loaded", value: result.value.result }
    if (result.status === null || result.status >= 500) throw new Error(result.message)
    return { kind: "failed", message: messages.errorObtener }
  }),
  savePermissions: fromPromise<Saved, { id_rol: string; permisos: ReadonlyArray<RolePermission> }>(async ({ input }) => {
    const result = await api.call(guardarPermisosRolUsuario, {
      id_rol: input.id_rol,
      permisos: input.permisos.map((p) => ({ id_centro_trabajo: p.id_centro_trabajo, permiso: p.permiso })),
    })
    if (result.ok) return { kind: "saved", message: result.value.message }
    if (result.status === null || result.status >= 500) throw new Error(result.message)
    return { kind: "refused", message: result.message }
  }),
})

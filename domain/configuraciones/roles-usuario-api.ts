import { Schema } from "effect"
import { Role, RoleCompanyRequest, RoleForm, RoleKey, RolePermission, RolePermissionsSave } from "./roles-usuario-schema"
import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// The roles' calls; every one needs SIS200. The page lists, adds and exports through the record
// resource (domain/configuraciones/roles-usuario.ts); these remain for the permissions and for API clients
// of the original call names.

const sis200 = needsAnyKey("SIS200")

export const rolesEndpoints = endpointFamily(sis200, {
  getRolesUsuarios: {
    method: "GET",
    summary: "Lista de roles (id_rol, n_rol) ordenada por clave.",
    request: NoBody,
    result: Schema.Array(Role),
  },
  guardarRolUsuario: {
    summary: "Crea un rol; una clave ya registrada (sin distinguir mayúsculas) responde 409.",
    writes: true,
    request: RoleForm,
    result: Role,
  },
  eliminarRolUsuario: {
    summary: "Elimina un rol y sus permisos; si algún usuario lo tiene asignado responde 409 y no elimina nada.",
    writes: true,
    request: RoleKey,
    result: Schema.Null,
  },
  getPermisosRolUsuario: {
    summary:
      "Centros de trabajo de la empresa con el permiso del rol ('1'/'0'); un centro sin permiso guardado se ofrece con '1' (SPEC 9).",
    request: RoleCompanyRequest,
    result: Schema.Array(RolePermission),
  },
  guardarPermisosRolUsuario: {
    summary: "Guarda el permiso ('1'/'0') del rol en cada centro enviado; aplica desde la siguiente petición de sus usuarios.",
    writes: true,
    request: RolePermissionsSave,
    result: Schema.Null,
  },
})
export const { getRolesUsuarios, guardarRolUsuario, eliminarRolUsuario, getPermisosRolUsuario, guardarPermisosRolUsuario } = rolesEndpoints


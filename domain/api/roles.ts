import { Schema } from "effect"
import { Role, RoleCompanyRequest, RoleForm, RoleKey, RolePermission, RolePermissionsSave } from "../role"
import { Envelope, NoBody, endpoint, needsAnyKey } from "./endpoint"

// The roles' calls; every one needs SIS200. The page lists, adds and exports through the record
// resource (domain/records/settings/roles.ts); these remain for the permissions and for API clients
// of the original call names.

const sis200 = needsAnyKey("SIS200")

export const getRolesUsuarios = endpoint({
  name: "getRolesUsuarios",
  method: "GET",
  path: "/get-roles-usuarios",
  summary: "Lista de roles (id_rol, n_rol) ordenada por clave.",
  access: sis200,
  writes: false,
  request: NoBody,
  response: Envelope(Schema.Array(Role)),
})

export const guardarRolUsuario = endpoint({
  name: "guardarRolUsuario",
  method: "POST",
  path: "/guardar-rol-usuario",
  summary: "Crea un rol; una clave ya registrada (sin distinguir mayúsculas) responde 409.",
  access: sis200,
  writes: true,
  request: RoleForm,
  response: Envelope(Role),
})

export const eliminarRolUsuario = endpoint({
  name: "eliminarRolUsuario",
  method: "POST",
  path: "/eliminar-rol-usuario",
  summary: "Elimina un rol y sus permisos; si algún usuario lo tiene asignado responde 409 y no elimina nada.",
  access: sis200,
  writes: true,
  request: RoleKey,
  response: Envelope(Schema.Null),
})

export const getPermisosRolUsuario = endpoint({
  name: "getPermisosRolUsuario",
  method: "POST",
  path: "/get-permisos-rol-usuario",
  summary:
    "Centros de trabajo de la empresa con el permiso del rol ('1'/'0'); un centro sin permiso guardado se ofrece con '1' (SPEC 9).",
  access: sis200,
  writes: false,
  request: RoleCompanyRequest,
  response: Envelope(Schema.Array(RolePermission)),
})

export const guardarPermisosRolUsuario = endpoint({
  name: "guardarPermisosRolUsuario",
  method: "POST",
  path: "/guardar-permisos-rol-usuario",
  summary: "Guarda el permiso ('1'/'0') del rol en cada centro enviado; aplica desde la siguiente petición de sus usuarios.",
  access: sis200,
  writes: true,
  request: RolePermissionsSave,
  response: Envelope(Schema.Null),
})

export const rolesEndpoints = {
  getRolesUsuarios,
  guardarRolUsuario,
  eliminarRolUsuario,
  getPermisosRolUsuario,
  guardarPermisosRolUsuario,
} as const

import { systemUsersResource } from "../records/settings/system-users"
import { Schema } from "effect"
import { SystemUser, SystemUserForm, SystemUserUpdateForm, UserKey, UserPermissionForm } from "../systemUser"
import { Envelope, NoBody, endpoint, needsAnyKey } from "./endpoint"

// SPEC 7.6 (users) and 7.2 ('Permisos de usuarios'). Every call needs SIS250. The spec names
// two families: "usuario" calls manage the account (e-mail, collaborator, password and its
// access), "permiso" calls only what the account may do (group, role, admin) and whether it may
// sign in at all. Passwords are never answered.

const sis250 = needsAnyKey("SIS250")

export const getUsuarios = endpoint({
  name: "getUsuarios",
  method: "POST",
  path: "/get-usuarios",
  summary: "Usuarios del sistema con colaborador, perfil, rol, admin y activo; nunca contraseñas.",
  access: sis250,
  writes: false,
  request: NoBody,
  response: Envelope(Schema.Array(SystemUser)),
})

export const crearUsuario = endpoint({
  name: "crearUsuario",
  method: "POST",
  path: "/crear-usuario",
  summary:
    "Crea un usuario (argon2id; contraseña de al menos 12 caracteres y no común). 409 si el usuario ya existe; otro rechazo responde error y un mensaje que se muestra como advertencia.",
  access: sis250,
  writes: true,
  request: SystemUserForm,
  scope: { id_empleado: "empleado" },
  response: Envelope(SystemUser),
})

export const actualizarUsuario = endpoint({
  name: "actualizarUsuario",
  method: "POST",
  path: "/actualizar-usuario",
  summary:
    "Actualiza colaborador, contraseña, perfil, rol y admin de un usuario existente (la clave no cambia). Sin contraseña (vacía o ausente) conserva la guardada.",
  access: sis250,
  writes: true,
  request: SystemUserUpdateForm,
  scope: { id_empleado: "empleado" },
  response: Envelope(SystemUser),
})

export const eliminarUsuario = endpoint({
  name: "eliminarUsuario",
  method: "POST",
  path: "/eliminar-usuario",
  summary: "Elimina un usuario; sus sesiones terminan de inmediato. Nadie puede eliminarse a sí mismo.",
  access: sis250,
  writes: true,
  request: UserKey,
  response: Envelope(Schema.Null),
})

export const guardarPermiso = endpoint({
  name: "guardarPermiso",
  method: "POST",
  path: "/guardar-permiso",
  summary: "Concede (o devuelve) el acceso a un usuario existente con el perfil, rol y admin enviados: activo = '1'.",
  access: sis250,
  writes: true,
  request: UserPermissionForm,
  response: Envelope(SystemUser),
})

export const actualizarPermiso = endpoint({
  name: "actualizarPermiso",
  method: "POST",
  path: "/actualizar-permiso",
  summary: "Cambia perfil, rol y admin de un usuario sin tocar su contraseña ni su acceso.",
  access: sis250,
  writes: true,
  request: UserPermissionForm,
  response: Envelope(SystemUser),
})

export const eliminarPermiso = endpoint({
  name: "eliminarPermiso",
  method: "POST",
  path: "/eliminar-permiso",
  summary: "Retira el acceso de un usuario (activo = '0') sin borrarlo; sus sesiones terminan de inmediato.",
  access: sis250,
  writes: true,
  request: UserKey,
  response: Envelope(Schema.Null),
})

/** The Excel export is the record resource's own (domain/records/settings). */
export const exportarUsuarios = systemUsersResource.export

export const systemUsersEndpoints = {
  getUsuarios,
  crearUsuario,
  actualizarUsuario,
  eliminarUsuario,
  guardarPermiso,
  actualizarPermiso,
  eliminarPermiso,
} as const

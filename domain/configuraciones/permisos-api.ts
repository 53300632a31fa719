import { systemUsersResource } from "./permisos"
import { Schema } from "effect"
import { SystemUser, SystemUserForm, SystemUserUpdateForm, UserKey, UserPermissionForm } from "./permisos-schema"
import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// SPEC 7.6 (users) and 7.2 ('Permisos de usuarios'). Every call needs SIS250. The spec names
// two families: "usuario" calls manage the account (e-mail, collaborator, password and its
// access), "permiso" calls only what the account may do (group, role, admin) and whether it may
// sign in at all. Passwords are never answered.

const sis250 = needsAnyKey("SIS250")

export const systemUsersEndpoints = endpointFamily(sis250, {
  getUsuarios: {
    summary: "Usuarios del sistema con colaborador, perfil, rol, admin y activo; nunca contraseñas.",
    request: NoBody,
    result: Schema.Array(SystemUser),
  },
  crearUsuario: {
    summary:
      "Crea un usuario (argon2id; contraseña de al menos 12 caracteres y no común). 409 si el usuario ya existe; otro rechazo responde error y un mensaje que se muestra como advertencia.",
    writes: true,
    request: SystemUserForm,
    scope: { id_empleado: "empleado" },
    result: SystemUser,
  },
  actualizarUsuario: {
    summary:
      "Actualiza colaborador, contraseña, perfil, rol y admin de un usuario existente (la clave no cambia). Sin contraseña (vacía o ausente) conserva la guardada.",
    writes: true,
    request: SystemUserUpdateForm,
    scope: { id_empleado: "empleado" },
    result: SystemUser,
  },
  eliminarUsuario: {
    summary: "Elimina un usuario; sus sesiones terminan de inmediato. Nadie puede eliminarse a sí mismo.",
    writes: true,
    request: UserKey,
    result: Schema.Null,
  },
  guardarPermiso: {
    summary: "Concede (o devuelve) el acceso a un usuario existente con el perfil, rol y admin enviados: activo = '1'.",
    writes: true,
    request: UserPermissionForm,
    result: SystemUser,
  },
  actualizarPermiso: {
    summary: "Cambia perfil, rol y admin de un usuario sin tocar su contraseña ni su acceso.",
    writes: true,
    request: UserPermissionForm,
    result: SystemUser,
  },
  eliminarPermiso: {
    summary: "Retira el acceso de un usuario (activo = '0') sin borrarlo; sus sesiones terminan de inmediato.",
    writes: true,
    request: UserKey,
    result: Schema.Null,
  },
})
export const { getUsuarios, crearUsuario, actualizarUsuario, eliminarUsuario, guardarPermiso, actualizarPermiso, eliminarPermiso } = systemUsersEndpoints

/** The Excel export is the record resource's own (domain/configuraciones/). */
export const exportarUsuarios = systemUsersResource.export


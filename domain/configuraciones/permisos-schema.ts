import { Schema } from "effect"
import { messages } from "../messages"
import { Flag, requiredText } from "./record-fields"

// SPEC 2.10, 3.5 and 5: system users. `id_usuario` is the sign-in e-mail (the sign-in screen's
// Usuario is an e-mail field); the collaborator gives id_empleado and the name (n_usuario).
// Passwords travel only towards the server and are never answered.

export const SystemUser = Schema.Struct({
  id_usuario: Schema.String,
  id_empleado: Schema.NullOr(Schema.Int),
  n_usuario: Schema.String,
  id_grupo: Schema.String,
  n_grupo: Schema.String,
  id_rol: Schema.String,
  n_rol: Schema.String,
  admin: Flag,
  /** '0' once the access was withdrawn (eliminar-permiso). */
  activo: Flag,
})
export type SystemUser = typeof SystemUser.Type

const emailPattern = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,10}$/

export const UserEmail = requiredText(messages.usuarioRequerido, 254).pipe(
  Schema.filter((s) => emailPattern.test(s) || messages.usuarioCorreo),
)

const password = Schema.String.pipe(
  Schema.nonEmptyString({ message: () => messages.contrasenaRequerida }),
  Schema.maxLength(1024),
)

export const SystemUserForm = Schema.Struct({
  id_empleado: Schema.Int.annotations({ message: () => messages.colaboradorRequerido }),
  id_usuario: UserEmail,
  password,
  password_confirm: password,
  id_grupo: requiredText(messages.grupoRequerido, 20),
  id_rol: requiredText(messages.rolRequerido, 20),
  admin: Flag,
})
export type SystemUserForm = typeof SystemUserForm.Type

/**
 * An update may leave both password fields empty or out: the stored password is kept (as the
 * mail account's is). A password sent is checked as on create.
 */
const keptPassword = Schema.optional(Schema.String.pipe(Schema.maxLength(1024)))

export const SystemUserUpdateForm = Schema.Struct({
  ...SystemUserForm.fields,
  password: keptPassword,
  password_confirm: keptPassword,
})
export type SystemUserUpdateForm = typeof SystemUserUpdateForm.Type

export const UserPermissionForm = Schema.Struct({
  id_usuario: UserEmail,
  id_grupo: requiredText(messages.grupoRequerido, 20),
  id_rol: requiredText(messages.rolRequerido, 20),
  admin: Flag,
})
export type UserPermissionForm = typeof UserPermissionForm.Type

export const UserKey = Schema.Struct({ id_usuario: requiredText(messages.usuarioRequerido, 254) })

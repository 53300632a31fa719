import { Schema } from "effect"
import { messages } from "../messages"
import { Flag, keyNameSchemas, requiredText } from "./record-fields"

// SPEC 3.5 and 5: roles and the work centres they may see, company by company.

const role = keyNameSchemas("id_rol", "n_rol", messages.nombreRolRequerido)
export const Role = role.row
export type Role = typeof Role.Type
export const RoleForm = role.form
export const RoleKey = role.key

export const RolePermission = Schema.Struct({
  id_centro_trabajo: Schema.Int,
  n_centro_trabajo: Schema.String,
  permiso: Flag,
})
export type RolePermission = typeof RolePermission.Type

export const RoleCompanyRequest = Schema.Struct({
  id_rol: requiredText(messages.claveRequerida, 20),
  id_empresa: Schema.Int,
})

export const RolePermissionsSave = Schema.Struct({
  id_rol: requiredText(messages.claveRequerida, 20),
  permisos: Schema.Array(Schema.Struct({ id_centro_trabajo: Schema.Int, permiso: Flag, n_centro_trabajo: Schema.optional(Schema.String) })).pipe(
    Schema.maxItems(5000),
  ),
})

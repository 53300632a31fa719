import { Schema } from "effect"
import { messages } from "../messages"
import { Flag, keyNameSchemas, requiredText } from "./record-fields"

// SPEC 3.5 and 5: profiles (groups) and the option rights they hold.

const profile = keyNameSchemas("id_grupo", "n_grupo", messages.nombrePerfilRequerido)
export const Profile = profile.row
export type Profile = typeof Profile.Type
export const ProfileForm = profile.form
export const ProfileKey = profile.key

/** A module of the product (SPEC 3.5: opcion, descri). */
export const ModuleItem = Schema.Struct({ opcion: Schema.String, descri: Schema.String })
export type ModuleItem = typeof ModuleItem.Type

/** An option (page) of a module. */
export const OptionItem = Schema.Struct({ clave: Schema.String, descri: Schema.String })
export type OptionItem = typeof OptionItem.Type

/** A granted option: `opcion` is the module id, `modulo` its name, `clave`/`descri` the option. */
export const ModuleRight = Schema.Struct({
  id_grupo: Schema.String,
  opcion: Schema.String,
  clave: Schema.String,
  insertar: Flag,
  editar: Flag,
  borrar: Flag,
  lectura: Flag,
  descri: Schema.String,
  modulo: Schema.String,
})
export type ModuleRight = typeof ModuleRight.Type

/** What the save carries per option: the rights; the names are ignored by the server. */
export const ModuleRightInput = Schema.Struct({
  clave: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(10)),
  insertar: Flag,
  editar: Flag,
  borrar: Flag,
  lectura: Flag,
  id_grupo: Schema.optional(Schema.String.pipe(Schema.maxLength(20))),
  opcion: Schema.optional(Schema.String.pipe(Schema.maxLength(30))),
  descri: Schema.optional(Schema.String.pipe(Schema.maxLength(150))),
  modulo: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
})

export const ModuleAssignment = Schema.Struct({
  id_grupo: requiredText(messages.claveRequerida, 20),
  data: Schema.Array(ModuleRightInput).pipe(Schema.maxItems(2000)),
})

import { messages } from "../messages"
import { defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { keyNameFields } from "./record-fields"

// Roles de usuario: the key and the name. Their work-centre permissions are edited apart.
export const roles = defineRecord({
  resource: "roles-usuarios",
  title: "Roles de usuario",
  singular: "rol",
  keys: ["SIS200"],
  messages: { created: messages.rolGuardado, updated: messages.rolGuardado, deleted: messages.rolEliminado },
  fields: keyNameFields("id_rol", "n_rol", "Rol", messages.nombreRolRequerido),
})

export const rolesResource = resourceEndpoints("RolesUsuarios", roles)

import { messages } from "../messages"
import { defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { text } from "../records/field"

// Roles de usuario: the key and the name. Their work-centre permissions are edited apart.
export const roles = defineRecord({
  resource: "roles-usuarios",
  title: "Roles de usuario",
  singular: "rol",
  keys: ["SIS200"],
  messages: { created: messages.rolGuardado, updated: messages.rolGuardado, deleted: messages.rolEliminado },
  fields: {
    id_rol: text({ label: "Clave", max: 20, required: messages.claveRequerida, key: true, column: true, searchable: true, sortable: true }),
    n_rol: text({ label: "Rol", max: 100, required: messages.nombreRolRequerido, column: true, searchable: true, sortable: true }),
  },
})

export const rolesResource = resourceEndpoints("RolesUsuarios", roles)

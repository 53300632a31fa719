import { messages } from "../messages"
import { defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { text } from "../records/field"

// Perfiles del sistema (grupos): the key and the name. Their module rights are edited apart.
export const profiles = defineRecord({
  resource: "perfiles",
  title: "Perfiles del sistema",
  singular: "perfil",
  keys: ["SIS150"],
  messages: { created: messages.perfilGuardado, updated: messages.perfilActualizado, deleted: messages.perfilEliminado },
  fields: {
    id_grupo: text({ label: "Clave", max: 20, required: messages.claveRequerida, key: true, column: true, searchable: true, sortable: true }),
    n_grupo: text({ label: "Perfil", max: 100, required: messages.nombrePerfilRequerido, column: true, searchable: true, sortable: true }),
  },
})

export const profilesResource = resourceEndpoints("Perfiles", profiles)

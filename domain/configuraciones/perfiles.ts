import { messages } from "../messages"
import { defineRecord } from "../records/descriptor"
import { resourceEndpoints } from "../records/endpoints"
import { keyNameFields } from "./record-fields"

// Perfiles del sistema (grupos): the key and the name. Their module rights are edited apart.
export const profiles = defineRecord({
  resource: "perfiles",
  title: "Perfiles del sistema",
  singular: "perfil",
  keys: ["SIS150"],
  messages: { created: messages.perfilGuardado, updated: messages.perfilActualizado, deleted: messages.perfilEliminado },
  fields: keyNameFields("id_grupo", "n_grupo", "Perfil", messages.nombrePerfilRequerido),
})

export const profilesResource = resourceEndpoints("Perfiles", profiles)

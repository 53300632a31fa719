import { Schema } from "effect"
import { ModuleAssignment, ModuleItem, ModuleRight, OptionItem, Profile, ProfileForm, ProfileKey } from "./perfiles-schema"
import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// The profiles' calls; every one needs SIS150. The page lists, edits and exports through the record
// resource (domain/configuraciones/perfiles.ts); these remain for the module rights and for API
// clients of the original call names.

const sis150 = needsAnyKey("SIS150")

export const profilesEndpoints = endpointFamily(sis150, {
  getPerfiles: {
    summary: "Lista de perfiles (id_grupo, n_grupo) ordenada por clave.",
    request: NoBody,
    result: Schema.Array(Profile),
  },
  guardarPerfil: {
    summary: "Crea un perfil; una clave ya registrada (sin distinguir mayúsculas) responde 409.",
    writes: true,
    request: ProfileForm,
    result: Profile,
  },
  actualizarPerfil: {
    summary: "Cambia el nombre de un perfil; la clave no cambia (404 si no existe).",
    writes: true,
    request: ProfileForm,
    result: Profile,
  },
  eliminarPerfil: {
    summary: "Elimina un perfil y sus derechos; si algún usuario lo tiene asignado responde 409 y no elimina nada.",
    writes: true,
    request: ProfileKey,
    result: Schema.Null,
  },
  getModulos: {
    summary: "Módulos del sistema (opcion, descri) en el orden del menú.",
    request: NoBody,
    result: Schema.Array(ModuleItem),
  },
  getModulosByPerfil: {
    summary: "Opciones concedidas a un perfil con sus derechos, agrupables por módulo.",
    request: ProfileKey,
    result: Schema.Array(ModuleRight),
  },
  getOpcionesByModulo: {
    summary: "Opciones (clave, descri) de un módulo; un módulo desconocido devuelve una lista vacía.",
    request: Schema.Struct({ module: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(30)) }),
    result: Schema.Array(OptionItem),
  },
  guardarAsignacionModulosByPerfil: {
    summary:
      "Reemplaza la lista completa de opciones del perfil (una transacción); aplica desde la siguiente petición de cada usuario del perfil.",
    writes: true,
    request: ModuleAssignment,
    result: Schema.Null,
  },
})
export const { getPerfiles, guardarPerfil, actualizarPerfil, eliminarPerfil, getModulos, getModulosByPerfil, getOpcionesByModulo, guardarAsignacionModulosByPerfil } = profilesEndpoints


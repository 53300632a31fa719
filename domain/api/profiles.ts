import { Schema } from "effect"
import { ModuleAssignment, ModuleItem, ModuleRight, OptionItem, Profile, ProfileForm, ProfileKey } from "../profile"
import { Envelope, NoBody, endpoint, needsAnyKey } from "./endpoint"

// The profiles' calls; every one needs SIS150. The page lists, edits and exports through the record
// resource (domain/records/settings/profiles.ts); these remain for the module rights and for API
// clients of the original call names.

const sis150 = needsAnyKey("SIS150")

export const getPerfiles = endpoint({
  name: "getPerfiles",
  method: "POST",
  path: "/get-perfiles",
  summary: "Lista de perfiles (id_grupo, n_grupo) ordenada por clave.",
  access: sis150,
  writes: false,
  request: NoBody,
  response: Envelope(Schema.Array(Profile)),
})

export const guardarPerfil = endpoint({
  name: "guardarPerfil",
  method: "POST",
  path: "/guardar-perfil",
  summary: "Crea un perfil; una clave ya registrada (sin distinguir mayúsculas) responde 409.",
  access: sis150,
  writes: true,
  request: ProfileForm,
  response: Envelope(Profile),
})

export const actualizarPerfil = endpoint({
  name: "actualizarPerfil",
  method: "POST",
  path: "/actualizar-perfil",
  summary: "Cambia el nombre de un perfil; la clave no cambia (404 si no existe).",
  access: sis150,
  writes: true,
  request: ProfileForm,
  response: Envelope(Profile),
})

export const eliminarPerfil = endpoint({
  name: "eliminarPerfil",
  method: "POST",
  path: "/eliminar-perfil",
  summary: "Elimina un perfil y sus derechos; si algún usuario lo tiene asignado responde 409 y no elimina nada.",
  access: sis150,
  writes: true,
  request: ProfileKey,
  response: Envelope(Schema.Null),
})

export const getModulos = endpoint({
  name: "getModulos",
  method: "POST",
  path: "/get-modulos",
  summary: "Módulos del sistema (opcion, descri) en el orden del menú.",
  access: sis150,
  writes: false,
  request: NoBody,
  response: Envelope(Schema.Array(ModuleItem)),
})

export const getModulosByPerfil = endpoint({
  name: "getModulosByPerfil",
  method: "POST",
  path: "/get-modulos-by-perfil",
  summary: "Opciones concedidas a un perfil con sus derechos, agrupables por módulo.",
  access: sis150,
  writes: false,
  request: ProfileKey,
  response: Envelope(Schema.Array(ModuleRight)),
})

export const getOpcionesByModulo = endpoint({
  name: "getOpcionesByModulo",
  method: "POST",
  path: "/get-opciones-by-modulo",
  summary: "Opciones (clave, descri) de un módulo; un módulo desconocido devuelve una lista vacía.",
  access: sis150,
  writes: false,
  request: Schema.Struct({ module: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(30)) }),
  response: Envelope(Schema.Array(OptionItem)),
})

export const guardarAsignacionModulosByPerfil = endpoint({
  name: "guardarAsignacionModulosByPerfil",
  method: "POST",
  path: "/guardar-asignacion-modulos-by-perfil",
  summary:
    "Reemplaza la lista completa de opciones del perfil (una transacción); aplica desde la siguiente petición de cada usuario del perfil.",
  access: sis150,
  writes: true,
  request: ModuleAssignment,
  response: Envelope(Schema.Null),
})

export const profilesEndpoints = {
  getPerfiles,
  guardarPerfil,
  actualizarPerfil,
  eliminarPerfil,
  getModulos,
  getModulosByPerfil,
  getOpcionesByModulo,
  guardarAsignacionModulosByPerfil,
} as const

import { kioskUsersResource } from "../records/settings/kiosk-users"
import { Schema } from "effect"
import { KioskFilter, KioskUser, KioskUserForm, KioskUserKey } from "../kioskUser"
import { Envelope, NoBody, endpoint, needsAnyKey } from "./endpoint"

// SPEC 7.6 (kiosk users) and 7.2 ('Usuarios del KIOSKO'). Every call needs SIS903. The spec
// shows only get-usuarios-kiosko and get-usuarios-kiosko-by-id; the other paths are ours.

const sis903 = needsAnyKey("SIS903")

export const getUsuariosKiosko = endpoint({
  name: "getUsuariosKiosko",
  method: "POST",
  path: "/get-usuarios-kiosko",
  summary: "Usuarios del kiosko (sin contraseñas).",
  access: sis903,
  writes: false,
  request: NoBody,
  response: Envelope(Schema.Array(KioskUser)),
})

export const filtrarUsuariosKiosko = endpoint({
  name: "filtrarUsuariosKiosko",
  method: "POST",
  path: "/filtrar-usuarios-kiosko",
  summary:
    "Usuarios del kiosko cuyo id_usuario o n_usuario contiene el texto dado y cuyo id_empleado es el dado; al menos un parámetro (400).",
  access: sis903,
  writes: false,
  request: KioskFilter,
  response: Envelope(Schema.Array(KioskUser)),
})

export const getUsuariosKioskoById = endpoint({
  name: "getUsuariosKioskoById",
  method: "POST",
  path: "/get-usuarios-kiosko-by-id",
  summary: "Un usuario del kiosko por id_usuario (404 si no existe).",
  access: sis903,
  writes: false,
  request: KioskUserKey,
  response: Envelope(KioskUser),
})

export const crearUsuarioKiosko = endpoint({
  name: "crearUsuarioKiosko",
  method: "POST",
  path: "/crear-usuario-kiosko",
  summary: "Crea un usuario del kiosko; contraseña obligatoria (12+ caracteres, no común). 409 si el usuario ya existe.",
  access: sis903,
  writes: true,
  request: KioskUserForm,
  scope: { id_empleado: "empleado" },
  response: Envelope(KioskUser),
})

export const actualizarUsuarioKiosko = endpoint({
  name: "actualizarUsuarioKiosko",
  method: "POST",
  path: "/actualizar-usuario-kiosko",
  summary: "Actualiza un usuario del kiosko; una contraseña vacía conserva la guardada.",
  access: sis903,
  writes: true,
  request: KioskUserForm,
  scope: { id_empleado: "empleado" },
  response: Envelope(KioskUser),
})

export const eliminarUsuarioKiosko = endpoint({
  name: "eliminarUsuarioKiosko",
  method: "POST",
  path: "/eliminar-usuario-kiosko",
  summary: "Elimina un usuario del kiosko por id_usuario.",
  access: sis903,
  writes: true,
  request: KioskUserKey,
  response: Envelope(Schema.Null),
})

/** The Excel export is the record resource's own (domain/records/settings). */
export const exportarUsuariosKiosko = kioskUsersResource.export

export const kioskUsersEndpoints = {
  getUsuariosKiosko,
  filtrarUsuariosKiosko,
  getUsuariosKioskoById,
  crearUsuarioKiosko,
  actualizarUsuarioKiosko,
  eliminarUsuarioKiosko,
} as const

import { kioskUsersResource } from "./usuarios-kiosko"
import { Schema } from "effect"
import { KioskFilter, KioskUser, KioskUserForm, KioskUserKey } from "./usuarios-kiosko-schema"
import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// SPEC 7.6 (kiosk users) and 7.2 ('Usuarios del KIOSKO'). Every call needs SIS903. The spec
// shows only get-usuarios-kiosko and get-usuarios-kiosko-by-id; the other paths are ours.

const sis903 = needsAnyKey("SIS903")

export const kioskUsersEndpoints = endpointFamily(sis903, {
  getUsuariosKiosko: {
    summary: "Usuarios del kiosko (sin contraseñas).",
    request: NoBody,
    result: Schema.Array(KioskUser),
  },
  filtrarUsuariosKiosko: {
    summary:
      "Usuarios del kiosko cuyo id_usuario o n_usuario contiene el texto dado y cuyo id_empleado es el dado; al menos un parámetro (400).",
    request: KioskFilter,
    result: Schema.Array(KioskUser),
  },
  getUsuariosKioskoById: {
    summary: "Un usuario del kiosko por id_usuario (404 si no existe).",
    request: KioskUserKey,
    result: KioskUser,
  },
  crearUsuarioKiosko: {
    summary: "Crea un usuario del kiosko; contraseña obligatoria (12+ caracteres, no común). 409 si el usuario ya existe.",
    writes: true,
    request: KioskUserForm,
    scope: { id_empleado: "empleado" },
    result: KioskUser,
  },
  actualizarUsuarioKiosko: {
    summary: "Actualiza un usuario del kiosko; una contraseña vacía conserva la guardada.",
    writes: true,
    request: KioskUserForm,
    scope: { id_empleado: "empleado" },
    result: KioskUser,
  },
  eliminarUsuarioKiosko: {
    summary: "Elimina un usuario del kiosko por id_usuario.",
    writes: true,
    request: KioskUserKey,
    result: Schema.Null,
  },
})
export const { getUsuariosKiosko, filtrarUsuariosKiosko, getUsuariosKioskoById, crearUsuarioKiosko, actualizarUsuarioKiosko, eliminarUsuarioKiosko } = kioskUsersEndpoints

/** The Excel export is the record resource's own (domain/configuraciones/). */
export const exportarUsuariosKiosko = kioskUsersResource.export


import { Schema } from "effect"
import { CurrentSession, LoginRequest, LoginResponse, SessionExtension } from "../session"
import { NoBody, endpoint, isPublic, needsSession } from "./endpoint"
import { endpointFamily } from "./endpoint-family"

export const login = endpoint({
  name: "login",
  method: "POST",
  path: "/login",
  summary:
    "Inicia sesión con correo y contraseña; devuelve el token, el usuario y sus permisos. 429 con Retry-After mientras dura la espera tras 10 intentos fallidos de la cuenta (1 s, 2 s, 4 s... hasta 30 s; desde una dirección donde la cuenta ya inició sesión cuentan solo sus propios fallos), o tras 20 intentos en un minuto desde una dirección.",
  access: isPublic,
  writes: true,
  request: LoginRequest,
  response: LoginResponse,
})

const calls = endpointFamily(needsSession, {
  logout: {
    summary: "Cierra la sesión del token enviado; deja de ser válido de inmediato.",
    writes: true,
    request: NoBody,
    result: Schema.Null,
  },
  sesion: {
    method: "GET",
    summary:
      "El usuario de la sesión y sus permisos vigentes; el SPA lo consulta al navegar para reflejar cambios de permisos y sesiones revocadas.",
    request: NoBody,
    result: CurrentSession,
  },
  extenderSesion: {
    summary:
      "Mantiene viva la sesión: cuenta de nuevo el tiempo sin actividad desde ahora (el botón «Seguir conectado» del aviso y la actividad del usuario); responde cuándo terminaría sin otra petición.",
    request: NoBody,
    result: SessionExtension,
  },
})
export const { logout, sesion, extenderSesion } = calls

export const sessionEndpoints = { login, logout, sesion, extenderSesion } as const

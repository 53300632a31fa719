import { Schema } from "effect"
import { CurrentSession, LoginRequest, LoginResponse, SessionExtension } from "../session"
import { Envelope, NoBody, endpoint, isPublic, needsSession } from "./endpoint"

export const login = endpoint({
  name: "login",
  method: "POST",
  path: "/login",
  summary: "Inicia sesión con correo y contraseña; devuelve el token, el usuario y sus permisos.",
  access: isPublic,
  writes: true,
  request: LoginRequest,
  response: LoginResponse,
})

export const logout = endpoint({
  name: "logout",
  method: "POST",
  path: "/logout",
  summary: "Cierra la sesión del token enviado; deja de ser válido de inmediato.",
  access: needsSession,
  writes: true,
  request: NoBody,
  response: Envelope(Schema.Null),
})

export const sesion = endpoint({
  name: "sesion",
  method: "GET",
  path: "/sesion",
  summary:
    "El usuario de la sesión y sus permisos vigentes; el SPA lo consulta al navegar para reflejar cambios de permisos y sesiones revocadas.",
  access: needsSession,
  writes: false,
  request: NoBody,
  response: Envelope(CurrentSession),
})

export const extenderSesion = endpoint({
  name: "extenderSesion",
  method: "POST",
  path: "/extender-sesion",
  summary:
    "Mantiene viva la sesión: cuenta de nuevo el tiempo sin actividad desde ahora (el botón «Seguir conectado» del aviso y la actividad del usuario); responde cuándo terminaría sin otra petición.",
  access: needsSession,
  // It moves only the session's last use, never data a user keeps (and is not audited).
  writes: false,
  request: NoBody,
  response: Envelope(SessionExtension),
})

export const sessionEndpoints = { login, logout, sesion, extenderSesion } as const

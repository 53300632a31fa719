import { Schema } from "effect"
import { LoginRequest, LoginResponse } from "../session"
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

import { Schema } from "effect"
import { PasswordChange, PasswordReset, RecoveryRequest } from "../passwords"
import { Envelope, endpoint, isPublic, needsSession } from "./endpoint"

export const solicitarRecuperacion = endpoint({
  name: "solicitarRecuperacion",
  method: "POST",
  path: "/solicitar-recuperacion",
  summary:
    "Solicita un enlace para restablecer la contraseña; responde lo mismo exista o no el correo y envía, por la cuenta de correo configurada, un enlace de un solo uso válido 30 minutos. Más de 3 solicitudes del mismo correo en 15 minutos responden 429.",
  access: isPublic,
  writes: true,
  request: RecoveryRequest,
  response: Envelope(Schema.Null),
})

export const restablecerPassword = endpoint({
  name: "restablecerPassword",
  method: "POST",
  path: "/restablecer-password",
  summary:
    "Restablece la contraseña con el token del enlace (un solo uso, 30 minutos) y la política de contraseñas; todas las sesiones del usuario terminan.",
  access: isPublic,
  writes: true,
  request: PasswordReset,
  response: Envelope(Schema.Null),
})

export const cambiarPassword = endpoint({
  name: "cambiarPassword",
  method: "POST",
  path: "/cambiar-password",
  summary:
    "Cambia la contraseña del usuario firmado: exige la actual y aplica la política de contraseñas; sus otras sesiones terminan, la actual sigue.",
  access: needsSession,
  writes: true,
  request: PasswordChange,
  response: Envelope(Schema.Null),
})

export const passwordEndpoints = { solicitarRecuperacion, restablecerPassword, cambiarPassword } as const

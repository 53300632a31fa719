import { Schema } from "effect"
import { PasswordChange, PasswordReset, RecoveryRequest } from "../passwords"
import { isPublic, needsSession } from "./endpoint"
import { endpointFamily } from "./endpoint-family"

const calls = endpointFamily(isPublic, {
  solicitarRecuperacion: {
    summary:
      "Solicita un enlace para restablecer la contraseña; responde lo mismo exista o no el correo y envía, por la cuenta de correo configurada, un enlace de un solo uso válido 30 minutos. Más de 3 solicitudes del mismo correo en 15 minutos responden 429.",
    writes: true,
    request: RecoveryRequest,
    result: Schema.Null,
  },
  restablecerPassword: {
    summary:
      "Restablece la contraseña con el token del enlace (un solo uso, 30 minutos) y la política de contraseñas; todas las sesiones del usuario terminan.",
    writes: true,
    request: PasswordReset,
    result: Schema.Null,
  },
  cambiarPassword: {
    summary:
      "Cambia la contraseña del usuario firmado: exige la actual y aplica la política de contraseñas; sus otras sesiones terminan, la actual sigue.",
    access: needsSession,
    writes: true,
    request: PasswordChange,
    result: Schema.Null,
  },
})
export const { solicitarRecuperacion, restablecerPassword, cambiarPassword } = calls

export const passwordEndpoints = { solicitarRecuperacion, restablecerPassword, cambiarPassword } as const

import { Schema } from "effect"
import { MailAccount, MailAccountOption, SaveMailAccount, TestMailAccount } from "../mail-account"
import { Envelope, NoBody, endpoint, needsAnyKey } from "./endpoint"

export const getCuentaCorreo = endpoint({
  name: "getCuentaCorreo",
  method: "GET",
  path: "/get-cuenta-correo",
  summary: "La cuenta de correo guardada sin su contraseña, o null si no hay (la página entra en modo alta).",
  access: needsAnyKey("SIS900"),
  writes: false,
  request: NoBody,
  response: Envelope(Schema.NullOr(MailAccount)),
})

export const guardarCuentaCorreo = endpoint({
  name: "guardarCuentaCorreo",
  method: "POST",
  path: "/guardar-cuenta-correo",
  summary:
    "Guarda la cuenta de correo (mode add|edit). En edición, una contraseña vacía conserva la guardada. Host, cuenta y puerto se validan contra saltos de línea, opciones y rutas.",
  access: needsAnyKey("SIS900"),
  writes: true,
  request: SaveMailAccount,
  response: Envelope(MailAccount),
})

export const testCuentaCorreo = endpoint({
  name: "testCuentaCorreo",
  method: "POST",
  path: "/test-cuenta-correo",
  summary:
    "Envía un correo de prueba por SMTP con los datos del formulario. Con la contraseña vacía usa la guardada, solo si host, puerto y cuenta son los guardados. Un fallo responde 422 con el motivo del servidor SMTP en detalles.",
  access: needsAnyKey("SIS900"),
  writes: false,
  request: TestMailAccount,
  response: Envelope(Schema.Null),
})

export const getCuentasCorreo = endpoint({
  name: "getCuentasCorreo",
  method: "GET",
  path: "/get-cuentas-correo",
  summary: "Las cuentas de correo (id y cuenta) para el selector de los parámetros del sistema.",
  access: needsAnyKey("SIS100", "SIS900"),
  writes: false,
  request: NoBody,
  response: Envelope(Schema.Array(MailAccountOption)),
})

export const mailAccountEndpoints = { getCuentaCorreo, guardarCuentaCorreo, testCuentaCorreo, getCuentasCorreo } as const

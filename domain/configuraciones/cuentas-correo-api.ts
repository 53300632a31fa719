import { Schema } from "effect"
import { MailAccount, MailAccountOption, SaveMailAccount, TestMailAccount } from "./cuentas-correo"
import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

const calls = endpointFamily(needsAnyKey("SIS900"), {
  getCuentaCorreo: {
    method: "GET",
    summary: "La cuenta de correo guardada sin su contraseña, o null si no hay (la página entra en modo alta).",
    request: NoBody,
    result: Schema.NullOr(MailAccount),
  },
  guardarCuentaCorreo: {
    summary:
      "Guarda la cuenta de correo (mode add|edit). En edición, una contraseña vacía conserva la guardada. Host, cuenta y puerto se validan contra saltos de línea, opciones y rutas.",
    writes: true,
    request: SaveMailAccount,
    result: MailAccount,
  },
  testCuentaCorreo: {
    summary:
      "Envía un correo de prueba por SMTP con los datos del formulario. Con la contraseña vacía usa la guardada, solo si host, puerto y cuenta son los guardados. Un fallo responde 422 con el motivo del servidor SMTP en detalles.",
    request: TestMailAccount,
    result: Schema.Null,
  },
  getCuentasCorreo: {
    method: "GET",
    summary: "Las cuentas de correo (id y cuenta) para el selector de los parámetros del sistema.",
    access: needsAnyKey("SIS100", "SIS900"),
    request: NoBody,
    result: Schema.Array(MailAccountOption),
  },
})
export const { getCuentaCorreo, guardarCuentaCorreo, testCuentaCorreo, getCuentasCorreo } = calls

export const mailAccountEndpoints = { getCuentaCorreo, guardarCuentaCorreo, testCuentaCorreo, getCuentasCorreo } as const

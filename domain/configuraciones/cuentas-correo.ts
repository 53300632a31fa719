import { Schema } from "effect"
import { messages } from "../messages"

// The SMTP account the system sends mail with. The password never comes
// back from the server; saving with it empty keeps the stored one. Host, account and port are
// checked so nothing but a host name, an account name and a port number reaches the transport:
// no line break (SMTP command injection), no leading '-' (an option), no '/' (a path or URL).

export const mailFields = ["id_cuenta", "n_cuenta", "password", "host", "puerto", "tiempo"] as const
export type MailField = (typeof mailFields)[number]

export const mailTexts = {
  idCuenta: "ID Cuenta",
  cuenta: "Cuenta",
  contrasena: "Contraseña",
  host: "Host",
  puerto: "Puerto",
  tiempo: "Tiempo de espera (segundos)",
  ssl: "SSL",
  realizarTest: "Realizar Test",
  guardar: "Guardar",
  titulo: "Cuenta de correo",
  testTitulo: "Test de la cuenta de correo",
  testCorreo: "Correo electrónico de destino",
  enviar: "Enviar",
  cancelar: "Cancelar",
  enviando: "Enviando",
  guardando: "Guardando",
  contrasenaGuardada: messages.conservarContrasena,
  hostInvalido: "El host no es válido",
  cuentaInvalida: "La cuenta no es válida",
  idInvalido: "El ID Cuenta debe tener de 1 a 4 letras o dígitos",
  puertoInvalido: "El puerto debe ser un número entre 1 y 65535",
  tiempoInvalido: "El tiempo de espera debe ser un número de segundos entre 1 y 300",
  contrasenaInvalida: "La contraseña no puede contener saltos de línea",
  correoInvalido: "Ingrese un correo electrónico válido",
  asuntoTest: "Capital Humano: correo de prueba",
  cuerpoTest: "Este es un correo de prueba enviado desde Capital Humano para comprobar la cuenta de correo.",
} as const

/**
 * A failed send explained in Spanish, naming the server as the account gives it (host:port);
 * the transport's own words ("connect ECONNREFUSED ...") are for the log, not for the user.
 */
export const smtpFailureTexts = {
  sinConexion: (server: string) => `No fue posible conectar con el servidor de correo ${server}`,
  hostDesconocido: (server: string) => `No fue posible conectar con el servidor de correo ${server}: no se encontró ese nombre de servidor`,
  sinRespuesta: (server: string) => `El servidor de correo ${server} no respondió en el tiempo de espera`,
  conexionSegura: (server: string) => `No fue posible establecer una conexión segura con el servidor de correo ${server}; revise el puerto y la opción SSL`,
  credenciales: (server: string) => `El servidor de correo ${server} rechazó la cuenta o la contraseña`,
  destinatario: (server: string) => `El servidor de correo ${server} rechazó el correo electrónico de destino`,
  rechazo: (server: string, code: number) => `El servidor de correo ${server} rechazó el mensaje (código ${code})`,
  otro: (server: string) => `No fue posible enviar el correo por el servidor ${server}`,
} as const

/** The account picker takes at most 4 characters. */
export const mailAccountIdMaxLength = 4

const hostPattern = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/
const accountPattern = /^(?=.{1,254}$)[A-Za-z0-9][A-Za-z0-9._%+@-]*$/
const idPattern = /^[A-Za-z0-9]{1,4}$/
const digits = /^\d{1,6}$/
/** Letters/digits with dots etc., an @, a domain, and a 2 to 10 letter suffix. */
export const emailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,10}$/

export const isValidHost = (value: string): boolean => hostPattern.test(value)
export const isValidPort = (value: string): boolean => digits.test(value) && Number(value) >= 1 && Number(value) <= 65535
export const isValidTimeout = (value: string): boolean => digits.test(value) && Number(value) >= 1 && Number(value) <= 300
export const isValidTestEmail = (value: string): boolean => value.length <= 254 && emailPattern.test(value)

export interface MailValues {
  readonly id_cuenta: string
  readonly n_cuenta: string
  readonly password: string
  readonly host: string
  readonly puerto: string
  readonly tiempo: string
}

/**
 * The first problem of each field (the 'requerido' texts first). In edit mode an empty
 * password keeps the stored one, so it is only required when adding.
 */
export const mailProblems = (values: MailValues, mode: "add" | "edit"): { readonly [K in MailField]: string | null } => ({
  id_cuenta:
    values.id_cuenta.trim() === "" ? messages.idCuentaRequerido : idPattern.test(values.id_cuenta) ? null : mailTexts.idInvalido,
  n_cuenta: values.n_cuenta.trim() === "" ? messages.cuentaRequerida : accountPattern.test(values.n_cuenta) ? null : mailTexts.cuentaInvalida,
  password:
    values.password === ""
      ? mode === "add"
        ? messages.contrasenaRequerida
        : null
      : /[\r\n\0]/.test(values.password) || values.password.length > 256
        ? mailTexts.contrasenaInvalida
        : null,
  host: values.host.trim() === "" ? messages.hostRequerido : isValidHost(values.host) ? null : mailTexts.hostInvalido,
  puerto: values.puerto.trim() === "" ? messages.puertoRequerido : isValidPort(values.puerto) ? null : mailTexts.puertoInvalido,
  tiempo: values.tiempo.trim() === "" ? messages.tiempoRequerido : isValidTimeout(values.tiempo) ? null : mailTexts.tiempoInvalido,
})

const field = (name: MailField, mode: "add" | "edit") =>
  Schema.String.pipe(
    Schema.filter((value) => {
      const probe = { id_cuenta: "A", n_cuenta: "a", password: "x", host: "a", puerto: "25", tiempo: "10", [name]: value }
      return mailProblems(probe, mode)[name] ?? true
    }),
  )

const Ssl = Schema.Literal("1", "0")

/** The stored account as the page loads it: everything but the password. */
export const MailAccount = Schema.Struct({
  id_cuenta: Schema.String,
  n_cuenta: Schema.String,
  host: Schema.String,
  puerto: Schema.String,
  ssl: Ssl,
  tiempo: Schema.String,
})
export type MailAccount = typeof MailAccount.Type

const accountFields = {
  id_cuenta: field("id_cuenta", "add"),
  n_cuenta: field("n_cuenta", "add"),
  password: field("password", "edit"),
  host: field("host", "add"),
  puerto: field("puerto", "add"),
  ssl: Ssl,
  tiempo: field("tiempo", "add"),
}

/** The form fields plus mode add|edit. */
export const SaveMailAccount = Schema.Struct({ mode: Schema.Literal("add", "edit"), ...accountFields }).pipe(
  Schema.filter((a) => (a.mode === "add" && a.password === "" ? messages.contrasenaRequerida : true)),
)

/** The form fields plus the address to send the test to. */
export const TestMailAccount = Schema.Struct({
  ...accountFields,
  email: Schema.String.pipe(Schema.filter((v) => isValidTestEmail(v) || mailTexts.correoInvalido)),
})

/** A mail account as the parameters page's picker lists it. */
export const MailAccountOption = Schema.Struct({ id_cuenta: Schema.String, n_cuenta: Schema.String })
export type MailAccountOption = typeof MailAccountOption.Type

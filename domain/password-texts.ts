import { messages } from "./messages"
import { emailPattern } from "./rules/email"

// A user's own password (issue 18): recovering it by a link sent through the configured mail
// account, and changing it on /perfil. The texts are ours (SPEC is silent), in usted. The
// server alone applies the whole policy (it holds the list of common passwords); the forms
// check what they can without it (filled, long enough, confirmed) so most mistakes need no
// round trip. No effect/Schema here: the sign-in page imports this module (domain/passwords.ts
// holds the requests' schemas).

/** NIST SP 800-63B's minimum, the server's policy (server/auth/password-policy.ts) too. */
export const minPasswordLength = 12

/** How long a recovery link stays valid. */
export const recoveryLinkMinutes = 30

/** Recovery requests per e-mail within the window before the server refuses more. */
export const recoveryMaxRequests = 3
export const recoveryWindowMinutes = 15

/** The SPA's pages of the flow (outside the shell: the user is signed out). */
export const passwordRoutes = {
  recuperar: "/recuperar-contrasena",
  restablecer: "/restablecer-contrasena",
} as const

/** The link's token travels in the fragment: it never reaches a server log nor a Referer. */
export const resetLinkOf = (baseUrl: string, token: string): string =>
  `${baseUrl.replace(/\/+$/, "")}${passwordRoutes.restablecer}#token=${encodeURIComponent(token)}`

export const passwordTexts = {
  olvido: "¿Olvidó su contraseña?",
  recuperarTitulo: "Recuperar contraseña",
  recuperarInstrucciones:
    "Escriba el correo con el que inicia sesión y le enviaremos un enlace para elegir una contraseña nueva.",
  correo: "Correo electrónico",
  enviarEnlace: "Enviar enlace",
  enviando: "Enviando",
  enlaceEnviado: `Si el correo está registrado, en unos minutos recibirá un enlace para restablecer su contraseña. El enlace vence en ${recoveryLinkMinutes} minutos y solo puede usarse una vez.`,
  volverInicio: "Volver a iniciar sesión",
  iniciarSesion: "Iniciar sesión",
  restablecerTitulo: "Restablecer contraseña",
  restablecerInstrucciones: "Elija una contraseña nueva. Al guardarla se cerrarán todas sus sesiones abiertas.",
  contrasenaActual: "Contraseña actual",
  contrasenaNueva: "Contraseña nueva",
  confirmarContrasena: "Confirmar contraseña nueva",
  reglas: `Al menos ${minPasswordLength} caracteres; evite contraseñas comunes y su propio correo.`,
  guardarContrasena: "Guardar contraseña",
  guardando: "Guardando",
  restablecida: "Su contraseña se restableció. Inicie sesión con la contraseña nueva.",
  enlaceInvalido: "El enlace para restablecer la contraseña no es válido, ya se usó o venció. Solicite uno nuevo.",
  cambiarTitulo: "Cambiar contraseña",
  cambiarInstrucciones: "Al cambiarla se cerrarán sus otras sesiones abiertas; esta sigue activa.",
  cambiar: "Cambiar contraseña",
  cambiada: "Contraseña actualizada",
  otrasSesionesCerradas: "Sus otras sesiones se cerraron.",
  actualIncorrecta: "La contraseña actual no es correcta",
  actualRequerida: "La contraseña actual es requerida",
  nuevaRequerida: "La contraseña nueva es requerida",
  confirmacionRequerida: "La confirmación de la contraseña es requerida",
  noCoinciden: "Las contraseñas no coinciden",
  corta: `La contraseña debe tener al menos ${minPasswordLength} caracteres`,
  igualActual: "La contraseña nueva debe ser distinta de la actual",
  correoRequerido: "El correo electrónico es requerido",
  correoInvalido: "Escriba un correo electrónico válido",
  demasiadasSolicitudes: `Se hicieron demasiadas solicitudes para este correo. Inténtelo de nuevo en ${recoveryWindowMinutes} minutos.`,
  problemas: (n: number) => (n === 1 ? "Hay 1 problema en el formulario." : `Hay ${n} problemas en el formulario.`),
  asunto: "Capital Humano: restablecer su contraseña",
  cuerpo: (account: string, link: string) =>
    [
      `Recibimos una solicitud para restablecer la contraseña de su cuenta ${account} en Capital Humano.`,
      "",
      `Para elegir una contraseña nueva, abra este enlace en los próximos ${recoveryLinkMinutes} minutos; solo puede usarse una vez:`,
      "",
      link,
      "",
      "Si usted no lo solicitó, ignore este mensaje: su contraseña no cambia.",
    ].join("\n"),
} as const

export type PasswordFields = "password" | "password_confirm"

/**
 * What the forms can tell without the server: the new password filled and long enough, the
 * confirmation filled and equal. The policy's other rules come back from the server.
 */
export const newPasswordProblems = (values: {
  readonly password: string
  readonly password_confirm: string
}): { readonly [K in PasswordFields]: string | null } => ({
  password:
    values.password === "" ? passwordTexts.nuevaRequerida : [...values.password].length < minPasswordLength ? passwordTexts.corta : null,
  password_confirm:
    values.password_confirm === ""
      ? passwordTexts.confirmacionRequerida
      : values.password_confirm !== values.password
        ? passwordTexts.noCoinciden
        : null,
})

/** The problems of the /perfil form the form itself can see. */
export const changeProblems = (values: Readonly<Record<string, string>>): Readonly<Record<string, string | null>> => ({
  actual: (values.actual ?? "") === "" ? passwordTexts.actualRequerida : null,
  ...newPasswordProblems({ password: values.password ?? "", password_confirm: values.password_confirm ?? "" }),
})

/** The problem of the recovery form's e-mail. */
export const recoveryProblems = (values: Readonly<Record<string, string>>): Readonly<Record<string, string | null>> => {
  const email = (values.email ?? "").trim()
  return { email: email === "" ? passwordTexts.correoRequerido : email.length > 254 || !emailPattern.test(email) ? passwordTexts.correoInvalido : null }
}

const fieldByText: Readonly<Record<string, string>> = {
  [passwordTexts.actualIncorrecta]: "actual",
  [passwordTexts.actualRequerida]: "actual",
  [passwordTexts.nuevaRequerida]: "password",
  [passwordTexts.corta]: "password",
  [passwordTexts.igualActual]: "password",
  [messages.contrasenaComun]: "password",
  [passwordTexts.confirmacionRequerida]: "password_confirm",
  [passwordTexts.noCoinciden]: "password_confirm",
  [passwordTexts.correoRequerido]: "email",
  [passwordTexts.correoInvalido]: "email",
  [passwordTexts.demasiadasSolicitudes]: "email",
}

/** The field a refusal of the password endpoints concerns (its text, or the «field» it names). */
export const passwordFieldOf = (text: string): string | undefined => fieldByText[text] ?? /«(\w+)»/.exec(text)?.[1]

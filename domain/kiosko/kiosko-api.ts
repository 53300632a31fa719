import { Schema } from "effect"
import {
  KioskEmployeeChoice,
  KioskLoginRequest,
  KioskLoginResponse,
  KioskMyData,
  KioskPasswordChange,
  KioskRequest,
  KioskRequestId,
  KioskSession,
  KioskVacationBalance,
  NewKioskRequest,
} from "./kiosko"
import { KioskClimateChoice, KioskClimateInvitation, KioskClimateLink } from "./kiosko-clima"
import { NoBody, endpoint, isPublic, needsKioskSession } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// The kiosk's own API (DOMAIN-MX 4.8) under /api/kiosko/. Its sessions are their own kind: a
// kiosk token opens only these (every other endpoint answers it 401) and a staff token none of
// these. While the kiosk user's `nuevo` is '1' only the session, the password change and the
// sign-out answer; the rest are 403 until the password changes. A comodín acts for the employee
// chosen with POST /kiosko/colaborador; everything else acts for the session's employee.

export const kioskoLogin = endpoint({
  name: "kioskoLogin",
  method: "POST",
  path: "/kiosko/login",
  summary:
    "Inicia sesión en el kiosko con el usuario y la contraseña de un usuario del kiosko activo cuyo colaborador está activo; devuelve el token y la sesión (nuevo = '1' pide cambiar la contraseña). 401 'Acceso incorrecto' en cualquier otro caso; 429 con Retry-After mientras dura la espera tras 10 intentos fallidos (1 s, 2 s, 4 s... hasta 30 s), o tras 20 intentos en un minuto desde una dirección.",
  access: isPublic,
  writes: true,
  request: KioskLoginRequest,
  response: KioskLoginResponse,
})

export const kioskoCambiarPassword = endpoint({
  name: "kioskoCambiarPassword",
  method: "POST",
  path: "/kiosko/cambiar-password",
  summary:
    "Cambia la contraseña del usuario del kiosko (la actual, la nueva con la política de contraseñas y su confirmación) y quita la marca de contraseña nueva. Las sesiones del usuario terminan; la respuesta trae el token de una sesión nueva.",
  access: needsKioskSession,
  writes: true,
  // A wrong current password is counted by the sign-in throttle, and that count must stay.
  keepsRefusals: true,
  request: KioskPasswordChange,
  response: KioskLoginResponse,
})

const calls = endpointFamily(needsKioskSession, {
  kioskoLogout: {
    path: "/kiosko/logout",
    summary: "Cierra la sesión del kiosko del token enviado.",
    writes: true,
    request: NoBody,
    result: Schema.Null,
  },
  kioskoSesion: {
    method: "GET",
    path: "/kiosko/sesion",
    summary: "La sesión del kiosko: el usuario, si debe cambiar su contraseña y el colaborador por el que actúa.",
    request: NoBody,
    result: KioskSession,
  },
  kioskoColaborador: {
    path: "/kiosko/colaborador",
    summary:
      "Un usuario comodín elige, por su número, el colaborador activo de su centro de trabajo por el que hará trámites. 403 si el usuario no es comodín; 400 si el número no es de un colaborador activo de su centro.",
    writes: true,
    request: KioskEmployeeChoice,
    result: KioskSession,
  },
  kioskoMisDatos: {
    method: "GET",
    path: "/kiosko/mis-datos",
    summary: "Los datos laborales y de contacto del colaborador de la sesión.",
    request: NoBody,
    result: KioskMyData,
  },
  kioskoSaldoVacaciones: {
    method: "GET",
    path: "/kiosko/saldo-vacaciones",
    summary:
      "El saldo de vacaciones del colaborador de la sesión: días de derecho del año de servicio en curso (LFT art. 76), días hábiles tomados, disponibles, en trámite, y los anticipables cuando se cumplieron los meses del parámetro meses_vacas.",
    request: NoBody,
    result: KioskVacationBalance,
  },
  kioskoSolicitudes: {
    method: "GET",
    path: "/kiosko/solicitudes",
    summary: "Las solicitudes del colaborador de la sesión, la más reciente primero, con su estado y los pasos de su flujo.",
    request: NoBody,
    result: Schema.Array(KioskRequest),
  },
  kioskoCrearSolicitud: {
    path: "/kiosko/solicitudes",
    summary:
      "Registra una solicitud del colaborador de la sesión (VAC vacaciones, CONSTANCIA, DATOS, PRESTAMO, AYUDA) y la envía al flujo de autorización SOLICITUD_PORTAL: queda En autorización, o Pendiente para Recursos Humanos si no hay flujo. Unas vacaciones cuentan días hábiles, no se traslapan con otras autorizadas o en trámite y no exceden el saldo (más los días anticipables).",
    writes: true,
    request: NewKioskRequest,
    result: KioskRequest,
  },
  kioskoCancelarSolicitud: {
    path: "/kiosko/cancelar-solicitud",
    summary: "Cancela una solicitud propia que sigue Pendiente o En autorización; sale de la lista de su autorizador.",
    writes: true,
    request: KioskRequestId,
    result: KioskRequest,
  },
  kioskoCuestionariosClima: {
    method: "GET",
    path: "/kiosko/cuestionarios-clima",
    summary:
      "Los cuestionarios NOM-035 a los que se invitó por el kiosko al colaborador de la sesión y que siguen por responder: el proyecto en aplicación, sin responder y sin vencer.",
    request: NoBody,
    result: Schema.Array(KioskClimateInvitation),
  },
  kioskoAbrirCuestionarioClima: {
    path: "/kiosko/abrir-cuestionario-clima",
    summary:
      "Emite un enlace de un solo uso al cuestionario NOM-035 del proyecto para el colaborador de la sesión invitado por el kiosko (reemplaza el anterior) y devuelve su token, que abre /encuesta-clima#token como el de un correo. 404 sin esa invitación; 409 si ya respondió, el proyecto no está en aplicación o venció.",
    writes: true,
    request: KioskClimateChoice,
    result: KioskClimateLink,
  },
})
export const { kioskoLogout, kioskoSesion, kioskoColaborador, kioskoMisDatos, kioskoSaldoVacaciones, kioskoSolicitudes, kioskoCrearSolicitud, kioskoCancelarSolicitud, kioskoCuestionariosClima, kioskoAbrirCuestionarioClima } = calls

export const kioskEndpoints = {
  kioskoLogin,
  kioskoLogout,
  kioskoSesion,
  kioskoCambiarPassword,
  kioskoColaborador,
  kioskoMisDatos,
  kioskoSaldoVacaciones,
  kioskoSolicitudes,
  kioskoCrearSolicitud,
  kioskoCancelarSolicitud,
  kioskoCuestionariosClima,
  kioskoAbrirCuestionarioClima,
} as const

import { Schema } from "effect"
import { messages } from "../messages"
import { signInAnswerFields } from "../session"
import { stepDecisionFields } from "../authorization"
import { PortalRequestState, PortalRequestType, needsDetail, portalRequestTexts, takesAmount } from "../personal/solicitudes-portal-vocabulary"
import { Flag, requiredText } from "../configuraciones/record-fields"
import { isRealDate } from "../records/field"
import { vacationRequestTexts } from "../rules/vacation-balance"
import { kioskTexts } from "./kiosko-vocabulary"

// The self-service kiosk (/kiosko, SPEC 2.12 and 3.5, DOMAIN-MX 4.8): the kiosk users of
// Configuración > Usuarios del KIOSKO sign in with their user and password, see their data and
// vacation balance, file requests and follow them. `comodin` users act for any employee of
// their work centre after typing the employee number; `nuevo` = '1' asks for a new password at
// sign-in before anything else.

const secret = (message: string) => Schema.String.pipe(Schema.nonEmptyString({ message: () => message }), Schema.maxLength(1024))

// The server's importers read the words from here too.
export { kioskTexts }

export const KioskLoginRequest = Schema.Struct({
  id_usuario: requiredText(messages.usuarioRequerido, 20),
  password: secret(messages.contrasenaRequerida),
})
export type KioskLoginRequest = typeof KioskLoginRequest.Type

/** The employee a kiosk session acts for. */
export const KioskEmployee = Schema.Struct({
  id_empleado: Schema.Int,
  num_empleado: Schema.String,
  n_empleado: Schema.String,
})
export type KioskEmployee = typeof KioskEmployee.Type

/** Who is signed in at the kiosk and for whom they act (null: a comodín who has not chosen yet). */
export const KioskSession = Schema.Struct({
  id_usuario: Schema.String,
  n_usuario: Schema.String,
  comodin: Flag,
  /** '1': the password must change before anything else. */
  nuevo: Flag,
  colaborador: Schema.NullOr(KioskEmployee),
})
export type KioskSession = typeof KioskSession.Type

/** The sign-in answer (also the answer of a password change, which starts a new session). */
export const KioskLoginResponse = Schema.Struct({
  ...signInAnswerFields,
  sesion: KioskSession,
})
export type KioskLoginResponse = typeof KioskLoginResponse.Type

export const KioskPasswordChange = Schema.Struct({
  password_actual: secret(kioskTexts.contrasenaActualRequerida),
  password: secret(kioskTexts.contrasenaNuevaRequerida),
  password_confirm: Schema.String.pipe(Schema.maxLength(1024)),
})
export type KioskPasswordChange = typeof KioskPasswordChange.Type

export const KioskEmployeeChoice = Schema.Struct({ num_empleado: requiredText(kioskTexts.numeroRequerido, 20) })

/**
 * What "Mis datos" shows: who the person is at work and how to reach them. No RFC, CURP, NSS,
 * salary or bank account: a kiosk is a shared screen, and a comodín reads others' data. [D]
 */
export const KioskMyData = Schema.Struct({
  num_empleado: Schema.String,
  n_empleado: Schema.String,
  n_empresa: Schema.String,
  n_centro_trabajo: Schema.String,
  n_depto: Schema.String,
  n_puesto: Schema.String,
  /** ISO dates; the kiosk shows them dd/MM/yyyy. */
  f_ingreso: Schema.String,
  f_antiguedad: Schema.String,
  antiguedad: Schema.String,
  email_trabajo: Schema.NullOr(Schema.String),
  email_personal: Schema.NullOr(Schema.String),
  telefono: Schema.NullOr(Schema.String),
  celular: Schema.NullOr(Schema.String),
  domicilio: Schema.NullOr(Schema.String),
})
export type KioskMyData = typeof KioskMyData.Type

/** GET /kiosko/saldo-vacaciones (domain/rules/vacation-balance.ts says how each figure is made). */
export const KioskVacationBalance = Schema.Struct({
  dias_derecho: Schema.Int,
  dias_tomados: Schema.Int,
  dias_disponibles: Schema.Int,
  dias_en_tramite: Schema.Int,
  periodo_desde: Schema.String,
  periodo_hasta: Schema.String,
  anticipadas: Flag,
  dias_anticipables: Schema.Int,
  dias_solicitables: Schema.Int,
})

export const KioskRequestStep = Schema.Struct({
  id_autorizacion: Schema.Int,
  nivel: Schema.Int,
  n_autorizador: Schema.String,
  ...stepDecisionFields,
})
export type KioskRequestStep = typeof KioskRequestStep.Type

/** One of my requests, with the steps of its flow so far. */
export const KioskRequest = Schema.Struct({
  id_solicitud: Schema.Int,
  id_tipo_solicitud: PortalRequestType,
  n_tipo_solicitud: Schema.String,
  f_solicitud: Schema.String,
  f_inicio: Schema.NullOr(Schema.String),
  f_fin: Schema.NullOr(Schema.String),
  dias: Schema.NullOr(Schema.Int),
  monto: Schema.NullOr(Schema.Number),
  detalle: Schema.String,
  estado: PortalRequestState,
  nivel_actual: Schema.NullOr(Schema.Int),
  comentarios: Schema.NullOr(Schema.String),
  pasos: Schema.Array(KioskRequestStep),
})
export type KioskRequest = typeof KioskRequest.Type

/** The name of whoever decides the request's current level, or null when nothing waits. */
export const waitingApprover = (request: Pick<KioskRequest, "nivel_actual" | "pasos">): string | null => {
  if (request.nivel_actual === null) return null
  return request.pasos.find((p) => p.nivel === request.nivel_actual && p.resultado === null)?.n_autorizador ?? ""
}

const IsoDate = Schema.String.pipe(Schema.filter((s) => isRealDate(s) || "La fecha no es una fecha válida"))

/**
 * POST /kiosko/solicitudes. f_inicio and f_fin are the vacation's (VAC only); monto is the
 * loan or aid wanted (PRESTAMO, AYUDA); detalle says what is asked. Which fields a type needs is
 * `kioskRequestProblems` below, shared by the kiosk's form and the server.
 */
export const NewKioskRequest = Schema.Struct({
  id_tipo_solicitud: PortalRequestType.annotations({ message: () => portalRequestTexts.tipoRequerido }),
  f_inicio: Schema.optionalWith(Schema.NullOr(IsoDate), { default: () => null }),
  f_fin: Schema.optionalWith(Schema.NullOr(IsoDate), { default: () => null }),
  detalle: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(1000, { message: () => portalRequestTexts.detalleLargo })), { default: () => "" }),
  monto: Schema.optionalWith(
    Schema.NullOr(
      Schema.Number.pipe(
        Schema.finite(),
        Schema.greaterThan(0, { message: () => portalRequestTexts.montoInvalido }),
        Schema.lessThanOrEqualTo(10_000_000, { message: () => portalRequestTexts.montoInvalido }),
        Schema.filter((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6 || portalRequestTexts.montoInvalido),
      ),
    ),
    { default: () => null },
  ),
})
export type NewKioskRequest = typeof NewKioskRequest.Type

export const KioskRequestId = Schema.Struct({ id_solicitud: Schema.Int.pipe(Schema.between(1, 2_147_483_647)) })

export type KioskRequestField = "f_inicio" | "f_fin" | "detalle" | "monto"

/**
 * What a request of its type lacks, by field: a vacation its dates, a loan or aid its amount and
 * what it is for, a data update what changes. The kiosk's form shows these; the server refuses
 * the same with a 400.
 */
export const kioskRequestProblems = (r: Pick<NewKioskRequest, "id_tipo_solicitud" | "f_inicio" | "f_fin" | "detalle" | "monto">): Partial<Record<KioskRequestField, string>> => {
  const problems: Partial<Record<KioskRequestField, string>> = {}
  if (r.id_tipo_solicitud === "VAC") {
    if (r.f_inicio === null) problems.f_inicio = vacationRequestTexts.fInicioRequerida
    if (r.f_fin === null) problems.f_fin = vacationRequestTexts.fFinRequerida
  }
  if (takesAmount(r.id_tipo_solicitud) && r.monto === null) problems.monto = portalRequestTexts.montoRequerido
  if (needsDetail(r.id_tipo_solicitud) && r.detalle.trim() === "") problems.detalle = portalRequestTexts.detalleRequerido
  return problems
}

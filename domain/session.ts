import { Schema } from "effect"
import { messages } from "./messages"

// The sign-in form, its answer and the session the server reports.

const required = (message: string) =>
  Schema.String.pipe(Schema.nonEmptyString({ message: () => message }))

export const LoginRequest = Schema.Struct({
  email: required(messages.usuarioRequerido).pipe(Schema.maxLength(254)),
  password: required(messages.contrasenaRequerida).pipe(Schema.maxLength(1024)),
  recordar: Schema.optionalWith(Schema.Boolean, { default: () => false }),
})
export type LoginRequest = typeof LoginRequest.Type

/** The employee data of the signed-in user, also shown read-only on /perfil. */
export const SessionUser = Schema.Struct({
  id_usuario: Schema.String,
  id_empleado: Schema.NullOr(Schema.Int),
  n_empleado: Schema.NullOr(Schema.String),
  foto: Schema.NullOr(Schema.String),
  n_empresa: Schema.NullOr(Schema.String),
  n_centro_trabajo: Schema.NullOr(Schema.String),
  n_depto: Schema.NullOr(Schema.String),
  n_puesto: Schema.NullOr(Schema.String),
  /** ISO date (yyyy-MM-dd); views show it dd/MM/yyyy. */
  f_ingreso: Schema.NullOr(Schema.String),
  admin: Schema.Literal("1", "0"),
})
export type SessionUser = typeof SessionUser.Type

export const Permission = Schema.Struct({
  clave: Schema.String,
  n_grupo: Schema.String,
})
export type Permission = typeof Permission.Type

/**
 * The signed-in user as the server knows them now: rights changed since sign-in show here.
 * `version_derechos` is the rights version the answers' X-Derechos-Version header carries;
 * optional so the SPA still speaks to a backend that sends neither.
 */
export const CurrentSession = Schema.Struct({
  user: SessionUser,
  permissions: Schema.Array(Permission),
  version_derechos: Schema.optional(Schema.String),
  /** The user's modules an administrator greyed: listed, disabled, their keys left out above. */
  modulos_deshabilitados: Schema.optional(Schema.Array(Schema.String)),
})
export type CurrentSession = typeof CurrentSession.Type

/**
 * What every sign-in answers before its session (the product's and the kiosk's alike): the
 * welcome, the bearer token, and the ISO instant after which the session is over whatever the
 * activity (8 h after sign-in for the product).
 */
export const signInAnswerFields = {
  error: Schema.Literal(false),
  message: Schema.String,
  token: Schema.String,
  expires_at: Schema.String,
}

/** The sign-in answer: the same fields as GET /sesion's result, plus the token and its expiry. */
export const LoginResponse = Schema.Struct({
  ...signInAnswerFields,
  ...CurrentSession.fields,
})
export type LoginResponse = typeof LoginResponse.Type

/** POST /extender-sesion: when the session ends if no other request comes (ISO instant). */
export const SessionExtension = Schema.Struct({ expira_inactividad: Schema.String })

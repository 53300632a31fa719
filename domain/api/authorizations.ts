import { Schema } from "effect"
import { OriginSummary, StepResult } from "../authorization"
import { Envelope, NoBody, endpoint, needsSession } from "./endpoint"

// "Mis autorizaciones": what waits for the signed-in user's employee (usuarios.id_empleado), and
// the decision on one step. Any signed-in user may call them: the scope is "your own steps",
// enforced by the server (a step is decided only by its approver).

/** One step of a request's flow, as its timeline shows it. */
export const AuthorizationStep = Schema.Struct({
  id_autorizacion: Schema.Int,
  nivel: Schema.Int,
  id_autorizador: Schema.Int,
  n_autorizador: Schema.String,
  resultado: StepResult,
  /** Decision date (ISO), null while waiting. */
  fecha: Schema.NullOr(Schema.String),
  comentario: Schema.NullOr(Schema.String),
})
export type AuthorizationStep = typeof AuthorizationStep.Type

/** A request waiting for the caller, with its summary and the steps so far (oldest first). */
export const PendingAuthorization = Schema.Struct({
  id_autorizacion: Schema.Int,
  origen: Schema.String,
  id_origen: Schema.Int,
  n_tipo_solicitud: Schema.String,
  nivel: Schema.Int,
  niveles: Schema.Int,
  resumen: OriginSummary,
  pasos: Schema.Array(AuthorizationStep),
})
export type PendingAuthorization = typeof PendingAuthorization.Type

export const getMisAutorizaciones = endpoint({
  name: "getMisAutorizaciones",
  method: "GET",
  path: "/mis-autorizaciones",
  summary:
    "Las solicitudes que esperan la decisión del colaborador del usuario firmado (usuarios.id_empleado), con el resumen de su origen y la historia de sus pasos. Una lista vacía si el usuario no está ligado a un colaborador.",
  access: needsSession,
  writes: false,
  request: NoBody,
  response: Envelope(Schema.Array(PendingAuthorization)),
})

export const Autorizar = Schema.Struct({
  // An INTEGER column: a larger id would be a database error, not a 404.
  id_autorizacion: Schema.Int.pipe(Schema.between(1, 2_147_483_647)),
  resultado: Schema.Literal("A", "R"),
  /** Required to reject; optional to approve. */
  comentario: Schema.String.pipe(Schema.maxLength(500)),
})
export type Autorizar = typeof Autorizar.Type

export const AuthorizationOutcome = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("next"), nivel: Schema.Int, id_autorizador: Schema.Int }),
  Schema.Struct({ kind: Schema.Literal("approved") }),
  Schema.Struct({ kind: Schema.Literal("rejected") }),
)

export const autorizar = endpoint({
  name: "autorizar",
  method: "POST",
  path: "/autorizar",
  summary:
    "Aprueba ('A') o rechaza ('R', con comentario) un paso que espera al colaborador del usuario firmado. Aprobar pasa al siguiente nivel o, en el último, autoriza la solicitud; rechazar termina el flujo. 403 si el paso es de otra persona, 409 si ya fue decidido.",
  access: needsSession,
  writes: true,
  request: Autorizar,
  response: Envelope(AuthorizationOutcome),
})

export const authorizationsEndpoints = { getMisAutorizaciones, autorizar } as const

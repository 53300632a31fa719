import { Schema } from "effect"
import { OriginSummary, stepDecisionFields } from "../authorization"
import { NoBody, fileEndpoint, needsSession } from "./endpoint"
import { endpointFamily } from "./endpoint-family"
import { idParam } from "./id-param"

// "Mis autorizaciones": what waits for the signed-in user's employee (usuarios.id_empleado), and
// the decision on one step. Any signed-in user may call them: the scope is "your own steps",
// enforced by the server (a step is decided only by its approver).

/** One step of a request's flow, as its timeline shows it. */
export const AuthorizationStep = Schema.Struct({
  id_autorizacion: Schema.Int,
  nivel: Schema.Int,
  id_autorizador: Schema.Int,
  n_autorizador: Schema.String,
  ...stepDecisionFields,
})

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

export const Autorizar = Schema.Struct({
  // An INTEGER column: a larger id would be a database error, not a 404.
  id_autorizacion: Schema.Int.pipe(Schema.between(1, 2_147_483_647)),
  resultado: Schema.Literal("A", "R"),
  /** Required to reject; optional to approve. */
  comentario: Schema.String.pipe(Schema.maxLength(500)),
})

export const AuthorizationOutcome = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("next"), nivel: Schema.Int, id_autorizador: Schema.Int }),
  Schema.Struct({ kind: Schema.Literal("approved") }),
  Schema.Struct({ kind: Schema.Literal("rejected") }),
)

const calls = endpointFamily(needsSession, {
  getMisAutorizaciones: {
    method: "GET",
    path: "/mis-autorizaciones",
    summary:
      "Las solicitudes que esperan la decisión del colaborador del usuario firmado (usuarios.id_empleado), con el resumen de su origen y la historia de sus pasos. Una lista vacía si el usuario no está ligado a un colaborador.",
    request: NoBody,
    result: Schema.Array(PendingAuthorization),
  },
  autorizar: {
    summary:
      "Aprueba ('A') o rechaza ('R', con comentario) un paso que espera al colaborador del usuario firmado. Aprobar pasa al siguiente nivel o, en el último, autoriza la solicitud; rechazar termina el flujo. 403 si el paso es de otra persona, 409 si ya fue decidido.",
    writes: true,
    request: Autorizar,
    result: AuthorizationOutcome,
  },
})
export const { getMisAutorizaciones, autorizar } = calls

const IdPath = idParam("La autorización no es válida", "La autorización no es válida", 2_147_483_647)

export const adjuntoAutorizacion = fileEndpoint({
  name: "adjuntoAutorizacion",
  method: "GET",
  path: "/mis-autorizaciones/:id_autorizacion/adjunto/:version",
  summary:
    "Un archivo de la solicitud de un paso (el comprobante de una ayuda), para que su autorizador lo vea antes de decidir: solo el colaborador del usuario firmado que autoriza ese paso (403 para cualquier otro, aunque tenga acceso al módulo); 404 si el paso o la versión no existen.",
  access: needsSession,
  writes: false,
  query: true,
  request: Schema.Struct({
    id_autorizacion: IdPath,
    version: Schema.String.pipe(Schema.pattern(/^[0-9a-f]{16}$/, { message: () => "La versión del archivo no es válida" })),
  }),
  file: { contentType: "application/pdf", extension: "pdf" },
})

export const authorizationsEndpoints = { getMisAutorizaciones, autorizar, adjuntoAutorizacion } as const

import { Schema } from "effect"

// An authorization request as the approver sees it: what it is (told by its origin, e.g. a
// personnel movement) and the steps taken so far. Origins are generic so loans, aid and kiosk
// requests (issue 15) route through the same engine as movements.

/**
 * A file the request carries (an aid's receipt): the approver opens it by its version through
 * the approver's own call, which checks that the step is theirs.
 */
export const OriginAttachment = Schema.Struct({
  /** What people read, e.g. "Comprobante". */
  nombre: Schema.String,
  /** The stored version (16 hexadecimal digits). */
  version: Schema.String,
})

/** How an origin describes one of its requests in "Mis autorizaciones". */
export const OriginSummary = Schema.Struct({
  /** What people read to name the request, e.g. the movement's folio. */
  folio: Schema.String,
  /** "No. colaborador - Nombre" of the person the request is about. */
  colaborador: Schema.String,
  /** The kind of request, e.g. "Baja". */
  tipo: Schema.String,
  /** The date the request takes effect (ISO yyyy-MM-dd), or '' when it has none. */
  fecha: Schema.String,
  /** Extra lines: before/after pairs, motive, amounts. */
  detalle: Schema.Array(Schema.String),
  /** Files the approver should see before deciding. */
  adjuntos: Schema.Array(OriginAttachment),
})
export type OriginSummary = typeof OriginSummary.Type

/** A step's outcome: null while it waits, 'A' approved, 'R' rejected. */
export const StepResult = Schema.NullOr(Schema.Literal("A", "R"))

/**
 * How a step of a flow was decided, as every timeline answers it (Mis autorizaciones, the
 * kiosk's requests, a movement's, aid's or loan's detail): the result, the decision date (ISO;
 * null while waiting) and the approver's comment.
 */
export const stepDecisionFields = {
  resultado: StepResult,
  fecha: Schema.NullOr(Schema.String),
  comentario: Schema.NullOr(Schema.String),
}

/** The texts of the authorization engine and of "Mis autorizaciones" (Spanish, as people read them). */
export const authorizationTexts = {
  yaDecidida: "Esta autorización ya fue decidida",
  noEsTuya: "Esta autorización no está asignada a usted",
  comentarioRequerido: "El comentario es requerido para rechazar",
  yaEnAutorizacion: "La solicitud ya está en autorización",
  origenDesconocido: "El tipo de solicitud no admite autorizaciones",
  sinColaborador: "Su usuario no está ligado a un colaborador",
  aprobada: "Solicitud aprobada",
  rechazada: "Solicitud rechazada",
  adjuntoNoExiste: "El archivo no existe o ya fue reemplazado",
} as const

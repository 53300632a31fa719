import { Data } from "effect"
import type { FieldProblem } from "../../domain/api/problems"
import { messages } from "../../domain/messages"

// A refusal the client is meant to see: its HTTP status and Spanish message become the
// `{ error: true, message, result: null }` body. Anything else that goes wrong is a defect (500).
export class ApiFailure extends Data.TaggedError("ApiFailure")<{
  readonly status: number
  readonly message: string
  readonly detalles?: ReadonlyArray<string>
  /** Seconds after which a 429 may be tried again: sent as the Retry-After header. */
  readonly retryAfter?: number
  /** The problems with their fields, when the refusal knows them (see ErrorBody.problemas). */
  readonly problemas?: ReadonlyArray<FieldProblem>
}> {}

/** A refusal on one field of the form (400 unless said): the form shows the message there. */
export const refuseField = (field: string, message: string, status = 400) =>
  new ApiFailure({ status, message, detalles: [message], problemas: [{ campo: field, mensaje: message }] })

/** A refusal with its status and Spanish message (and the problems' texts, when there are several). */
export const refuse = (status: number, message: string, detalles?: ReadonlyArray<string>) =>
  new ApiFailure({ status, message, ...(detalles === undefined ? {} : { detalles }) })

export const unauthenticated = () => new ApiFailure({ status: 401, message: messages.noAutenticado })
export const forbidden = () => new ApiFailure({ status: 403, message: messages.sinPermiso })
export const notFound = () => new ApiFailure({ status: 404, message: messages.noEncontrado })
export const methodNotAllowed = () => new ApiFailure({ status: 405, message: messages.metodoNoPermitido })
export const tooLarge = () => new ApiFailure({ status: 413, message: messages.cuerpoDemasiadoGrande })
export const notJson = () => new ApiFailure({ status: 415, message: messages.cuerpoNoJson })
export const invalidJson = () => new ApiFailure({ status: 400, message: messages.jsonInvalido })
/** A 400 with its problems; a plain text is a problem of the whole body (campo ""). */
export const invalidRequest = (problems: ReadonlyArray<string | FieldProblem>) => {
  const problemas = problems.map((p) => (typeof p === "string" ? { campo: "", mensaje: p } : p))
  return new ApiFailure({ status: 400, message: messages.solicitudInvalida, detalles: problemas.map((p) => p.mensaje), problemas })
}

import { Data } from "effect"
import { messages } from "../../domain/messages"

// A refusal the client is meant to see: its HTTP status and Spanish message become the
// `{ error: true, message, result: null }` body. Anything else that goes wrong is a defect (500).
export class ApiFailure extends Data.TaggedError("ApiFailure")<{
  readonly status: number
  readonly message: string
  readonly detalles?: ReadonlyArray<string>
}> {}

export const unauthenticated = () => new ApiFailure({ status: 401, message: messages.noAutenticado })
export const forbidden = () => new ApiFailure({ status: 403, message: messages.sinPermiso })
export const notFound = () => new ApiFailure({ status: 404, message: messages.noEncontrado })
export const methodNotAllowed = () => new ApiFailure({ status: 405, message: messages.metodoNoPermitido })
export const tooLarge = () => new ApiFailure({ status: 413, message: messages.cuerpoDemasiadoGrande })
export const invalidJson = () => new ApiFailure({ status: 400, message: messages.jsonInvalido })
export const invalidRequest = (detalles: ReadonlyArray<string>) =>
  new ApiFailure({ status: 400, message: messages.solicitudInvalida, detalles })

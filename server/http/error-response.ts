import { HttpServerResponse } from "@effect/platform"
import type { ErrorBody } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import type { ApiFailure } from "./failure"

export const errorResponse = (status: number, message: string, detalles?: ReadonlyArray<string>) => {
  const body: ErrorBody = detalles === undefined ? { error: true, message, result: null } : { error: true, message, result: null, detalles }
  return HttpServerResponse.unsafeJson(body, { status })
}

export const failureResponse = (failure: ApiFailure) => errorResponse(failure.status, failure.message, failure.detalles)

/** What a defect looks like from outside: no stack, no cause, just the generic Spanish text. */
export const defectResponse = () => errorResponse(500, messages.errorGeneral)

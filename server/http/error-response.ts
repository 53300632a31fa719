import { HttpServerResponse } from "@effect/platform"
import type { ErrorBody } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import type { ApiFailure } from "./failure"

export const errorResponse = (status: number, message: string, detalles?: ReadonlyArray<string>, problemas?: ErrorBody["problemas"]) => {
  const body: ErrorBody = {
    error: true,
    message,
    result: null,
    ...(detalles === undefined ? {} : { detalles }),
    ...(problemas === undefined ? {} : { problemas }),
  }
  return HttpServerResponse.unsafeJson(body, { status })
}

export const failureResponse = (failure: ApiFailure) => {
  const response = errorResponse(failure.status, failure.message, failure.detalles, failure.problemas)
  return failure.retryAfter === undefined ? response : HttpServerResponse.setHeader(response, "retry-after", String(failure.retryAfter))
}

/** What a defect looks like from outside: no stack, no cause, just the generic Spanish text. */
export const defectResponse = () => errorResponse(500, messages.errorGeneral)

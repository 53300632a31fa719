import { Either } from "effect"
import type { BulkAction, BulkEndpoint } from "../../domain/records/bulk"
import { requestOf } from "../../domain/records/descriptor"
import { messages } from "../../domain/messages"
import { placeRefusal } from "../../domain/records/place-refusal"
import type { ApiPort } from "./api-port"
import type { BulkRequest, BulkSendOutcome } from "./bulk-action"
import { isNoAnswer } from "./command"

// The `send` actor of a list's bulk actions: the form's values as the action's request with the
// selected keys, and the answer as the machine's outcome (one result per record); a refusal of
// the whole request goes beside its fields; no answer rejects, so the dialog keeps the general error.

export interface BulkActionCall {
  readonly action: BulkAction
  readonly endpoint: BulkEndpoint
}

export const sendBulkAction =
  (api: ApiPort, calls: ReadonlyArray<BulkActionCall>) =>
  async ({ action, keys, values }: BulkRequest): Promise<BulkSendOutcome> => {
    const call = calls.find((c) => c.action.id === action)
    if (call === undefined) return { kind: "refused", message: messages.solicitudInvalida, problems: {} }
    const request = requestOf(call.action.form, "add", values)
    if (Either.isLeft(request)) return { kind: "refused", message: messages.solicitudInvalida, problems: request.left }
    const result = await api.call(call.endpoint, { ...request.right, [call.action.endpoint.list]: keys })
    if (result.ok) return { kind: "done", message: result.value.message, results: result.value.result.resultados }
    if (isNoAnswer(result) || result.status === null) throw new Error("no answer")
    const placed = placeRefusal(call.action.form, { ...result, status: result.status })
    return { kind: "refused", message: placed.general || result.message, problems: placed.problems }
  }

import { Either } from "effect"
import { messages } from "../../domain/messages"
import { type RecordDescriptor, requestOf } from "../../domain/records/descriptor"
import { placeRefusal } from "../../domain/records/place-refusal"
import { type TransitionEndpoint, asksInput, inputDescriptor, transitionKey } from "../../domain/records/workflow"
import type { ApiPort } from "./api-port"
import { isNoAnswer } from "./command"
import type { FireOutcome, FireRequest } from "./workflow-transition"

// The `fire` actor of a page's workflow transitions: the transition's input (if it asks any) as
// its endpoint's request, and the answer as the machine's outcome. Done says the server's words
// (else the transition's own); a 409 or 404 (the record moved meanwhile) is a conflict; a refusal
// of the input goes beside its fields; no answer rejects, so the dialog stays with the general error.

export const fireTransition =
  (api: ApiPort, d: RecordDescriptor, endpoints: Readonly<Record<string, TransitionEndpoint>>) =>
  async ({ transition, record, values }: FireRequest): Promise<FireOutcome> => {
    const t = d.workflow?.transitions.find((x) => x.id === transition)
    const endpoint = endpoints[transition]
    if (t === undefined || endpoint === undefined) return { kind: "conflict", message: messages.solicitudInvalida }
    const input = inputDescriptor(d, t)
    const request = asksInput(t, record) ? requestOf(input, "edit", values) : Either.right({})
    if (Either.isLeft(request)) return { kind: "refused", message: messages.solicitudInvalida, problems: request.left }
    const result = await api.call(endpoint, { ...request.right, ...transitionKey(d, t, record) })
    if (result.ok) return { kind: "fired", message: result.value.message || t.done }
    if (isNoAnswer(result) || result.status === null) throw new Error("no answer")
    if (result.status === 409 || result.status === 404) return { kind: "conflict", message: result.message }
    const placed = placeRefusal(input, { ...result, status: result.status })
    return { kind: "refused", message: placed.general || result.message, problems: placed.problems }
  }

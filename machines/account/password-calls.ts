import type { AnyEndpoint, RequestOf } from "../../domain/api/endpoint"
import type { FormValues, SubmitOutcome } from "../password-form"
import type { ApiPort } from "../records/api-port"

// The password forms' submit: a password endpoint's answer as the form machine takes it (its
// message when done, its refusal to place on the fields). No answer at all rejects, which the
// machine shows as the general error.

export const submitPassword =
  (api: ApiPort) =>
  <E extends AnyEndpoint>(endpoint: E, payload: (values: FormValues) => RequestOf<E>) =>
  async (values: FormValues): Promise<SubmitOutcome> => {
    const result = await api.call(endpoint, payload(values))
    if (result.ok) return { kind: "done", message: (result.value as { readonly message: string }).message }
    if (result.status === null) throw new Error(result.message)
    return { kind: "refused", message: result.message, detalles: result.detalles }
  }

import { type QuestionnaireForm, questionnaireEndpoints } from "../../domain/clima-laboral/cuestionario-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { refusalOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import type { SubmitInput, SubmitOutcome } from "./cuestionario"

// The questionnaire page's calls: read what a link opens, store one guide. A 409 of the send
// (the link used, expired, the project closed) ends the link: the page says so instead of the form.

export const questionnaireCalls = (api: ApiPort) => ({
  load: async (token: string): Promise<Loaded<QuestionnaireForm>> => {
    const result = await api.call(questionnaireEndpoints.getCuestionarioClima, { token })
    if (result.ok) return { kind: "loaded", value: result.value.result }
    if (result.status === null) throw new Error(result.message)
    return { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  submit: async (input: SubmitInput): Promise<SubmitOutcome> => {
    const result = await api.call(questionnaireEndpoints.responderCuestionario, input)
    if (result.ok) return { kind: "done", value: result.value.result, message: result.value.message }
    const refusal = refusalOf(result, messages.errorGeneral)
    return { ...refusal, final: result.status === 409 }
  },
})

import { type GivenAnswer, type SurveyForm, surveyAnswerEndpoints } from "../../domain/formacion/proyecto-encuesta-opinion-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { refusalOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import type { SubmitOutcome } from "./proyecto-encuesta-opinion-answer"

// The public answer page's calls: read the survey of a link, answer it. A 409 or 403 of the send
// (used, closed, no longer enrolled) ends the link: the page says so instead of the form.

export const surveyAnswerCalls = (api: ApiPort) => ({
  load: async (token: string): Promise<Loaded<SurveyForm>> => {
    const result = await api.call(surveyAnswerEndpoints.getEncuestaOpinion, { token })
    if (result.ok) return { kind: "loaded", value: result.value.result }
    if (result.status === null) throw new Error(result.message)
    return { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  submit: async (input: { readonly token: string; readonly respuestas: ReadonlyArray<GivenAnswer> }): Promise<SubmitOutcome> => {
    const result = await api.call(surveyAnswerEndpoints.responderEncuesta, input)
    if (result.ok) return { kind: "done", value: null, message: result.value.message }
    const refusal = refusalOf(result, messages.errorGeneral)
    return { ...refusal, final: result.status === 409 || result.status === 403 }
  },
})

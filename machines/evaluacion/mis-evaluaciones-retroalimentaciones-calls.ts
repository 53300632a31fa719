import { getResultadosEvaluacion } from "../../domain/evaluacion/mis-evaluaciones-api"
import { feedbackEndpoints } from "../../domain/evaluacion/retroalimentacion-api"
import type { ApiPort } from "../records/api-port"
import { isNoAnswer } from "../records/command"
import type { ListOutcome, ResultsKey, ResultsOutcome, SignInput, SignOutcome } from "./mis-evaluaciones-retroalimentaciones"

// The calls of "Mis retroalimentaciones" (./mis-evaluaciones-retroalimentaciones.ts runs them as
// its actors): the person's sessions, their released results and their signature. A refusal the
// server explained (a 4xx) keeps its words.

export const myFeedbackCalls = (api: ApiPort) => ({
  load: async (): Promise<ListOutcome> => {
    const r = await api.call(feedbackEndpoints.misRetroalimentaciones, {})
    return r.ok ? { kind: "done", items: r.value.result } : { kind: "failed" }
  },
  results: async (key: ResultsKey): Promise<ResultsOutcome> => {
    const r = await api.call(getResultadosEvaluacion, key)
    if (r.ok) return { kind: "done", results: r.value.result }
    return isNoAnswer(r) ? { kind: "failed" } : { kind: "refused", message: r.message }
  },
  sign: async (input: SignInput): Promise<SignOutcome> => {
    const r = await api.call(feedbackEndpoints.firmarRetroalimentacion, input)
    if (r.ok) return { kind: "done", session: r.value.result, message: r.value.message }
    return isNoAnswer(r) ? { kind: "failed" } : { kind: "refused", message: r.message }
  },
})

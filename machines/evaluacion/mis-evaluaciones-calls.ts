import { getEvaluacionPorResponder, misEvaluaciones, responderEvaluacion } from "../../domain/evaluacion/mis-evaluaciones-api"
import type { ApiPort } from "../records/api-port"
import { isNoAnswer } from "../records/command"
import type { LoadOutcome, OpenOutcome, Ref, SaveInput, SaveOutcome } from "./mis-evaluaciones"

// The calls of "Mis evaluaciones" (machines/evaluacion/mis-evaluaciones.ts runs them as its
// actors). A refusal the server explained (a 4xx) keeps its words and its problems by field.

export const myEvaluationCalls = (api: ApiPort) => ({
  load: async (): Promise<LoadOutcome> => {
    const r = await api.call(misEvaluaciones, {})
    return r.ok ? { kind: "done", items: r.value.result } : { kind: "failed" }
  },
  open: async (ref: Ref): Promise<OpenOutcome> => {
    const r = await api.call(getEvaluacionPorResponder, ref)
    if (r.ok) return { kind: "done", form: r.value.result }
    return isNoAnswer(r) ? { kind: "failed" } : { kind: "refused", message: r.message }
  },
  save: async ({ ref, respuestas }: SaveInput): Promise<SaveOutcome> => {
    const r = await api.call(responderEvaluacion, { ...ref, respuestas })
    if (r.ok) return { kind: "done", message: r.value.message }
    return isNoAnswer(r) ? { kind: "failed" } : { kind: "refused", message: r.message, problems: r.problemas ?? [] }
  },
})

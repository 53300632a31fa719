import { getEvaluacionPorResponder, misEvaluaciones, responderEvaluacion } from "../../domain/evaluacion/mis-evaluaciones-api"
import { kioskoGetEvaluacionPorResponder, kioskoMisEvaluaciones, kioskoResponderEvaluacion } from "../../domain/evaluacion/mis-evaluaciones-kiosko-api"
import type { ApiPort } from "../records/api-port"
import { isNoAnswer } from "../records/command"
import type { LoadOutcome, OpenOutcome, Ref, SaveInput, SaveOutcome } from "./mis-evaluaciones"

// The calls of "Mis evaluaciones" (machines/evaluacion/mis-evaluaciones.ts runs them as its
// actors), through the staff calls or the kiosk's (the same shapes, the kiosk session's token).
// A refusal the server explained (a 4xx) keeps its words and its problems by field.

export const staffEvaluationEndpoints = { list: misEvaluaciones, open: getEvaluacionPorResponder, save: responderEvaluacion }
export const kioskEvaluationEndpoints = { list: kioskoMisEvaluaciones, open: kioskoGetEvaluacionPorResponder, save: kioskoResponderEvaluacion }

export const myEvaluationCalls = (api: ApiPort, endpoints: typeof staffEvaluationEndpoints | typeof kioskEvaluationEndpoints = staffEvaluationEndpoints) => ({
  load: async (): Promise<LoadOutcome> => {
    const r = await api.call(endpoints.list, {})
    return r.ok ? { kind: "done", items: r.value.result } : { kind: "failed" }
  },
  open: async (ref: Ref): Promise<OpenOutcome> => {
    const r = await api.call(endpoints.open, ref)
    if (r.ok) return { kind: "done", form: r.value.result }
    return isNoAnswer(r) ? { kind: "failed" } : { kind: "refused", message: r.message }
  },
  save: async ({ ref, respuestas }: SaveInput): Promise<SaveOutcome> => {
    const r = await api.call(endpoints.save, { ...ref, respuestas })
    if (r.ok) return { kind: "done", message: r.value.message }
    return isNoAnswer(r) ? { kind: "failed" } : { kind: "refused", message: r.message, problems: r.problemas ?? [] }
  },
})

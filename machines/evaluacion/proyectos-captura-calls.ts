import type { EvaluationResults, ParticipantEvaluation } from "../../domain/evaluacion/mis-evaluaciones-api"
import { getEvaluacionesParticipante, getResultadosEvaluacion } from "../../domain/evaluacion/mis-evaluaciones-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { refusalOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import type { LoadOutcome, Ref } from "./mis-evaluaciones"

// HR capturing on someone's behalf from EVA150 (MODULES-MX §5): a participant of a project in its
// evaluation phases is chosen and read (their 360 evaluators and operative evaluation with their
// states, and their results) as a loaded resource keyed by the person; one of their evaluations
// opens in the answering machine of "Mis evaluaciones" (./mis-evaluaciones.ts), the same form,
// sending through /responder-evaluacion as HR (the server records who captured it); after the
// form closes the participant is read again.

type Row = Readonly<Record<string, unknown>>

export interface ParticipantCapture {
  readonly evaluaciones: ReadonlyArray<ParticipantEvaluation>
  readonly resultados: EvaluationResults
}

export interface CaptureKey {
  readonly id_proyecto: number
  readonly id_empleado: number
}

/** Whether HR captures in the row's project now: a 360, operative or integral cycle in Autoevaluación or Evaluación. */
export const takesCapture = (row: Row): boolean => (row.tipo === "360" || row.tipo === "Operativa" || row.tipo === "Integral") && row.estado === "En evaluación"

/** The answering machine's reference to one of the participant's evaluations. */
export const refOfParticipantEvaluation = (e: ParticipantEvaluation): Ref =>
  e.tipo === "Operativa" ? { id_evaluacion_operativa: e.id_evaluacion_operativa ?? 0 } : { id_asignacion_evaluador: e.id_asignacion_evaluador ?? 0 }

/** The answering machine lists nothing here: the dialog's list is the participant's, read by `participantCapture`. */
export const noOwnList = async (): Promise<LoadOutcome> => ({ kind: "done", items: [] })

export const captureCalls = (api: ApiPort) => ({
  /** One participant's evaluations and results; a refusal (not a participant, outside the caller's centres) in the server's words. */
  participantCapture: async (key: CaptureKey): Promise<Loaded<ParticipantCapture>> => {
    const [evaluations, results] = await Promise.all([api.call(getEvaluacionesParticipante, key), api.call(getResultadosEvaluacion, key)])
    if (!evaluations.ok) return { kind: "failed", message: refusalOf(evaluations, messages.errorObtener).message }
    if (!results.ok) return { kind: "failed", message: refusalOf(results, messages.errorObtener).message }
    return { kind: "loaded", value: { evaluaciones: evaluations.value.result, resultados: results.value.result } }
  },
})

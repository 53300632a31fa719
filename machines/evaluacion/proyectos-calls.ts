import { type PersonEvaluators, type ProjectParticipant, type ProposalOutcome, evaluationProjectCallEndpoints } from "../../domain/evaluacion/proyectos-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, refusalOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import type { DraftEvaluator, EvaluatorsKey } from "./proyectos-evaluadores"

// The calls of Proyectos de evaluación (EVA150) beside its resource: the 360 evaluators proposed
// for a published project, said with how many people still fall short of a relation's minimum;
// its participants (the first 1,000 by name), and one participant's evaluators read and saved.

/** The toast's second line: who is short of what, or nothing when nobody is. */
export const proposalDetail = (o: ProposalOutcome): string | undefined => {
  const parts = [
    o.sin_jefe > 0 ? `${o.sin_jefe} sin jefe` : "",
    o.faltan_pares > 0 ? `${o.faltan_pares} con menos pares que el mínimo` : "",
    o.faltan_subordinados > 0 ? `${o.faltan_subordinados} con menos subordinados que el mínimo` : "",
  ].filter((p) => p !== "")
  return parts.length === 0 ? undefined : `De ${o.evaluados} colaboradores: ${parts.join(", ")}.`
}

export const evaluationProjectCalls = (api: ApiPort) => ({
  participants: async (id_proyecto: number): Promise<Loaded<ReadonlyArray<ProjectParticipant>>> => {
    const result = await api.call(evaluationProjectCallEndpoints.getColaboradoresProyecto, { id_proyecto, tipo_proyecto: "EVA", pagina: 1 })
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  /** A participant's evaluators; a refusal (not a participant, outside the caller's centres) in the server's words. */
  personEvaluators: async (key: EvaluatorsKey): Promise<Loaded<PersonEvaluators>> => {
    const result = await api.call(evaluationProjectCallEndpoints.getEvaluadores360, key)
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  saveEvaluators: async (input: EvaluatorsKey & { readonly evaluadores: ReadonlyArray<DraftEvaluator> }): Promise<CommandOutcome<PersonEvaluators>> => {
    const evaluadores = input.evaluadores.map((e) => ({ id_evaluador: e.id_evaluador, relacion: e.relacion }))
    const outcome = commandOutcomeOf(await api.call(evaluationProjectCallEndpoints.guardarEvaluadores360, { id_proyecto: input.id_proyecto, id_evaluado: input.id_evaluado, evaluadores }), messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome
  },
  proposeEvaluators: async (id_proyecto: number): Promise<CommandOutcome<ProposalOutcome>> => {
    const outcome = commandOutcomeOf(await api.call(evaluationProjectCallEndpoints.proponerEvaluadores360, { id_proyecto }), messages.errorGeneral)
    if (outcome.kind !== "done") return outcome
    const detail = proposalDetail(outcome.value.result)
    return { kind: "done", value: outcome.value.result, ...(outcome.message === undefined ? {} : { message: outcome.message }), ...(detail === undefined ? {} : { detail }) }
  },
})

import { type ProposalOutcome, evaluationProjectCallEndpoints } from "../../domain/evaluacion/proyectos-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"

// The calls of Proyectos de evaluación (EVA150) beside its resource: the 360 evaluators proposed
// for a published project, said with how many people still fall short of a relation's minimum.

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
  proposeEvaluators: async (id_proyecto: number): Promise<CommandOutcome<ProposalOutcome>> => {
    const outcome = commandOutcomeOf(await api.call(evaluationProjectCallEndpoints.proponerEvaluadores360, { id_proyecto }), messages.errorGeneral)
    if (outcome.kind !== "done") return outcome
    const detail = proposalDetail(outcome.value.result)
    return { kind: "done", value: outcome.value.result, ...(outcome.message === undefined ? {} : { message: outcome.message }), ...(detail === undefined ? {} : { detail }) }
  },
})

import { type CompetenciasCandidatos, type NivelEvaluado, competenciasCandidatosEndpoints } from "../../domain/seleccion/competencias-candidatos-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, refusalOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"

// The calls of Competencias de candidatos: a vacancy's matrix, and one candidate's levels saved
// (the answer is the vacancy's matrix as it stands after the save).

export interface SaveLevels {
  readonly id_asignacion: number
  readonly competencias: ReadonlyArray<NivelEvaluado>
}

export const candidateCompetencyCalls = (api: ApiPort) => ({
  /** The vacancy's matrix; a refusal is the server's words. */
  matrix: async (vacancy: string): Promise<Loaded<CompetenciasCandidatos>> => {
    const result = await api.call(competenciasCandidatosEndpoints.getCompetenciasCandidatos, { id_vacante: Number(vacancy) })
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  save: async (input: SaveLevels): Promise<CommandOutcome<CompetenciasCandidatos>> => {
    const result = await api.call(competenciasCandidatosEndpoints.guardarCompetenciasCandidato, input)
    const outcome = commandOutcomeOf(result, messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome
  },
})

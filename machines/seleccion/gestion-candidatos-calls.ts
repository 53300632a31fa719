import { pipelineEndpoints } from "../../domain/seleccion/asignacion-candidatos-api"
import { candidateRecordEndpoints } from "../../domain/seleccion/gestion-candidatos-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, isNoAnswer } from "../records/command"

// The calls of Gestión de candidatos (SEL200) beside its record resource: anonymising a candidate
// and assigning one to a vacancy (the board's own call, which SEL200 may make too).

export const candidateRecordCalls = (api: ApiPort) => ({
  anonymize: async (id_candidato: number): Promise<CommandOutcome<null>> => {
    const outcome = commandOutcomeOf(await api.call(candidateRecordEndpoints.anonimizarCandidato, { id_candidato }), messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: null } : outcome
  },
  /** The server's explained refusal (already in the vacancy, the vacancy paused) is said in the dialog, under its select. */
  assign: async (input: { readonly id_candidato: number; readonly id_vacante: number }): Promise<CommandOutcome<null>> => {
    const result = await api.call(pipelineEndpoints.asignarCandidato, input)
    if (!result.ok && !isNoAnswer(result)) return { kind: "failed", message: result.message, inline: { detalles: result.detalles } }
    const outcome = commandOutcomeOf(result, messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: null } : outcome
  },
})

import { type ImportResult, importGapsEndpoint } from "../../domain/formacion/proyectos-dnc-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"

// The calls of Proyectos DNC beside its resources: the import of the project's competency gaps.
// Its answer says how many needs it added and how many were already there, in the server's words.

export const dncProjectCalls = (api: ApiPort) => ({
  importGaps: async (id_proyecto_dnc: number): Promise<CommandOutcome<ImportResult>> => {
    const result = await api.call(importGapsEndpoint, { id_proyecto_dnc })
    const outcome = commandOutcomeOf(result, messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome
  },
})

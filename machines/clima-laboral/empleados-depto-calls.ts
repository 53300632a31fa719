import {
  type ClimateProgress,
  type ClimateProjectOption,
  type DrawSample,
  type InvitationOutcome,
  type SendInvitations,
  climateParticipantEndpoints,
} from "../../domain/clima-laboral/empleados-depto-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, refusalOf } from "../records/command"
import { type Loaded, loadedResult } from "../records/loaded-resource"

// The calls of Empleados por departamento (CLI210): the projects to choose from, a project's
// progress by department, the sample drawn and the invitations sent.

export const participantCalls = (api: ApiPort) => ({
  projects: async (): Promise<Loaded<ReadonlyArray<ClimateProjectOption>>> => loadedResult(await api.call(climateParticipantEndpoints.getProyectosClima, {})),
  /** A project's progress; a refusal (gone, outside the caller's centres) in the server's words. */
  progress: async (id_proyecto: number): Promise<Loaded<ClimateProgress>> => {
    const result = await api.call(climateParticipantEndpoints.getAvanceClima, { id_proyecto })
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  draw: async (input: DrawSample): Promise<CommandOutcome<ClimateProgress>> => {
    const outcome = commandOutcomeOf(await api.call(climateParticipantEndpoints.generarMuestra, input), messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome
  },
  invite: async (input: SendInvitations): Promise<CommandOutcome<InvitationOutcome>> => {
    const outcome = commandOutcomeOf(await api.call(climateParticipantEndpoints.enviarInvitaciones, input), messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome
  },
})

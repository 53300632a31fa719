import { type DncSendRequest, sendActionToDnc } from "../../domain/clima-laboral/planes-accion-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"

// The calls of Planes de acción (CLI240) beside its resource: a training action sent to a DNC
// project (Formación) as a department's need; the toast says where it went, or the server's refusal.

export const climateActionCalls = (api: ApiPort) => ({
  sendToDnc: async (input: DncSendRequest): Promise<CommandOutcome<null>> => {
    const outcome = commandOutcomeOf(await api.call(sendActionToDnc, input), messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: null } : outcome
  },
})

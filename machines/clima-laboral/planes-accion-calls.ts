import { type DncSendRequest, sendActionToDnc } from "../../domain/clima-laboral/planes-accion-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"

// The calls of Planes de acción (CLI240) beside its resource: a training action sent to a DNC
// project (Formación) as a department's need; the toast says where it went, or the server's
// refusal. A refusal of the dialog's own fields (the project, the department) is said under them.

/** The send dialog's fields, whose refusals it says itself. */
const dncSendFields: ReadonlyArray<string> = ["id_proyecto_dnc", "id_depto"]

export const climateActionCalls = (api: ApiPort) => ({
  sendToDnc: async (input: DncSendRequest): Promise<CommandOutcome<null>> => {
    const result = await api.call(sendActionToDnc, input)
    const problemas = result.ok ? [] : (result.problemas ?? []).filter((p) => dncSendFields.includes(p.campo))
    if (!result.ok && problemas.length > 0) return { kind: "failed", message: result.message, inline: { detalles: result.detalles, problemas } }
    const outcome = commandOutcomeOf(result, messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: null } : outcome
  },
})

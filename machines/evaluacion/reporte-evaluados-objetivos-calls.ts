import { type ReminderOutcome, sendObjectivesReminder } from "../../domain/evaluacion/reporte-evaluados-objetivos-api"
import type { ObjectivesReportRequest } from "../../domain/evaluacion/reportes-objetivos-filtros"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"

// The call of Reporte de evaluados por objetivos (EVA300) beside its report: the reminder to the
// pending people of the filters; the answer says how many mails went.

export const reminderCalls = (api: ApiPort) => ({
  send: async (request: ObjectivesReportRequest): Promise<CommandOutcome<ReminderOutcome>> => {
    const outcome = commandOutcomeOf(await api.call(sendObjectivesReminder, request), messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome
  },
})

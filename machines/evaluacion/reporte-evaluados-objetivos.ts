import { assign, emit, setup } from "xstate"
import type { ReminderOutcome } from "../../domain/evaluacion/reporte-evaluados-objetivos-api"
import type { ObjectivesReportRequest } from "../../domain/evaluacion/reportes-objetivos-filtros"
import { messages } from "../../domain/messages"
import { actorSlot } from "../actor-slot"
import type { CommandOutcome } from "../records/command"
import { type ToastEmitted, toast } from "../toast"

// Reporte de evaluados por objetivos (EVA300): "Enviar recordatorio" asks first (it mails people),
// then sends the report's filters as they stand when asked, and says the server's answer (how many
// mails went, or why none did: no mail account, nobody pending) in a toast. One send at a time.

export interface ReminderContext {
  /** The filters the question was asked for; null when no question is open. */
  readonly request: ObjectivesReportRequest | null
}

export type ReminderEvent = { readonly type: "ASK"; readonly request: ObjectivesReportRequest } | { readonly type: "CONFIRM" } | { readonly type: "CANCEL" }

export const reminderMachine = setup({
  types: { context: {} as ReminderContext, events: {} as ReminderEvent, emitted: {} as ToastEmitted },
  actors: { send: actorSlot<CommandOutcome<ReminderOutcome>, { readonly request: ObjectivesReportRequest }>("send") },
  actions: { forget: assign({ request: null }) },
}).createMachine({
  id: "objectivesReminder",
  context: { request: null },
  initial: "idle",
  states: {
    idle: { on: { ASK: { target: "confirming", actions: assign({ request: ({ event }) => event.request }) } } },
    confirming: { on: { CONFIRM: "sending", CANCEL: { target: "idle", actions: "forget" } } },
    sending: {
      invoke: {
        src: "send",
        input: ({ context }) => ({ request: context.request as ObjectivesReportRequest }),
        onDone: {
          target: "idle",
          actions: [
            emit(({ event }) =>
              event.output.kind === "done"
                ? toast("success", event.output.message ?? "")
                : toast(event.output.tone === "warning" ? "warning" : "error", event.output.message, event.output.detail),
            ),
            "forget",
          ],
        },
        onError: { target: "idle", actions: [emit(() => toast("error", messages.errorGeneral)), "forget"] },
      },
    },
  },
})

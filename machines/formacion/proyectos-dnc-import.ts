import { assign, emit, setup } from "xstate"
import type { ImportResult } from "../../domain/formacion/proyectos-dnc-api"
import { messages } from "../../domain/messages"
import { actorSlot } from "../actor-slot"
import type { CommandOutcome } from "../records/command"
import { type ToastEmitted, toast } from "../toast"

// "Importar brechas" of a DNC project's Necesidades tab (FOR100): the user asks (OPEN), says yes
// in the confirmation (CONFIRM) or not (CANCEL), and the import runs (the injected `importGaps`).
// Its answer is said in a toast (how many it added, how many were already there) and kept with
// the count of imports done, which the view reads to list the needs again. A refusal (the
// project left its capture meanwhile) or no answer closes the dialog with its toast; a second
// CONFIRM while one runs is ignored.

export interface DncImportContext {
  readonly project: number
  /** Imports that answered: each reads the project's needs again. */
  readonly imports: number
  readonly last: ImportResult | null
}

export type DncImportEvent = { readonly type: "OPEN" } | { readonly type: "CANCEL" } | { readonly type: "CONFIRM" }

export const dncImportMachine = setup({
  types: {
    context: {} as DncImportContext,
    events: {} as DncImportEvent,
    input: {} as { readonly project: number },
    emitted: {} as ToastEmitted,
  },
  actors: {
    importGaps: actorSlot<CommandOutcome<ImportResult>, number>("importGaps"),
  },
  guards: {
    imported: (_, outcome: CommandOutcome<ImportResult>) => outcome.kind === "done",
  },
}).createMachine({
  id: "dncImport",
  context: ({ input }) => ({ project: input.project, imports: 0, last: null }),
  initial: "idle",
  states: {
    idle: { on: { OPEN: "confirming" } },
    confirming: { on: { CONFIRM: "importing", CANCEL: "idle" } },
    importing: {
      invoke: {
        id: "importGaps",
        src: "importGaps",
        input: ({ context }) => context.project,
        onDone: [
          {
            guard: { type: "imported", params: ({ event }) => event.output },
            target: "idle",
            actions: [
              assign(({ context, event }) => ({ imports: context.imports + 1, last: event.output.kind === "done" ? event.output.value : null })),
              emit(({ event }) => toast("success", event.output.kind === "done" ? (event.output.message ?? "") : "")),
            ],
          },
          {
            target: "idle",
            actions: emit(({ event }) =>
              event.output.kind === "failed" ? toast(event.output.tone === "warning" ? "warning" : "error", event.output.message) : toast("error", messages.errorGeneral),
            ),
          },
        ],
        // No outcome at all (the promise rejected): the transport failed.
        onError: { target: "idle", actions: emit(toast("error", messages.errorGeneral)) },
      },
    },
  },
})

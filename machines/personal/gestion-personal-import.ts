import { assign, emit, setup } from "xstate"
import type { ImportResult } from "../../domain/personal/gestion-personal-import-api"
import { messages } from "../../domain/messages"
import type { ToastEmitted } from "../toast"
import { actorSlot } from "../actor-slot"

// Importar colaboradores: the dialog's modes. The user chooses a file; "Revisar archivo" sends it
// to be checked only, and "Importar" (offered once this very file was checked clean) stores it.
// While the file travels the send actor reports the uploaded fraction, then null while the server
// works. The template's download runs beside it, on its own. Closing is refused while a file
// travels, and forgets the file and the answer.

export type ImportOutcome = { readonly ok: true; readonly message: string; readonly result: ImportResult } | { readonly ok: false; readonly message: string }

export type TemplateOutcome = { readonly kind: "saved" } | { readonly kind: "failed"; readonly message: string }

/** What one send asks for; `report` takes the upload's progress (null: the server works). */
export interface SendRequest {
  readonly file: File
  readonly validar: boolean
  readonly report: (fraction: number | null) => void
}

export interface ImportEmployeesContext {
  readonly file: File | null
  /** The file whose check came back clean: Importar waits for it. */
  readonly checked: File | null
  readonly outcome: ImportOutcome | null
  /** Whether the file in flight is only checked. */
  readonly validar: boolean
  /** The uploaded fraction; null once uploaded (the server works). */
  readonly fraction: number | null
}

export type ImportEmployeesEvent =
  | { readonly type: "OPEN" }
  | { readonly type: "CLOSE" }
  | { readonly type: "CHOOSE"; readonly file: File | null }
  | { readonly type: "CHECK" }
  | { readonly type: "IMPORT" }
  | { readonly type: "PROGRESS"; readonly fraction: number | null }
  | { readonly type: "DOWNLOAD_TEMPLATE" }

const cleared = { file: null, checked: null, outcome: null, fraction: 0 } as const

const clean = (outcome: ImportOutcome): boolean => outcome.ok && outcome.result.total_problemas === 0

export const importEmployeesMachine = setup({
  types: {
    context: {} as ImportEmployeesContext,
    events: {} as ImportEmployeesEvent,
    emitted: {} as ToastEmitted,
  },
  actors: {
    send: actorSlot<ImportOutcome, SendRequest>("send"),
    downloadTemplate: actorSlot<TemplateOutcome, void>("downloadTemplate"),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    checkedClean: ({ context }) => context.file !== null && context.checked === context.file,
    imported: ({ context }, outcome: ImportOutcome) => !context.validar && outcome.ok && clean(outcome) && outcome.result.importados > 0,
    templateFailed: (_, outcome: TemplateOutcome) => outcome.kind === "failed",
  },
}).createMachine({
  id: "importEmployees",
  context: { ...cleared, validar: true },
  type: "parallel",
  states: {
    dialog: {
      initial: "closed",
      states: {
        closed: {
          on: { OPEN: { target: "open" } },
        },
        open: {
          initial: "idle",
          states: {
            idle: {
              on: {
                CLOSE: { target: "#importEmployees.dialog.closed", actions: assign(cleared) },
                CHOOSE: { actions: assign({ file: ({ event }) => event.file, outcome: null, checked: null }) },
                CHECK: { guard: "hasFile", target: "sending", actions: assign({ validar: true, outcome: null, fraction: 0 }) },
                IMPORT: { guard: "checkedClean", target: "sending", actions: assign({ validar: false, outcome: null, fraction: 0 }) },
              },
            },
            sending: {
              invoke: {
                id: "send",
                src: "send",
                input: ({ context, self }) => ({
                  file: context.file as File,
                  validar: context.validar,
                  report: (fraction: number | null) => self.send({ type: "PROGRESS", fraction }),
                }),
                onDone: [
                  {
                    // Stored: the toast says so and the file is done with.
                    guard: { type: "imported", params: ({ event }) => event.output },
                    target: "idle",
                    actions: [
                      assign({ outcome: ({ event }) => event.output, checked: null, file: null }),
                      emit(({ event }) => ({ type: "toast" as const, tone: "success" as const, title: event.output.message })),
                    ],
                  },
                  {
                    target: "idle",
                    actions: assign({
                      outcome: ({ event }) => event.output,
                      checked: ({ context, event }) => (context.validar && clean(event.output) ? context.file : null),
                    }),
                  },
                ],
                // No answer at all: the general error, as the send reports a failed request.
                onError: { target: "idle", actions: assign({ outcome: { ok: false, message: messages.errorGeneral }, checked: null }) },
              },
              on: { PROGRESS: { actions: assign({ fraction: ({ event }) => event.fraction }) } },
            },
          },
        },
      },
    },
    template: {
      initial: "ready",
      states: {
        ready: {
          on: { DOWNLOAD_TEMPLATE: { target: "downloading" } },
        },
        downloading: {
          invoke: {
            id: "downloadTemplate",
            src: "downloadTemplate",
            onDone: [
              {
                guard: { type: "templateFailed", params: ({ event }) => event.output },
                target: "ready",
                actions: emit(({ event }) => ({
                  type: "toast" as const,
                  tone: "error" as const,
                  title: event.output.kind === "failed" ? event.output.message : messages.errorGeneral,
                })),
              },
              { target: "ready" },
            ],
            onError: { target: "ready", actions: emit({ type: "toast", tone: "error", title: messages.errorGeneral } as const) },
          },
        },
      },
    },
  },
})

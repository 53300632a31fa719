import { assign, emit, setup } from "xstate"
import type { PuestoCompetencias } from "../../domain/competencias/competencias-puesto-api"
import { messages } from "../../domain/messages"
import type { CommandOutcome } from "../records/command"
import { type ToastEmitted, toast } from "../toast"
import type { PuestoKey } from "./competencias-puesto-calls"
import { actorSlot } from "../actor-slot"

// Competencias por puesto: the company and puesto chosen, and "Copiar de otro puesto". The copy
// reads another puesto's expectations (the injected `copySource`) and lays them over the puesto
// shown, for the user to review and save grid by grid: operative competencies only onto an
// operative puesto. The copy stays until another company or puesto is chosen; a failed read keeps
// the dialog open with its toast, and Cancelar drops a read still coming.

/** Another puesto's rows over the one shown; `version` counts copies, so the grids start again from each. */
export interface CopiedPuesto {
  readonly data: PuestoCompetencias
  readonly version: number
  /** The name of the puesto copied from. */
  readonly from: string
}

export interface PuestoCompetenciesContext {
  readonly company: string | null
  readonly puesto: string | null
  /** The puesto the dialog copies from. */
  readonly source: string | null
  /** The puesto shown when the copy was asked for, and how many copies it had. */
  readonly onto: { readonly data: PuestoCompetencias; readonly version: number } | null
  readonly copied: CopiedPuesto | null
}

export type PuestoCompetenciesEvent =
  | { readonly type: "CHOOSE_COMPANY"; readonly company: string | null }
  | { readonly type: "CHOOSE_PUESTO"; readonly puesto: string | null }
  | { readonly type: "OPEN_COPY" }
  | { readonly type: "CHOOSE_SOURCE"; readonly source: string | null }
  /** Copy onto the puesto shown (its rows and its count of copies). */
  | { readonly type: "COPY"; readonly onto: PuestoCompetencias; readonly version: number }
  | { readonly type: "CANCEL" }

const copiedOnto = (onto: { readonly data: PuestoCompetencias; readonly version: number }, from: PuestoCompetencias): CopiedPuesto => ({
  data: { ...onto.data, competencias: from.competencias.filter((c) => c.tipo !== "OPE" || onto.data.tipo_puesto === "O") },
  version: onto.version + 1,
  from: from.n_puesto,
})

export const puestoCompetenciesMachine = setup({
  types: {
    context: {} as PuestoCompetenciesContext,
    events: {} as PuestoCompetenciesEvent,
    emitted: {} as ToastEmitted,
  },
  actors: {
    copySource: actorSlot<CommandOutcome<PuestoCompetencias>, PuestoKey>("copySource"),
  },
  guards: {
    canCopy: ({ context }) => context.company !== null && context.source !== null,
    copied: (_, outcome: CommandOutcome<PuestoCompetencias>) => outcome.kind === "done",
  },
}).createMachine({
  id: "puestoCompetencies",
  context: { company: null, puesto: null, source: null, onto: null, copied: null },
  initial: "browsing",
  states: {
    browsing: {
      on: {
        CHOOSE_COMPANY: { actions: assign({ company: ({ event }) => event.company, puesto: null, copied: null }) },
        CHOOSE_PUESTO: { actions: assign({ puesto: ({ event }) => event.puesto, copied: null }) },
        OPEN_COPY: { target: "copyDialog", actions: assign({ source: null }) },
      },
    },
    copyDialog: {
      initial: "choosing",
      on: { CANCEL: { target: "browsing", actions: assign({ onto: null }) } },
      states: {
        choosing: {
          on: {
            CHOOSE_SOURCE: { actions: assign({ source: ({ event }) => event.source }) },
            COPY: { guard: "canCopy", target: "copying", actions: assign({ onto: ({ event }) => ({ data: event.onto, version: event.version }) }) },
          },
        },
        copying: {
          invoke: {
            id: "copySource",
            src: "copySource",
            input: ({ context }) => ({ company: context.company ?? "", puesto: context.source ?? "" }),
            onDone: [
              {
                guard: { type: "copied", params: ({ event }) => event.output },
                target: "#puestoCompetencies.browsing",
                actions: assign({
                  copied: ({ context, event }) => (context.onto !== null && event.output.kind === "done" ? copiedOnto(context.onto, event.output.value) : context.copied),
                  onto: null,
                }),
              },
              {
                target: "choosing",
                actions: emit(({ event }) =>
                  event.output.kind === "failed"
                    ? toast(event.output.tone === "warning" ? "warning" : "error", event.output.message, event.output.detail)
                    : toast("error", messages.errorGeneral),
                ),
              },
            ],
            // No outcome at all (the promise rejected): the transport failed.
            onError: { target: "choosing", actions: emit(toast("error", messages.errorGeneral)) },
          },
        },
      },
    },
  },
})

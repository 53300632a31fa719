import { assign, emit, setup } from "xstate"
import type { CompetenciasCandidatos } from "../../domain/seleccion/competencias-candidatos-api"
import { messages } from "../../domain/messages"
import { actorSlot } from "../actor-slot"
import type { CommandOutcome } from "../records/command"
import { type ToastEmitted, toast } from "../toast"
import type { SaveLevels } from "./competencias-candidatos-calls"

// Competencias de candidatos: the vacancy chosen, and one candidate's levels edited in a dialog.
// Evaluar opens the dialog with the candidate's stored levels; each competency's level is
// chosen (empty: not assessed); Guardar sends them (the injected `save`), a second Guardar while
// one runs is ignored. Saved, the dialog closes with the server's message and `version` moves on,
// so the view reads the vacancy's matrix again; refused, the dialog stays with what was chosen
// and the refusal's toast.

export interface EditedCandidate {
  readonly id_asignacion: number
  readonly n_candidato: string
  /** Level value by competency id, as the selects hold them ("" not assessed). */
  readonly levels: Readonly<Record<string, string>>
}

export interface CandidateCompetenciesContext {
  readonly vacancy: string | null
  readonly editing: EditedCandidate | null
  /** Counts saves, so the matrix is read again after each. */
  readonly version: number
}

export type CandidateCompetenciesEvent =
  | { readonly type: "CHOOSE_VACANCY"; readonly vacancy: string | null }
  | { readonly type: "EDIT"; readonly candidate: EditedCandidate }
  | { readonly type: "SET_LEVEL"; readonly competency: string; readonly level: string }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }

/** The request of the edited levels: the assessed ones only. */
export const saveRequest = (c: EditedCandidate): SaveLevels => ({
  id_asignacion: c.id_asignacion,
  competencias: Object.entries(c.levels)
    .filter(([, level]) => level !== "")
    .map(([id, level]) => ({ id_competencia: Number(id), nivel_evaluado: Number(level) })),
})

export const candidateCompetenciesMachine = setup({
  types: {
    context: {} as CandidateCompetenciesContext,
    events: {} as CandidateCompetenciesEvent,
    emitted: {} as ToastEmitted,
  },
  actors: {
    save: actorSlot<CommandOutcome<CompetenciasCandidatos>, SaveLevels>("save"),
  },
  guards: {
    saved: (_, outcome: CommandOutcome<CompetenciasCandidatos>) => outcome.kind === "done",
  },
}).createMachine({
  id: "candidateCompetencies",
  context: { vacancy: null, editing: null, version: 0 },
  initial: "browsing",
  states: {
    browsing: {
      on: {
        CHOOSE_VACANCY: { actions: assign({ vacancy: ({ event }) => event.vacancy, editing: null }) },
        EDIT: { target: "editing", actions: assign({ editing: ({ event }) => event.candidate }) },
      },
    },
    editing: {
      initial: "choosing",
      on: { CANCEL: { target: "browsing", actions: assign({ editing: null }) } },
      states: {
        choosing: {
          on: {
            SET_LEVEL: {
              actions: assign({
                editing: ({ context, event }) =>
                  context.editing === null ? null : { ...context.editing, levels: { ...context.editing.levels, [event.competency]: event.level } },
              }),
            },
            SAVE: { target: "saving" },
          },
        },
        saving: {
          invoke: {
            id: "save",
            src: "save",
            input: ({ context }) => saveRequest(context.editing ?? { id_asignacion: 0, n_candidato: "", levels: {} }),
            onDone: [
              {
                guard: { type: "saved", params: ({ event }) => event.output },
                target: "#candidateCompetencies.browsing",
                actions: [
                  assign({ editing: null, version: ({ context }) => context.version + 1 }),
                  emit(({ event }) => toast("success", event.output.kind === "done" ? (event.output.message ?? messages.datosGuardados) : messages.datosGuardados)),
                ],
              },
              {
                target: "choosing",
                actions: emit(({ event }) =>
                  event.output.kind === "failed" ? toast(event.output.tone === "warning" ? "warning" : "error", event.output.message, event.output.detail) : toast("error", messages.errorGeneral),
                ),
              },
            ],
            onError: { target: "choosing", actions: emit(toast("error", messages.errorGeneral)) },
          },
        },
      },
    },
  },
})

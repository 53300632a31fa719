import { assign, emit, setup } from "xstate"
import type { IndividualGradesKey } from "../../domain/evaluacion/reporte-individual-calificaciones-api"
import { messages } from "../../domain/messages"
import { actorSlot } from "../actor-slot"
import type { PortFile } from "../records/api-port"
import type { CommandOutcome } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import type { LookupItem } from "../records/lookup-calls"

// "Reporte individual" of EVA360 and EVA365: opened for the report's chosen cycle, it reads that
// cycle's participants of the caller's centres, lets HR pick one, and downloads their PDF. A
// participants read that fails, or a refusal of the PDF (the caller's own, someone outside their
// centres), stays said in the dialog, announced; a PDF that came is handed to the view (`file`)
// to save, and the dialog closes.

export interface IndividualGradesContext {
  readonly id_proyecto: number | null
  readonly people: ReadonlyArray<LookupItem>
  /** The chosen participant's id, or null. */
  readonly chosen: string | null
  /** What went wrong last, said in the dialog; null when nothing did. */
  readonly error: string | null
}

export type IndividualGradesEvent =
  | { readonly type: "OPEN"; readonly id_proyecto: number }
  | { readonly type: "CHOOSE"; readonly id: string | null }
  | { readonly type: "DOWNLOAD" }
  | { readonly type: "RETRY" }
  | { readonly type: "CLOSE" }

export type IndividualGradesEmitted = { readonly type: "file"; readonly file: PortFile }

export const individualGradesTexts = {
  elija: "Elija al colaborador",
} as const

const closed = { id_proyecto: null, people: [], chosen: null, error: null } satisfies IndividualGradesContext

export const individualGradesMachine = setup({
  types: { context: {} as IndividualGradesContext, events: {} as IndividualGradesEvent, emitted: {} as IndividualGradesEmitted },
  actors: {
    people: actorSlot<Loaded<ReadonlyArray<LookupItem>>, { readonly id_proyecto: number }>("people"),
    download: actorSlot<CommandOutcome<PortFile>, IndividualGradesKey>("download"),
  },
  actions: { reset: assign(() => closed) },
}).createMachine({
  id: "individualGrades",
  context: closed,
  initial: "closed",
  on: { CLOSE: { target: ".closed", actions: "reset" } },
  states: {
    closed: {
      on: { OPEN: { target: "loading", actions: assign({ ...closed, id_proyecto: ({ event }) => event.id_proyecto }) } },
    },
    loading: {
      invoke: {
        src: "people",
        input: ({ context }) => ({ id_proyecto: context.id_proyecto as number }),
        onDone: [
          { guard: ({ event }) => event.output.kind === "loaded", target: "choosing", actions: assign({ people: ({ event }) => (event.output.kind === "loaded" ? event.output.value : []) }) },
          { target: "unloaded", actions: assign({ error: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorObtener) }) },
        ],
        onError: { target: "unloaded", actions: assign({ error: messages.errorObtener }) },
      },
    },
    unloaded: { on: { RETRY: { target: "loading", actions: assign({ error: null }) } } },
    choosing: {
      on: {
        CHOOSE: { actions: assign({ chosen: ({ event }) => event.id, error: null }) },
        DOWNLOAD: [
          { guard: ({ context }) => context.chosen === null, actions: assign({ error: individualGradesTexts.elija }) },
          { target: "downloading", actions: assign({ error: null }) },
        ],
      },
    },
    downloading: {
      // The dialog cannot be closed while the PDF is being made: the answer would find no one.
      on: { CLOSE: {} },
      invoke: {
        src: "download",
        input: ({ context }) => ({ id_proyecto: context.id_proyecto as number, id_empleado: Number(context.chosen) }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "done",
            target: "closed",
            actions: [emit(({ event }) => ({ type: "file" as const, file: (event.output as { readonly value: PortFile }).value })), "reset"],
          },
          {
            target: "choosing",
            actions: assign({ error: ({ event }) => (event.output.kind === "failed" ? event.output.message : messages.errorGeneral) }),
          },
        ],
        onError: { target: "choosing", actions: assign({ error: messages.errorGeneral }) },
      },
    },
  },
})

import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import type { ToastEmitted } from "../toast"
import { type UnsavedAnswer, changedFrom } from "../unsaved"
import { actorSlot } from "../actor-slot"
import type { Saved } from "../saved"

// "Dar de baja" of one position: the dialog opens on a row with today's date (or the end it
// already has), the user may choose another, and saving writes the end date as an update of the
// stored record (the server refuses it while subordinates stay in force: the reason shows inside
// the dialog). A success closes it, says 'Datos guardados' and tells the page to reload. Both
// positions pages use it: the records page beside Eliminar (a position once occupied is ended,
// not deleted) and Gestionar posiciones on every open row. Cancelar, Escape or the overlay over a
// changed date ask "Hay cambios sin guardar" first, as the records kit's forms do.

export interface EndingRow {
  readonly id_posicion: string
  readonly n_posicion: string
  readonly f_inicio: string
  readonly f_fin: string | null
}

/** What ending a position came to: a save like any other page's. */
export type EndSaved = Saved

export interface EndPositionContext {
  readonly row: EndingRow | null
  readonly date: string
  /** The date the dialog opened with: what "changed" is measured against. */
  readonly initialDate: string
  readonly error: string | null
}

export type EndPositionEvent =
  | { readonly type: "OPEN"; readonly row: EndingRow; readonly today: string }
  | { readonly type: "SET_DATE"; readonly date: string }
  | { readonly type: "SAVE" }
  /** Cancelar, Escape, the close button or a click outside. */
  | { readonly type: "CANCEL" }
  /** The answer to "Hay cambios sin guardar": leave without saving, or stay on the form. */
  | UnsavedAnswer

export type EndPositionEmitted = ToastEmitted | { readonly type: "ended"; readonly id_posicion: string }

export const endPositionMachine = setup({
  types: {
    context: {} as EndPositionContext,
    events: {} as EndPositionEvent,
    emitted: {} as EndPositionEmitted,
  },
  actors: {
    end: actorSlot<EndSaved, { id_posicion: string; f_fin: string }>("end"),
  },
  guards: {
    saved: (_, outcome: { kind: string }) => outcome.kind === "saved",
    hasDate: ({ context }) => /^\d{4}-\d{2}-\d{2}$/.test(context.date),
    changed: ({ context }) => changedFrom({ date: context.date }, { date: context.initialDate }),
  },
}).createMachine({
  id: "endPosition",
  context: { row: null, date: "", initialDate: "", error: null },
  initial: "closed",
  states: {
    closed: {
      on: {
        OPEN: {
          target: "open",
          actions: assign(({ event }) => {
            const date = event.row.f_fin ?? event.today
            return { row: event.row, date, initialDate: date, error: null }
          }),
        },
      },
    },
    open: {
      on: {
        SET_DATE: { actions: assign({ date: ({ event }) => event.date, error: null }) },
        SAVE: { guard: "hasDate", target: "saving" },
        CANCEL: [{ guard: "changed", target: "confirmingLeave" }, { target: "closed", actions: assign({ row: null, error: null }) }],
      },
    },
    /** "Hay cambios sin guardar. ¿Desea salir sin guardar?" over the dialog, which keeps its date. */
    confirmingLeave: {
      on: {
        LEAVE: { target: "closed", actions: assign({ row: null, error: null }) },
        STAY: "open",
      },
    },
    saving: {
      invoke: {
        id: "end",
        src: "end",
        input: ({ context }) => ({ id_posicion: context.row?.id_posicion ?? "", f_fin: context.date }),
        onDone: [
          {
            guard: { type: "saved", params: ({ event }) => event.output },
            target: "closed",
            actions: [
              emit({ type: "toast", tone: "success", title: messages.datosGuardados } as const),
              emit(({ context }) => ({ type: "ended", id_posicion: context.row?.id_posicion ?? "" }) as const),
              assign({ row: null, error: null }),
            ],
          },
          { target: "open", actions: assign({ error: ({ event }) => event.output.message }) },
        ],
        onError: { target: "open", actions: assign({ error: messages.errorGeneral }) },
      },
    },
  },
})

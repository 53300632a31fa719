import { assign, emit, fromPromise, setup } from "xstate"
import { messages } from "../../domain/messages"
import type { ToastEmitted } from "../toast"

// "Dar de baja" of one position: the dialog opens on a row with today's date (or the end it
// already has), the user may choose another, and saving writes the end date as an update of the
// stored record (the server refuses it while subordinates stay in force: the reason shows inside
// the dialog). A success closes it, says 'Datos guardados' and tells the page to reload. Both
// positions pages use it: the records page beside Eliminar (a position once occupied is ended,
// not deleted) and Gestionar posiciones on every open row.

export interface EndingRow {
  readonly id_posicion: string
  readonly n_posicion: string
  readonly f_inicio: string
  readonly f_fin: string | null
}

export type EndSaved = { readonly kind: "saved"; readonly message: string } | { readonly kind: "refused"; readonly message: string }

export interface EndPositionContext {
  readonly row: EndingRow | null
  readonly date: string
  readonly error: string | null
}

export type EndPositionEvent =
  | { readonly type: "OPEN"; readonly row: EndingRow; readonly today: string }
  | { readonly type: "SET_DATE"; readonly date: string }
  | { readonly type: "SAVE" }
  | { readonly type: "CANCEL" }

export type EndPositionEmitted = ToastEmitted | { readonly type: "ended"; readonly id_posicion: string }

export const endPositionMachine = setup({
  types: {
    context: {} as EndPositionContext,
    events: {} as EndPositionEvent,
    emitted: {} as EndPositionEmitted,
  },
  actors: {
    end: fromPromise<EndSaved, { id_posicion: string; f_fin: string }>(() => Promise.reject(new Error("end actor not provided"))),
  },
  guards: {
    saved: (_, outcome: { kind: string }) => outcome.kind === "saved",
    hasDate: ({ context }) => /^\d{4}-\d{2}-\d{2}$/.test(context.date),
  },
}).createMachine({
  id: "endPosition",
  context: { row: null, date: "", error: null },
  initial: "closed",
  states: {
    closed: {
      on: {
        OPEN: { target: "open", actions: assign({ row: ({ event }) => event.row, date: ({ event }) => event.row.f_fin ?? event.today, error: null }) },
      },
    },
    open: {
      on: {
        SET_DATE: { actions: assign({ date: ({ event }) => event.date, error: null }) },
        SAVE: { guard: "hasDate", target: "saving" },
        CANCEL: { target: "closed", actions: assign({ row: null, error: null }) },
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

import { assign, emit, setup } from "xstate"
import type { Dc3Row, Delivery } from "../../domain/formacion/formatos-dc3-api"
import { dc3ApiMessages } from "../../domain/formacion/formatos-dc3-api"
import { messages } from "../../domain/messages"
import { actorSlot } from "../actor-slot"
import type { CommandOutcome } from "../records/command"
import { type ToastEmitted, toast } from "../toast"

// Formatos DC-3 (FOR250): what the page keeps between the course's list reads: the course chosen,
// the people ticked for a batch, whether the reverse page goes with the DC-3s, and the delivery
// dialog (the day handed over and the worker's acknowledgement, checked here before it is sent,
// then `deliver`). A new course drops the ticks; a recorded delivery asks the page to read the
// list again (`reload`). The refusal of a print (who lacks what) is the last print's: a preview
// and a download are two commands, and the box kept the older one's refusal after the other
// succeeded; each print now clears it when it starts, a new course too.

export interface DeliveryDraft {
  readonly id_empleado: number
  readonly nombre: string
  readonly f_entrega: string
  readonly acuse: string
  /** Shown once Registrar was pressed with something missing, or the server refused. */
  readonly problem: string | null
}

export interface Dc3PageContext {
  readonly course: number | null
  readonly selected: ReadonlyArray<number>
  readonly reverse: boolean
  /** The plan year the DC-4 exports; null follows the course chosen. */
  readonly year: string | null
  /** Whose DC-3 the last preview shows. */
  readonly previewed: number | null
  readonly delivery: DeliveryDraft | null
  /** Why the last print issued nothing, and each person's missing items; null once another starts. */
  readonly refusal: PrintRefusal | null
}

export interface PrintRefusal {
  readonly message: string
  readonly detalles: ReadonlyArray<string>
}

export type Dc3PageEvent =
  | { readonly type: "CHOOSE_COURSE"; readonly course: number | null }
  | { readonly type: "TOGGLE"; readonly id_empleado: number }
  | { readonly type: "SELECT_ALL"; readonly ids: ReadonlyArray<number> }
  | { readonly type: "CLEAR" }
  | { readonly type: "SET_REVERSE"; readonly reverse: boolean }
  | { readonly type: "SET_YEAR"; readonly year: string | null }
  | { readonly type: "PREVIEW"; readonly id_empleado: number }
  /** A print (preview or download) starts: an earlier one's refusal no longer stands. */
  | { readonly type: "PRINTING" }
  /** The print was refused. */
  | { readonly type: "PRINT_REFUSED"; readonly refusal: PrintRefusal }
  /** The batch's button: with nobody ticked it says so instead of sending. */
  | { readonly type: "DOWNLOAD_SELECTED" }
  | { readonly type: "OPEN_DELIVERY"; readonly id_empleado: number; readonly nombre: string; readonly today: string }
  | { readonly type: "EDIT_DELIVERY"; readonly f_entrega?: string; readonly acuse?: string }
  | { readonly type: "CLOSE_DELIVERY" }
  | { readonly type: "SAVE_DELIVERY" }

export type Dc3PageEmitted = ToastEmitted | { readonly type: "reload" } | { readonly type: "download"; readonly ids: ReadonlyArray<number> }

export const dc3PageTexts = {
  fecha: "Capture la fecha de entrega",
  acuse: "Capture el acuse de recibo del trabajador",
  sinSeleccion: "Seleccione al menos un colaborador",
} as const

/** What is missing from the dialog before it may be sent. */
export const deliveryProblem = (d: DeliveryDraft): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d.f_entrega)) return dc3PageTexts.fecha
  if (d.acuse.trim() === "") return dc3PageTexts.acuse
  if (d.acuse.trim().length > 300) return dc3ApiMessages.acuse
  return null
}

const requestOf = (course: number | null, d: DeliveryDraft | null): Delivery => ({
  id_proyecto: course ?? 0,
  id_empleado: d?.id_empleado ?? 0,
  f_entrega: d?.f_entrega ?? "",
  acuse: d?.acuse.trim() ?? "",
})

export const dc3PageMachine = setup({
  types: {
    context: {} as Dc3PageContext,
    events: {} as Dc3PageEvent,
    emitted: {} as Dc3PageEmitted,
  },
  actors: {
    deliver: actorSlot<CommandOutcome<Dc3Row>, Delivery>("deliver"),
  },
  guards: {
    complete: ({ context }) => context.delivery !== null && deliveryProblem(context.delivery) === null,
    delivered: (_, output: CommandOutcome<Dc3Row>) => output.kind === "done",
  },
}).createMachine({
  id: "formatosDc3",
  context: { course: null, selected: [], reverse: true, year: null, previewed: null, delivery: null, refusal: null },
  initial: "idle",
  on: {
    CHOOSE_COURSE: {
      actions: assign(({ context, event }) => (context.course === event.course ? {} : { course: event.course, selected: [], previewed: null, refusal: null })),
    },
    TOGGLE: {
      actions: assign(({ context, event }) => ({
        selected: context.selected.includes(event.id_empleado) ? context.selected.filter((id) => id !== event.id_empleado) : [...context.selected, event.id_empleado],
      })),
    },
    SELECT_ALL: { actions: assign(({ event }) => ({ selected: [...event.ids] })) },
    CLEAR: { actions: assign({ selected: [] }) },
    SET_REVERSE: { actions: assign(({ event }) => ({ reverse: event.reverse })) },
    SET_YEAR: { actions: assign(({ event }) => ({ year: event.year })) },
    PREVIEW: { actions: assign(({ event }) => ({ previewed: event.id_empleado, refusal: null })) },
    PRINTING: { actions: assign({ refusal: null }) },
    PRINT_REFUSED: { actions: assign(({ event }) => ({ refusal: event.refusal })) },
    DOWNLOAD_SELECTED: [
      { guard: ({ context }) => context.selected.length === 0, actions: emit(toast("warning", dc3PageTexts.sinSeleccion)) },
      { actions: emit(({ context }) => ({ type: "download", ids: context.selected }) as const) },
    ],
  },
  states: {
    idle: {
      on: {
        OPEN_DELIVERY: {
          target: "delivering",
          actions: assign(({ event }) => ({ delivery: { id_empleado: event.id_empleado, nombre: event.nombre, f_entrega: event.today, acuse: "", problem: null } })),
        },
      },
    },
    delivering: {
      initial: "editing",
      states: {
        editing: {
          on: {
            EDIT_DELIVERY: {
              actions: assign(({ context, event }) =>
                context.delivery === null
                  ? {}
                  : { delivery: { ...context.delivery, f_entrega: event.f_entrega ?? context.delivery.f_entrega, acuse: event.acuse ?? context.delivery.acuse, problem: null } },
              ),
            },
            CLOSE_DELIVERY: { target: "#formatosDc3.idle", actions: assign({ delivery: null }) },
            SAVE_DELIVERY: [
              { guard: "complete", target: "saving" },
              { actions: assign(({ context }) => (context.delivery === null ? {} : { delivery: { ...context.delivery, problem: deliveryProblem(context.delivery) } })) },
            ],
          },
        },
        saving: {
          invoke: {
            id: "deliver",
            src: "deliver",
            input: ({ context }) => requestOf(context.course, context.delivery),
            onDone: [
              {
                guard: { type: "delivered", params: ({ event }) => event.output },
                target: "#formatosDc3.idle",
                actions: [
                  assign({ delivery: null }),
                  emit(({ event }) => toast("success", event.output.kind === "done" ? (event.output.message ?? dc3ApiMessages.entregada) : dc3ApiMessages.entregada)),
                  emit({ type: "reload" } as const),
                ],
              },
              {
                // The refusal stays in the dialog, beside what it is about.
                target: "editing",
                actions: assign(({ context, event }) =>
                  context.delivery === null ? {} : { delivery: { ...context.delivery, problem: event.output.kind === "failed" ? event.output.message : messages.errorGeneral } },
                ),
              },
            ],
            onError: { target: "editing", actions: assign(({ context }) => (context.delivery === null ? {} : { delivery: { ...context.delivery, problem: messages.errorGeneral } })) },
          },
        },
      },
    },
  },
})

import { assign, emit, setup } from "xstate"
import {
  type ReporteDescripcionRequest,
  type SeccionDescripcion,
  maxPuestosReporte,
  reportMessages,
  todasLasSecciones,
} from "../../domain/organizacion/reporte-descripcion-puestos-api"
import { messages } from "../../domain/messages"
import type { ToastEmitted } from "../toast"
import { actorSlot } from "../actor-slot"

// Reporte descripción de puestos (DOMAIN-MX 3.6): the filters (company, puestos of that company,
// sections, occupants) and 'Generar', which checks the three rules, then asks the injected
// `generate` actor for the PDF while the page shows that it is being built. A rule once broken
// is shown beside its field until it holds again; a new company empties the puestos chosen.

export type ReportField = "empresa" | "puestos" | "secciones"

export interface JobDescriptionReportContext {
  readonly id_empresa: number | null
  readonly puestos: ReadonlyArray<string>
  readonly secciones: ReadonlyArray<SeccionDescripcion>
  readonly incluir_ocupantes: boolean
  /** Whether 'Generar' was pressed: from then on the broken rules show. */
  readonly submitted: boolean
}

export type JobDescriptionReportEvent =
  | { readonly type: "SELECT_COMPANY"; readonly id_empresa: number | null }
  | { readonly type: "SET_PUESTOS"; readonly puestos: ReadonlyArray<string> }
  | { readonly type: "TOGGLE_SECTION"; readonly seccion: SeccionDescripcion; readonly on: boolean }
  | { readonly type: "SET_OCUPANTES"; readonly on: boolean }
  | { readonly type: "GENERATE" }

export type GenerateOutcome = { readonly kind: "downloaded" } | { readonly kind: "refused"; readonly message: string }

/** Each broken rule with its message, in the form's order. */
export const problemsOf = (context: JobDescriptionReportContext): Partial<Record<ReportField, string>> => ({
  ...(context.id_empresa === null ? { empresa: reportMessages.empresa } : {}),
  ...(context.puestos.length === 0
    ? { puestos: reportMessages.puestos }
    : context.puestos.length > maxPuestosReporte
      ? { puestos: reportMessages.demasiadosPuestos }
      : {}),
  ...(context.secciones.length === 0 ? { secciones: reportMessages.secciones } : {}),
})

/** The problems the view shows: none before the first 'Generar'. */
export const shownProblems = (context: JobDescriptionReportContext): Partial<Record<ReportField, string>> =>
  context.submitted ? problemsOf(context) : {}

const complete = (context: JobDescriptionReportContext) => Object.keys(problemsOf(context)).length === 0

/** The request of complete filters; sections in the document's order. */
export const requestOf = (context: JobDescriptionReportContext): ReporteDescripcionRequest => ({
  id_empresa: context.id_empresa ?? 0,
  puestos: [...context.puestos],
  secciones: todasLasSecciones.filter((s) => context.secciones.includes(s)),
  incluir_ocupantes: context.incluir_ocupantes,
})

export const initialReportContext: JobDescriptionReportContext = {
  id_empresa: null,
  puestos: [],
  secciones: todasLasSecciones,
  incluir_ocupantes: false,
  submitted: false,
}

export const jobDescriptionReportMachine = setup({
  types: {
    context: {} as JobDescriptionReportContext,
    events: {} as JobDescriptionReportEvent,
    emitted: {} as ToastEmitted,
  },
  actors: {
    generate: actorSlot<GenerateOutcome, ReporteDescripcionRequest>("generate"),
  },
  guards: {
    complete: ({ context }) => complete(context),
    downloaded: (_, outcome: GenerateOutcome) => outcome.kind === "downloaded",
  },
}).createMachine({
  id: "jobDescriptionReport",
  context: initialReportContext,
  initial: "editing",
  states: {
    editing: {
      on: {
        SELECT_COMPANY: {
          actions: assign(({ context, event }) => ({
            id_empresa: event.id_empresa,
            puestos: event.id_empresa === context.id_empresa ? context.puestos : [],
          })),
        },
        SET_PUESTOS: { actions: assign({ puestos: ({ event }) => [...new Set(event.puestos)] }) },
        TOGGLE_SECTION: {
          actions: assign({
            secciones: ({ context, event }) =>
              todasLasSecciones.filter((s) => (s === event.seccion ? event.on : context.secciones.includes(s))),
          }),
        },
        SET_OCUPANTES: { actions: assign({ incluir_ocupantes: ({ event }) => event.on }) },
        GENERATE: [
          { guard: "complete", target: "generating", actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
      },
    },
    generating: {
      invoke: {
        id: "generate",
        src: "generate",
        input: ({ context }) => requestOf(context),
        onDone: [
          {
            guard: { type: "downloaded", params: ({ event }) => event.output },
            target: "editing",
            actions: emit({ type: "toast", tone: "success", title: messages.reporteGenerado, message: "" } as const),
          },
          {
            target: "editing",
            actions: emit(({ event }) => ({
              type: "toast" as const,
              tone: "warning" as const,
              title: event.output.kind === "refused" ? event.output.message : messages.errorGeneral,
              message: "",
            })),
          },
        ],
        onError: {
          target: "editing",
          actions: emit({ type: "toast", tone: "error", title: messages.loSentimos, message: messages.errorGeneral } as const),
        },
      },
    },
  },
})

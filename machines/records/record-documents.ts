import { assign, emit, setup } from "xstate"
import { type LoteDocumentos, documentTexts } from "../../domain/records/document"
import { type ToastEmitted, toast } from "../toast"
import { actorSlot } from "../actor-slot"

// The printed documents of a record page: one record's PDF from its row (Imprimir), or a batch
// of the rows the user ticked as one zip, whose progress the server reports while its PDFs are
// laid out. The view renders this machine's state (what is being made, how far the batch is,
// the last error) and provides the calls as actors: `print` downloads one PDF, `start` starts a
// batch, `poll` reads its progress, `fetch` downloads its zip. A refusal (409: the record's state
// does not allow it) or no answer leaves an error the view shows and a toast.

export type CallOutcome<A = null> = { readonly kind: "done"; readonly value: A } | { readonly kind: "refused"; readonly message: string }

export interface PrintInput {
  readonly doc: string
  readonly id: string
}

export interface RecordDocumentsContext {
  /** The rows ticked for a batch, by path id. */
  readonly selected: ReadonlyArray<string>
  /** What is being made now ("Generando carta"), for the progress text; null when idle. */
  readonly working: string | null
  /** The batch under way: its job, and how many PDFs of how many are done. */
  readonly batch: { readonly doc: string; readonly trabajo: string; readonly hechos: number; readonly total: number } | null
  /** The last failure, in Spanish, until the next action. */
  readonly error: string | null
}

export type RecordDocumentsEvent =
  | { readonly type: "PRINT"; readonly doc: string; readonly id: string; readonly label: string }
  | { readonly type: "TOGGLE"; readonly id: string }
  | { readonly type: "CLEAR" }
  | { readonly type: "BATCH"; readonly doc: string; readonly label: string }

export type RecordDocumentsEmitted = ToastEmitted

/** How often a batch's progress is read while it runs. */
export const pollMs = 700

const idle = { working: null, batch: null } as const

/** The message of a call's refusal (an invoked actor's done event), else the generic failure. */
const refusalOf = (event: unknown): string => {
  const output = typeof event === "object" && event !== null && "output" in event ? (event.output as CallOutcome<unknown>) : null
  return output?.kind === "refused" ? output.message : documentTexts.loteFallido
}

export const recordDocumentsMachine = setup({
  types: {
    context: {} as RecordDocumentsContext,
    events: {} as RecordDocumentsEvent,
    emitted: {} as RecordDocumentsEmitted,
  },
  actors: {
    print: actorSlot<CallOutcome<string>, PrintInput>("print"),
    start: actorSlot<CallOutcome<LoteDocumentos>, { readonly doc: string; readonly ids: ReadonlyArray<string> }>("start"),
    poll: actorSlot<CallOutcome<LoteDocumentos>, string>("poll"),
    fetch: actorSlot<CallOutcome<string>, string>("fetch"),
  },
  guards: {
    someSelected: ({ context }) => context.selected.length > 0,
  },
  delays: { poll: pollMs },
  actions: {
    toggle: assign({
      selected: ({ context, event }) =>
        event.type !== "TOGGLE" ? context.selected : context.selected.includes(event.id) ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id],
    }),
    clear: assign({ selected: [] }),
    fail: assign(({ event }) => ({ ...idle, error: refusalOf(event) })),
    failOnError: assign({ ...idle, error: documentTexts.loteFallido }),
    toastError: emit(({ context }) => toast("error", context.error ?? documentTexts.loteFallido)),
  },
}).createMachine({
  id: "recordDocuments",
  context: { selected: [], working: null, batch: null, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        TOGGLE: { actions: ["toggle", assign({ error: null })] },
        CLEAR: { actions: "clear" },
        PRINT: { target: "printing", actions: assign({ working: ({ event }) => documentTexts.generando(event.label), error: null }) },
        BATCH: [
          {
            guard: "someSelected",
            target: "starting",
            actions: assign({ working: ({ event }) => documentTexts.generando(event.label), batch: ({ event, context }) => ({ doc: event.doc, trabajo: "", hechos: 0, total: context.selected.length }), error: null }),
          },
          // Nothing ticked: the page says what to do (the alert beside the list) rather than the
          // button being disabled under the focus; no toast, which would stay over later ones.
          { actions: assign({ error: documentTexts.loteVacio }) },
        ],
      },
    },
    printing: {
      invoke: {
        src: "print",
        input: ({ event }) => (event.type === "PRINT" ? { doc: event.doc, id: event.id } : { doc: "", id: "" }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "done",
            target: "idle",
            actions: [assign(idle), emit(({ event }) => toast("success", event.output.kind === "done" ? event.output.value : ""))],
          },
          { target: "idle", actions: ["fail", "toastError"] },
        ],
        onError: { target: "idle", actions: ["failOnError", "toastError"] },
      },
    },
    starting: {
      invoke: {
        src: "start",
        input: ({ context }) => ({ doc: context.batch?.doc ?? "", ids: context.selected }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "done",
            target: "waiting",
            actions: assign({ batch: ({ context, event }) => (event.output.kind === "done" && context.batch !== null ? { ...context.batch, trabajo: event.output.value.trabajo, total: event.output.value.total } : context.batch) }),
          },
          { target: "idle", actions: ["fail", "toastError"] },
        ],
        onError: { target: "idle", actions: ["failOnError", "toastError"] },
      },
    },
    waiting: { after: { poll: "checking" } },
    checking: {
      invoke: {
        src: "poll",
        input: ({ context }) => context.batch?.trabajo ?? "",
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "done" && event.output.value.estado === "listo",
            target: "fetching",
            actions: assign({ batch: ({ context, event }) => (event.output.kind === "done" && context.batch !== null ? { ...context.batch, hechos: event.output.value.hechos } : context.batch) }),
          },
          {
            guard: ({ event }) => event.output.kind === "done" && event.output.value.estado === "en_proceso",
            target: "waiting",
            actions: assign({ batch: ({ context, event }) => (event.output.kind === "done" && context.batch !== null ? { ...context.batch, hechos: event.output.value.hechos } : context.batch) }),
          },
          {
            guard: ({ event }) => event.output.kind === "done",
            target: "idle",
            actions: [
              assign(({ event }) => ({ ...idle, error: event.output.kind === "done" ? (event.output.value.mensaje ?? documentTexts.loteFallido) : documentTexts.loteFallido })),
              "toastError",
            ],
          },
          { target: "idle", actions: ["fail", "toastError"] },
        ],
        onError: { target: "idle", actions: ["failOnError", "toastError"] },
      },
    },
    fetching: {
      invoke: {
        src: "fetch",
        input: ({ context }) => context.batch?.trabajo ?? "",
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "done",
            target: "idle",
            actions: [
              emit(({ context }) => toast("success", documentTexts.listo(context.batch?.total ?? 0))),
              assign({ ...idle, selected: [] }),
            ],
          },
          { target: "idle", actions: ["fail", "toastError"] },
        ],
        onError: { target: "idle", actions: ["failOnError", "toastError"] },
      },
    },
  },
})

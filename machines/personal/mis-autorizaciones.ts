import { assign, emit, setup } from "xstate"
import type { PendingAuthorization } from "../../domain/api/authorizations"
import { authorizationTexts } from "../../domain/authorization"
import { type ToastEmitted, toast } from "../toast"
import type { UnsavedAnswer } from "../unsaved"
import { actorSlot } from "../actor-slot"

// "Mis autorizaciones": the requests waiting for the signed-in user. Aprobar asks first, in a
// dialog that restates what is approved (a loan's amount, an aid's receipt), so one stray click
// commits nothing; Rechazar opens a dialog that asks for the comment (required, checked here and
// by the server); leaving it with a comment typed asks first, as every form does.
// After a decision the list is loaded again (the next level may be the same person's, and a
// decided step leaves it). A refusal (403, 409: decided meanwhile) is a warning toast and a reload.
// A request's files download beside all that (its own region): the button of the file on its way
// shows it, and a failure says so in Spanish.

export type DecideOutcome =
  | { readonly kind: "done"; readonly message: string }
  | { readonly kind: "refused"; readonly message: string }
  | { readonly kind: "failed" }

export type DownloadOutcome = { readonly kind: "done" } | { readonly kind: "failed" }

/** One file of one request: GET /mis-autorizaciones/:id_autorizacion/adjunto/:version. */
export interface AttachmentRef {
  readonly id_autorizacion: number
  readonly version: string
}

export type LoadOutcome = { readonly kind: "done"; readonly items: ReadonlyArray<PendingAuthorization> } | { readonly kind: "failed" }

export interface MyAuthorizationsContext {
  readonly items: ReadonlyArray<PendingAuthorization>
  /** The step being decided or whose rejection dialog is open. */
  readonly current: number | null
  readonly resultado: "A" | "R"
  readonly comment: string
  readonly commentError: string | null
  /** The file on its way, while one downloads. */
  readonly downloading: AttachmentRef | null
}

export type MyAuthorizationsEvent =
  | { readonly type: "RETRY" }
  | { readonly type: "APPROVE"; readonly id: number }
  | { readonly type: "REJECT"; readonly id: number }
  | { readonly type: "SET_COMMENT"; readonly comment: string }
  | { readonly type: "CONFIRM" }
  | { readonly type: "CANCEL" }
  /** The answer to "Hay cambios sin guardar" over a typed rejection comment. */
  | UnsavedAnswer
  | { readonly type: "DOWNLOAD"; readonly id_autorizacion: number; readonly version: string }

export const myAuthorizationsTexts = {
  titulo: "Mis autorizaciones",
  vacio: "No tiene solicitudes por autorizar. Cuando una solicitud espere su decisión, aparecerá aquí.",
  aprobar: "Aprobar",
  rechazar: "Rechazar",
  cancelar: "Cancelar",
  comentario: "Comentario",
  reintentar: "Reintentar",
  errorCarga: "No se pudieron cargar sus autorizaciones",
  errorDecision: "No se pudo registrar la decisión",
  nivel: (nivel: number, niveles: number) => (niveles === 0 ? "Autorización única" : `Nivel ${nivel} de ${niveles}`),
  pendiente: "Pendiente",
  aprobado: "Aprobado",
  rechazado: "Rechazado",
  historial: "Pasos",
  rechazarSolicitud: (folio: string) => `Rechazar solicitud ${folio}`,
  aprobarSolicitud: (titulo: string) => `¿Aprobar ${titulo}?`,
  aprobarAviso: "Al aprobar, la solicitud pasa al siguiente nivel o, si es el último, queda autorizada.",
  adjuntos: "Archivos",
  abrirAdjunto: (nombre: string) => `Descargar ${nombre.toLowerCase()}`,
  errorAdjunto: "No se pudo obtener el archivo",
  descargando: "Descargando…",
} as const

export const myAuthorizationsMachine = setup({
  types: {
    context: {} as MyAuthorizationsContext,
    events: {} as MyAuthorizationsEvent,
    emitted: {} as ToastEmitted,
  },
  actors: {
    load: actorSlot<LoadOutcome>("load"),
    decide: actorSlot<DecideOutcome, { id_autorizacion: number; resultado: "A" | "R"; comentario: string }>("decide"),
    download: actorSlot<DownloadOutcome, AttachmentRef>("download"),
  },
  guards: {
    loaded: (_, outcome: LoadOutcome) => outcome.kind === "done",
    hasComment: ({ context }) => context.comment.trim() !== "",
    downloaded: (_, outcome: DownloadOutcome) => outcome.kind === "done",
  },
}).createMachine({
  id: "myAuthorizations",
  context: { items: [], current: null, resultado: "A", comment: "", commentError: null, downloading: null },
  type: "parallel",
  states: {
    /** The list and the decisions on it. */
    requests: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            id: "load",
            src: "load",
            onDone: [
              {
                guard: { type: "loaded", params: ({ event }) => event.output },
                target: "ready",
                actions: assign({ items: ({ event }) => (event.output.kind === "done" ? event.output.items : []) }),
              },
              { target: "loadFailed" },
            ],
            onError: { target: "loadFailed" },
          },
        },
        loadFailed: {
          entry: emit(toast("error", myAuthorizationsTexts.errorCarga)),
          on: { RETRY: "loading" },
        },
        ready: {
          on: {
            APPROVE: { target: "approving", actions: assign({ current: ({ event }) => event.id, resultado: "A", comment: "", commentError: null }) },
            REJECT: { target: "rejecting", actions: assign({ current: ({ event }) => event.id, resultado: "R", comment: "", commentError: null }) },
          },
        },
        approving: {
          on: {
            CONFIRM: "deciding",
            CANCEL: { target: "ready", actions: assign({ current: null }) },
          },
        },
        rejecting: {
          on: {
            SET_COMMENT: { actions: assign({ comment: ({ event }) => event.comment, commentError: null }) },
            CONFIRM: [
              { guard: "hasComment", target: "deciding" },
              { actions: assign({ commentError: authorizationTexts.comentarioRequerido }) },
            ],
            CANCEL: [
              { guard: "hasComment", target: "confirmingLeave" },
              { target: "ready", actions: assign({ current: null, comment: "", commentError: null }) },
            ],
          },
        },
        /** "Hay cambios sin guardar" over the rejection dialog, which keeps its comment. */
        confirmingLeave: {
          on: {
            LEAVE: { target: "ready", actions: assign({ current: null, comment: "", commentError: null }) },
            STAY: "rejecting",
          },
        },
        deciding: {
          invoke: {
            id: "decide",
            src: "decide",
            input: ({ context }) => ({ id_autorizacion: context.current ?? 0, resultado: context.resultado, comentario: context.comment.trim() }),
            onDone: {
              target: "loading",
              actions: [
                emit(({ event }) =>
                  event.output.kind === "done"
                    ? toast("success", event.output.message)
                    : event.output.kind === "refused"
                      ? toast("warning", event.output.message)
                      : toast("error", myAuthorizationsTexts.errorDecision),
                ),
                assign({ current: null, comment: "", commentError: null }),
              ],
            },
            onError: { target: "loading", actions: [emit(toast("error", myAuthorizationsTexts.errorDecision)), assign({ current: null })] },
          },
        },
      },
    },
    /** A request's file on its way to the user. */
    attachment: {
      initial: "idle",
      states: {
        idle: {
          on: {
            DOWNLOAD: { target: "downloading", actions: assign({ downloading: ({ event }) => ({ id_autorizacion: event.id_autorizacion, version: event.version }) }) },
          },
        },
        downloading: {
          invoke: {
            id: "download",
            src: "download",
            input: ({ context }) => context.downloading ?? { id_autorizacion: 0, version: "" },
            onDone: [
              { guard: { type: "downloaded", params: ({ event }) => event.output }, target: "idle", actions: assign({ downloading: null }) },
              { target: "idle", actions: [emit(toast("error", myAuthorizationsTexts.errorAdjunto)), assign({ downloading: null })] },
            ],
            onError: { target: "idle", actions: [emit(toast("error", myAuthorizationsTexts.errorAdjunto)), assign({ downloading: null })] },
          },
        },
      },
    },
  },
})

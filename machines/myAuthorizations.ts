import { assign, emit, fromPromise, setup } from "xstate"
import type { PendingAuthorization } from "../domain/api/authorizations"
import { authorizationTexts } from "../domain/authorization"
import { type ToastEmitted, toast } from "./toast"

// "Mis autorizaciones": the requests waiting for the signed-in user. Aprobar decides at once;
// Rechazar opens a dialog that asks for the comment (required, checked here and by the server).
// After a decision the list is loaded again (the next level may be the same person's, and a
// decided step leaves it). A refusal (403, 409: decided meanwhile) is a warning toast and a reload.

export type DecideOutcome =
  | { readonly kind: "done"; readonly message: string }
  | { readonly kind: "refused"; readonly message: string }
  | { readonly kind: "failed" }

export type LoadOutcome = { readonly kind: "done"; readonly items: ReadonlyArray<PendingAuthorization> } | { readonly kind: "failed" }

export interface MyAuthorizationsContext {
  readonly items: ReadonlyArray<PendingAuthorization>
  /** The step being decided or whose rejection dialog is open. */
  readonly current: number | null
  readonly resultado: "A" | "R"
  readonly comment: string
  readonly commentError: string | null
}

export type MyAuthorizationsEvent =
  | { readonly type: "RETRY" }
  | { readonly type: "APPROVE"; readonly id: number }
  | { readonly type: "REJECT"; readonly id: number }
  | { readonly type: "SET_COMMENT"; readonly comment: string }
  | { readonly type: "CONFIRM" }
  | { readonly type: "CANCEL" }

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
} as const

export const myAuthorizationsMachine = setup({
  types: {
    context: {} as MyAuthorizationsContext,
    events: {} as MyAuthorizationsEvent,
    emitted: {} as ToastEmitted,
  },
  actors: {
    load: fromPromise<LoadOutcome>(() => Promise.reject(new Error("load actor not provided"))),
    decide: fromPromise<DecideOutcome, { id_autorizacion: number; resultado: "A" | "R"; comentario: string }>(() =>
      Promise.reject(new Error("decide actor not provided")),
    ),
  },
  guards: {
    loaded: (_, outcome: LoadOutcome) => outcome.kind === "done",
    hasComment: ({ context }) => context.comment.trim() !== "",
  },
}).createMachine({
  id: "myAuthorizations",
  context: { items: [], current: null, resultado: "A", comment: "", commentError: null },
  initial: "loading",
  states: {
    loading: {
      invoke: {
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
        APPROVE: { target: "deciding", actions: assign({ current: ({ event }) => event.id, resultado: "A", comment: "", commentError: null }) },
        REJECT: { target: "rejecting", actions: assign({ current: ({ event }) => event.id, resultado: "R", comment: "", commentError: null }) },
      },
    },
    rejecting: {
      on: {
        SET_COMMENT: { actions: assign({ comment: ({ event }) => event.comment, commentError: null }) },
        CONFIRM: [
          { guard: "hasComment", target: "deciding" },
          { actions: assign({ commentError: authorizationTexts.comentarioRequerido }) },
        ],
        CANCEL: { target: "ready", actions: assign({ current: null, comment: "", commentError: null }) },
      },
    },
    deciding: {
      invoke: {
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
})

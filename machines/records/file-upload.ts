import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import { type ToastEmitted, toast } from "../toast"
import type { UploadOutcome } from "./upload-calls"
import { actorSlot } from "../actor-slot"

// A record's file input (an image, a document): a chosen file is uploaded at once to the record's
// own endpoint, and the version it answers becomes the field's value (stored with the form's
// Guardar); removing empties the field. The machine says the field's new value with `changed`
// and a refused upload with a toast; the name of the file last uploaded stays until it is removed
// or another one replaces it. Nothing is chosen or removed while a file travels.

export type FileUploadEmitted = ToastEmitted | { readonly type: "changed"; readonly version: string }

export interface FileUploadContext {
  /** The file travelling. */
  readonly file: File | null
  /** The name of the file last uploaded here. */
  readonly chosen: string | null
}

export type FileUploadEvent = { readonly type: "CHOOSE"; readonly file: File } | { readonly type: "REMOVE" }

export const fileUploadMachine = setup({
  types: {
    context: {} as FileUploadContext,
    events: {} as FileUploadEvent,
    emitted: {} as FileUploadEmitted,
  },
  actors: {
    upload: actorSlot<UploadOutcome, { readonly file: File }>("upload"),
  },
  guards: {
    uploaded: (_, outcome: UploadOutcome) => outcome.kind === "uploaded",
  },
}).createMachine({
  id: "fileUpload",
  context: { file: null, chosen: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        CHOOSE: { target: "uploading", actions: assign({ file: ({ event }) => event.file }) },
        REMOVE: { actions: [assign({ chosen: null }), emit({ type: "changed", version: "" } as const)] },
      },
    },
    uploading: {
      invoke: {
        id: "upload",
        src: "upload",
        input: ({ context }) => ({ file: context.file as File }),
        onDone: [
          {
            guard: { type: "uploaded", params: ({ event }) => event.output },
            target: "idle",
            actions: [
              assign({ chosen: ({ context }) => context.file?.name ?? null, file: null }),
              emit(({ event }) => ({ type: "changed" as const, version: event.output.kind === "uploaded" ? event.output.version : "" })),
            ],
          },
          {
            target: "idle",
            actions: [
              assign({ file: null }),
              emit(({ event }) =>
                event.output.kind === "failed" ? toast(event.output.tone === "warning" ? "warning" : "error", event.output.message) : toast("error", messages.errorGeneral),
              ),
            ],
          },
        ],
        // No outcome at all (the promise rejected): the transport failed.
        onError: { target: "idle", actions: [assign({ file: null }), emit(toast("error", messages.errorGeneral))] },
      },
    },
  },
})

import type { AnyEndpoint, FileKind, RequestOf, ResponseOf } from "../../domain/api/endpoint"
import type { FieldProblem } from "../../domain/api/problems"
import type { UploadProgress, UploadRequestOf } from "../../domain/api/upload-request"

// What the machine layer needs of the app's API client, by shape: the client itself lives in src/
// (it holds the session's token), so a view's hook hands it to the `*-calls.ts` modules that
// declare which endpoint an actor calls with which body. The app's client fits this as it is.

/** What a call came to. A failure always carries a Spanish message fit to show as it is. */
export type PortResult<A> =
  | { readonly ok: true; readonly value: A }
  | {
      readonly ok: false
      /** HTTP status, or null when no answer arrived (network, timeout) or it could not be read. */
      readonly status: number | null
      readonly message: string
      /** The problems of an invalid payload (shown as a list). */
      readonly detalles: ReadonlyArray<string>
      /** The same problems with the field each is about, when the server named them. */
      readonly problemas?: ReadonlyArray<FieldProblem>
    }

/** A file the server produced, with the name it offered. */
export interface PortFile {
  readonly blob: Blob
  readonly filename: string
}

export interface ApiPort {
  call<E extends AnyEndpoint>(endpoint: E, payload: RequestOf<E>): Promise<PortResult<ResponseOf<E>>>
  download<E extends AnyEndpoint & { readonly file: FileKind }>(endpoint: E, payload: RequestOf<E>): Promise<PortResult<PortFile>>
  /** Sends an upload endpoint's multipart form; `onProgress` follows the file while it travels. */
  upload<E extends AnyEndpoint>(endpoint: E, payload: UploadRequestOf<E>, onProgress?: UploadProgress): Promise<PortResult<ResponseOf<E>>>
}

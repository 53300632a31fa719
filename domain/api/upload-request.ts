import type { UploadedFile } from "../configuraciones/parametros-sistema"
import type { AnyEndpoint, RequestOf } from "./endpoint"

// An upload's request as a client holds it: the endpoint's own request, with the browser's file
// where the server decodes the multipart part (an UploadedFile), so the ids in the path and the
// text parts are typed and encoded by the same schema as every other call.

export type UploadRequestOf<E extends AnyEndpoint> = {
  readonly [K in keyof RequestOf<E>]: RequestOf<E>[K] extends UploadedFile ? Blob : RequestOf<E>[K]
}

/** The uploaded fraction (0 to 1) while the file travels, then null while the server works on it. */
export type UploadProgress = (fraction: number | null) => void

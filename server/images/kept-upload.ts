import { Effect } from "effect"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import type { ImageKind } from "../configuraciones/parametros-sistema-image-kind"
import { normalizeImage } from "./normalize-image"

// What an upload keeps once its kind is known by its bytes: a JPEG or PNG is kept as decoded and
// encoded again (./normalize-image.ts), refused with 422 when it cannot be; anything else the
// upload accepts (a PDF) is kept as it came.

export interface KeptUpload {
  readonly kind: string
  readonly bytes: Uint8Array
}

const isImage = (kind: string): kind is ImageKind => kind === "image/png" || kind === "image/jpeg"

export const keptUpload = (kind: string, bytes: Uint8Array): Effect.Effect<KeptUpload, ApiFailure> =>
  isImage(kind)
    ? normalizeImage(kind, bytes).pipe(
        Effect.map((image): KeptUpload => ({ kind: image.kind, bytes: image.bytes })),
        Effect.mapError(
          (refused) => new ApiFailure({ status: 422, message: refused.reason === "tooManyPixels" ? messages.imagenDemasiadoGrande : messages.imagenDanada }),
        ),
      )
    : Effect.succeed({ kind, bytes })

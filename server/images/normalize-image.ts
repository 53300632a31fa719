import { Data, Effect } from "effect"
import type { Sharp, SharpOptions } from "sharp"
import { imageMaxPixels, imageMaxSide } from "../../domain/image-limits"
import type { ImageKind } from "../configuraciones/parametros-sistema-image-kind"

// Every uploaded JPEG or PNG is decoded and encoded again before it is kept, so what is stored
// is always an image that decodes: the PDF builder draws the company logo with pdfkit's pure-JS
// PNG decoder, which throws out of a zlib callback on a corrupt PNG and takes the process with
// it. The size comes from the header and a picture over `imageMaxPixels` is refused before a
// pixel is decoded; a larger side than `imageMaxSide` is scaled down (domain/image-limits.ts).
// The new copy also drops the metadata (a photo's GPS position among it), turned the way its
// EXIF orientation said, in sRGB at 8 bits a channel.
//
// sharp (libvips) decodes on libuv's thread pool, off the thread that answers requests. At most
// two images are decoded at once (a 48-megapixel PNG holds about 150 MB while it is read), so
// many large uploads at once wait their turn instead of exhausting memory.

export class ImageRefused extends Data.TaggedError("ImageRefused")<{
  /** undecodable: corrupt, truncated, or not the kind its signature says; tooManyPixels: over the limit. */
  readonly reason: "undecodable" | "tooManyPixels"
  readonly detail: string
}> {}

export interface NormalizedImage {
  readonly kind: ImageKind
  readonly bytes: Uint8Array
  readonly width: number
  readonly height: number
}

type SharpConstructor = typeof import("sharp").default
let loaded: Promise<SharpConstructor> | undefined
/** sharp and libvips load with the first image, not at start: most processes never decode one. */
const loadSharp = (): Promise<SharpConstructor> => {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    // libvips keeps recent operations for reuse; every image here is seen once.
    sharp.cache(false)
    return sharp
  })
  return loaded
}

const decoding = Effect.unsafeMakeSemaphore(2)

const formatOf: Record<ImageKind, string> = { "image/png": "png", "image/jpeg": "jpeg" }

/**
 * Options for untrusted input: the pixel limit checked from the header, the EXIF orientation
 * applied, and any flaw the decoder notices a failure (sharp's advice for untrusted input; at a
 * laxer level a JPEG cut short and closed with an end marker would decode, half grey).
 */
const untrustedInput: SharpOptions = { limitInputPixels: imageMaxPixels, failOn: "warning", autoOrient: true, sequentialRead: true }

/**
 * Reads the header of `bytes` (a JPEG or PNG by its signature, `kind`), refuses it when it is
 * another format or over the pixel limit, and hands the decoder to `encode`, which names the
 * output. Any failure of the decoder is the image's fault; a failure to load sharp is not.
 */
export const decodeImage = <A>(kind: ImageKind, bytes: Uint8Array, encode: (image: Sharp) => Promise<A>): Effect.Effect<A, ImageRefused> =>
  Effect.gen(function* () {
    const sharp = yield* Effect.promise(loadSharp)
    const refuse = (reason: ImageRefused["reason"]) => (cause: unknown) =>
      new ImageRefused({ reason, detail: cause instanceof Error ? cause.message : String(cause) })
    // The header alone, read without the limit so that an image over it is told apart from a broken one.
    const header = yield* Effect.tryPromise({ try: () => sharp(bytes, { limitInputPixels: false }).metadata(), catch: refuse("undecodable") })
    if (header.format !== formatOf[kind]) return yield* new ImageRefused({ reason: "undecodable", detail: `header says ${header.format}` })
    const { width = 0, height = 0 } = header
    if (width * height > imageMaxPixels) return yield* new ImageRefused({ reason: "tooManyPixels", detail: `${width}x${height}` })
    return yield* Effect.tryPromise({ try: () => encode(sharp(bytes, untrustedInput)), catch: refuse("undecodable") })
  }).pipe(decoding.withPermits(1))

/** The image as it is kept: decoded, at most `imageMaxSide` a side, encoded again as the same kind. */
export const normalizeImage = (kind: ImageKind, bytes: Uint8Array): Effect.Effect<NormalizedImage, ImageRefused> =>
  decodeImage(kind, bytes, async (image) => {
    const pipeline = image.resize({ width: imageMaxSide, height: imageMaxSide, fit: "inside", withoutEnlargement: true }).toColourspace("srgb")
    const encoded = kind === "image/png" ? pipeline.png() : pipeline.jpeg({ quality: 90 })
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return { kind, bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height }
  })

import { Effect } from "effect"
import { decodeImage } from "../images/normalize-image"
import { imageKindOf } from "../configuraciones/parametros-sistema-image-kind"

// The logo a PDF draws is a copy made for print from the stored bytes, never the bytes
// themselves. Uploads are decoded before they are kept (server/images/normalize-image.ts), but
// a database may hold a logo from before that: a corrupt PNG makes pdfkit's PNG decoder throw
// out of a zlib callback, which no promise catches and which ends the process, at every letter
// of that company. Decoding the stored logo here first leaves such a logo out of the letterhead
// instead. The copy is also small: the letterhead draws the logo at most 110 x 48 points, and
// pdfkit decodes a PNG on the thread that answers requests (a 4096 x 4096 one took 1.2 s and
// 350 MB in every letter; a 440 x 192 one, 20 ms).

/** Four pixels a point of the letterhead's 110 x 48 box: about 290 dpi, sharp on paper. */
const printBox = { width: 440, height: 192 }

/** Print copies by company and version (a version names fixed bytes): a company's letters decode its logo once. */
const copies = new Map<string, string | null>()
const keptCopies = 32

const printCopy = (bytes: Uint8Array): Effect.Effect<string | null> => {
  const kind = imageKindOf(bytes)
  if (kind === null) return Effect.succeed(null)
  return decodeImage(kind, bytes, async (image) => {
    const small = image.resize({ ...printBox, fit: "inside", withoutEnlargement: true }).toColourspace("srgb")
    // A PNG keeps its transparency; a JPEG pdfkit embeds as it is, without decoding it.
    const data = await (kind === "image/png" ? small.png() : small.jpeg({ quality: 90 })).toBuffer()
    return `data:${kind};base64,${data.toString("base64")}`
  }).pipe(
    Effect.catchTag("ImageRefused", (refused) =>
      Effect.as(Effect.logWarning(`Logotipo guardado ilegible, se omite del membrete: ${refused.detail.replace(/\s+/g, " ")}`), null),
    ),
  )
}

/**
 * A data URL of the print copy of stored logo bytes, or null when the bytes are not an image
 * that decodes (the letterhead then goes without a logo rather than the document failing).
 * `key` (the company and the logo's version) names the copy for later letters; without one it is made afresh.
 */
export const printLogo = (bytes: Uint8Array | null | undefined, key?: string): Effect.Effect<string | null> =>
  Effect.suspend(() => {
    if (!bytes || bytes.length === 0) return Effect.succeed(null)
    const known = key === undefined ? undefined : copies.get(key)
    if (known !== undefined) return Effect.succeed(known)
    return Effect.tap(printCopy(bytes), (copy) =>
      Effect.sync(() => {
        if (key === undefined) return
        if (copies.size >= keptCopies) copies.delete(copies.keys().next().value ?? "")
        copies.set(key, copy)
      }),
    )
  })

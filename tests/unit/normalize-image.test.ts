import { Effect, Either } from "effect"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { imageMaxPixels, imageMaxSide } from "../../domain/image-limits"
import { messages } from "../../domain/messages"
import { normalizeImage } from "../../server/images/normalize-image"
import { letterheadContent } from "../../server/pdf/letterhead"
import { printLogo } from "../../server/pdf/print-logo"
import { renderPdf } from "../../server/pdf/render"
import { blankPng, corruptPng, jpegImage, pngImage, truncatedJpeg } from "../support/images"

// The image every upload keeps (server/images/normalize-image.ts) and the print copy of a stored
// logo (server/pdf/print-logo.ts), with the real decoder: a broken or oversized picture is
// refused without being decoded into memory, a large one is kept scaled down, a photo is turned
// the way its EXIF says, and a stored logo that does not decode leaves the letterhead blank.

const refusal = async (effect: ReturnType<typeof normalizeImage>) => {
  const outcome = await Effect.runPromise(Effect.either(effect))
  return Either.isLeft(outcome) ? outcome.left.reason : "kept"
}

describe("uploaded images", () => {
  it("keeps a PNG and a JPEG as the same kind, re-encoded, at their size", async () => {
    const png = await Effect.runPromise(normalizeImage("image/png", pngImage(8, 8)))
    expect(png).toMatchObject({ kind: "image/png", width: 8, height: 8 })
    expect((await sharp(png.bytes).metadata()).format).toBe("png")
    const jpeg = await Effect.runPromise(normalizeImage("image/jpeg", jpegImage()))
    expect(jpeg).toMatchObject({ kind: "image/jpeg", width: 8, height: 8 })
    expect((await sharp(jpeg.bytes).metadata()).format).toBe("jpeg")
  })

  it("refuses a corrupt PNG, a truncated JPEG and bytes of another kind than their signature", async () => {
    expect(corruptPng().length).toBe(71)
    expect(await refusal(normalizeImage("image/png", corruptPng()))).toBe("undecodable")
    expect(await refusal(normalizeImage("image/jpeg", truncatedJpeg()))).toBe("undecodable")
    expect(await refusal(normalizeImage("image/png", jpegImage()))).toBe("undecodable")
  })

  it("refuses a picture over the pixel limit by its header, and scales a large one down to the longest side", async () => {
    const huge = blankPng(16_000, 16_000)
    expect(huge.length).toBeLessThan(2 * 1024 * 1024)
    expect(await refusal(normalizeImage("image/png", huge))).toBe("tooManyPixels")
    const wide = await Effect.runPromise(normalizeImage("image/png", blankPng(5000, 3000)))
    expect([wide.width, wide.height]).toEqual([imageMaxSide, Math.round((3000 * imageMaxSide) / 5000)])
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ width: wide.width, height: wide.height })
  })

  it("turns a photo the way its EXIF orientation says", async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#1d4ed8" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const kept = await Effect.runPromise(normalizeImage("image/jpeg", sideways))
    expect([kept.width, kept.height]).toEqual([20, 40])
    expect((await sharp(kept.bytes).metadata()).orientation).toBeUndefined()
  })

  it("states the limits the server applies in its message", () => {
    expect(imageMaxPixels).toBe(50_000_000)
    expect(messages.imagenDemasiadoGrande).toContain("50 megapíxeles")
    expect(messages.imagenDemasiadoGrande).toContain(`${imageMaxSide} píxeles por lado`)
  })
})

describe("the print copy of a stored logo", () => {
  it("leaves out a stored logo that does not decode or is over the limit, and renders the letterhead without it", async () => {
    expect(await Effect.runPromise(printLogo(corruptPng()))).toBeNull()
    expect(await Effect.runPromise(printLogo(blankPng(16_000, 16_000)))).toBeNull()
    const bytes = await Effect.runPromise(
      renderPdf({ content: [letterheadContent({ razonSocial: "Logo dañado", rfc: null, logo: await Effect.runPromise(printLogo(corruptPng())) }, "Prueba")] }),
    )
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-")
  })

  it("draws a large logo from a copy within the letterhead's box", async () => {
    const logo = await Effect.runPromise(printLogo(blankPng(4096, 1024)))
    expect(logo).toMatch(/^data:image\/png;base64,/)
    const copy = Buffer.from(String(logo).replace(/^data:image\/png;base64,/, ""), "base64")
    expect(await sharp(copy).metadata()).toMatchObject({ width: 440, height: 110 })
  })
})

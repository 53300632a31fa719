import { once } from "node:events"
import { PassThrough } from "node:stream"
import { HttpServerResponse } from "@effect/platform"
import * as NodeStream from "@effect/platform-node/NodeStream"
import { Cause, Effect } from "effect"
import { zipFile } from "../../domain/records/document"
import { ZipWriter } from "../exports/zip-writer"
import { attachmentDisposition } from "../http/attachment"
import { renderPdf } from "../pdf/render"
import { entryNames } from "../records/document-zip"
import { type Dc3Print, dc3Document, dc3FileName } from "./formatos-dc3-document"

// Many DC-3s as one zip, streamed: each PDF is laid out on the worker pool (renderPdf) and
// written to the response as soon as it is ready, then dropped, so 500 DC-3s never sit in memory
// together and the first bytes leave before the last PDF is made. The answer is sent once the
// DC-3s are issued (the handler's write); a PDF that fails after the headers went aborts the
// download, and the log says why.

/** PDFs laid out at once: one, so a batch of hundreds leaves the rest of the pool to other users' documents. */
const layoutsAtOnce = 1

const roomToWrite = async (out: PassThrough): Promise<void> => {
  if (!out.writableNeedDrain || out.destroyed) return
  await Promise.race([once(out, "drain"), once(out, "close")])
}

export const dc3ZipResponse = (prints: ReadonlyArray<Dc3Print>, withReverse: boolean, filename: string) =>
  Effect.gen(function* () {
    const out = new PassThrough()
    const zip = new ZipWriter(out)
    const names = entryNames(prints.map(dc3FileName), "pdf")
    let gone = false
    out.once("close", () => {
      gone = true
      zip.abort()
    })
    const produce = Effect.forEach(
      prints.map((print, i) => [print, names[i] ?? `DC-3 ${i + 1}.pdf`] as const),
      ([print, name]) =>
        Effect.gen(function* () {
          if (gone) return
          const bytes = yield* renderPdf(dc3Document(print, withReverse))
          if (gone) return
          zip.addFile(name, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
          yield* Effect.promise(() => roomToWrite(out))
        }),
      { concurrency: layoutsAtOnce, discard: true },
    ).pipe(
      Effect.andThen(Effect.sync(() => (gone ? undefined : zip.finish()))),
      Effect.catchAllCause((cause) =>
        Effect.logError("DC-3 zip failed", Cause.pretty(cause)).pipe(
          Effect.andThen(
            Effect.sync(() => {
              zip.abort()
              out.destroy(new Error("DC-3 zip failed"))
            }),
          ),
        ),
      ),
    )
    // The response streams after the handler returns, so the writer outlives its fiber.
    yield* Effect.forkDaemon(produce)
    return HttpServerResponse.stream(
      NodeStream.fromReadable<Error, Uint8Array>(
        () => out,
        (error) => (error instanceof Error ? error : new Error(String(error))),
      ),
      { contentType: zipFile.contentType, headers: { "content-disposition": attachmentDisposition(filename, zipFile.extension), "cache-control": "no-store" } },
    )
  })

import { once } from "node:events"
import { PassThrough } from "node:stream"
import { HttpServerResponse } from "@effect/platform"
import * as NodeStream from "@effect/platform-node/NodeStream"
import { Cause, Effect } from "effect"
import { zipFile } from "../../domain/records/document"
import { ZipWriter } from "../exports/zip-writer"
import { attachmentDisposition } from "../http/attachment"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import { entryNames } from "../records/document-zip"
import { runJob } from "../workers/workers"
import { type Dc3Print, dc3FileName } from "./formatos-dc3-document"

// Many DC-3s as one zip, streamed: each PDF is built, laid out and deflated on the worker pool
// (formatos-dc3-entry.ts: this thread sends only its facts) and written to the response as soon
// as it is ready, then dropped, so 500 DC-3s never sit in memory together and the first bytes
// leave before the last PDF is made. The answer is sent once the
// DC-3s are issued (the handler's write); a PDF that fails after the headers went aborts the
// download, and the log says why.

/** PDFs laid out at once: one, so a batch of hundreds leaves the rest of the pool to other users' documents. */
const layoutsAtOnce = 1

/** A DC-3's time limit: one page and its reverse take well under a second. */
const entryTimeoutMs = 60_000

const answers = {
  outOfMemory: new ApiFailure({ status: 422, message: messages.documentoPesado }),
  timedOut: new ApiFailure({ status: 503, message: messages.documentoLento }),
}

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
          const { deflated, crc, size } = yield* runJob("dc3Entry", { print, withReverse }, { timeoutMs: entryTimeoutMs, answers })
          if (gone) return
          const entry = zip.openEntry(name)
          entry.write(deflated, crc, size)
          entry.close()
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

import type { IncomingMessage } from "node:http"
import { Effect } from "effect"
import type { ApiFailure } from "./failure"

/**
 * A request body of at most `limit` bytes. Read by hand rather than with the platform's limited
 * reader: that one destroys the socket on overflow, so the client sees a connection reset instead
 * of the 413. Here the rest of an oversized body is drained and discarded while the refusal goes.
 */
export const readLimited = (
  message: IncomingMessage,
  limit: number,
  refusals: { readonly tooLarge: () => ApiFailure; readonly broken: () => ApiFailure },
) =>
  Effect.async<Buffer, ApiFailure>((resume) => {
    const chunks: Array<Buffer> = []
    let size = 0
    let settled = false
    const settle = (result: Effect.Effect<Buffer, ApiFailure>) => {
      if (settled) return
      settled = true
      message.off("data", onData)
      message.off("end", onEnd)
      message.off("error", onError)
      resume(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) chunks.push(chunk)
      else {
        settle(Effect.fail(refusals.tooLarge()))
        message.resume()
      }
    }
    const onEnd = () => settle(Effect.succeed(Buffer.concat(chunks)))
    const onError = () => settle(Effect.fail(refusals.broken()))
    message.on("data", onData)
    message.on("end", onEnd)
    message.on("error", onError)
  })

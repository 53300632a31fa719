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
) => {
  const whole = Effect.suspend(() => {
    const here = alreadyHere(message, limit)
    return here === undefined ? streamed(message, limit, refusals) : Effect.succeed(here)
  })
  // The request's fiber starts as its headers are parsed, before the parser goes on to a body
  // that came in the same packet: one yield, and a small body is there to take.
  return expectedLength(message, limit) === undefined ? streamed(message, limit, refusals) : Effect.zipRight(Effect.yieldNow(), whole)
}

/** The declared length of a body that may come whole (no chunks, within the limit, nobody reading it yet). */
const expectedLength = (message: IncomingMessage, limit: number): number | undefined => {
  if (message.readableFlowing !== null || message.readableEncoding !== null || message.headers["transfer-encoding"] !== undefined) return undefined
  const declared = message.headers["content-length"]
  const length = declared === undefined ? Number.NaN : Number(declared)
  return Number.isSafeInteger(length) && length > 0 && length <= limit ? length : undefined
}

/**
 * The whole body when the parser already holds all of it: taken at once, without the listeners,
 * ticks and the fiber's suspension of a streamed read.
 */
const alreadyHere = (message: IncomingMessage, limit: number): Buffer | undefined => {
  const length = expectedLength(message, limit)
  if (length === undefined || message.readableLength !== length) return undefined
  const chunk: unknown = message.read(length)
  return Buffer.isBuffer(chunk) ? chunk : undefined
}

const streamed = (
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

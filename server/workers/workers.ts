import { Context, Effect } from "effect"
import { ApiFailure } from "../http/failure"
import { PoolJobError, WorkerPool, defaultPoolSize } from "./pool"
import type { JobInput, JobKind, JobOutput } from "./protocol"
import { workerEntry } from "./worker-entry"

// The server's worker pool as the handlers reach it, and how a job's failure becomes an answer.

export interface PoolSettings {
  readonly size: number
  /** Each worker's heap (V8's old generation), in MiB. */
  readonly maxHeapMb: number
  /** Each worker's young generation, in MiB (V8's default when absent). */
  readonly maxYoungMb?: number
}

/**
 * Enough for a 10,000-person import (about 150 MiB) or a big org chart, with room to spare. The
 * young generation is kept small: a worker's jobs make short-lived garbage in a steady stream (a
 * zip of 500 DC-3s is 500 layouts back to back), and V8's default let it grow to 48 MiB for no
 * gain in speed; at 8 MiB that batch's worker peaks about 35 MiB lower and is no slower.
 */
export const defaultPoolSettings = (): PoolSettings => ({ size: defaultPoolSize(), maxHeapMb: 512, maxYoungMb: 8 })

export const makeWorkerPool = (settings: PoolSettings): WorkerPool =>
  new WorkerPool({
    size: settings.size,
    resourceLimits: { maxOldGenerationSizeMb: settings.maxHeapMb, ...(settings.maxYoungMb === undefined ? {} : { maxYoungGenerationSizeMb: settings.maxYoungMb }) },
    entry: workerEntry,
  })

let processPool: WorkerPool | undefined

/** The process's pool, made on first use: a server that renders nothing starts no worker. */
export const defaultWorkerPool = (): WorkerPool => {
  processPool ??= makeWorkerPool(defaultPoolSettings())
  return processPool
}

/** The pool a request's jobs run on; a server may be given its own (the tests' small limits). */
export class Workers extends Context.Reference<Workers>()("Workers", { defaultValue: () => ({ pool: () => defaultWorkerPool() }) }) {}

export interface JobAnswers {
  /** The answer when the job's worker runs out of its heap. */
  readonly outOfMemory: ApiFailure
  /** The answer when the job passes its time limit. */
  readonly timedOut: ApiFailure
}

/**
 * Runs a job on the request's pool. The job's own refusal is answered as it says; running out of
 * memory or time as `answers` say; a crash is a defect (500, logged), and only this request's.
 */
export const runJob = <K extends JobKind>(
  kind: K,
  input: JobInput<K>,
  options: { readonly timeoutMs: number; readonly transfer?: ReadonlyArray<ArrayBuffer>; readonly answers: JobAnswers },
): Effect.Effect<JobOutput<K>, ApiFailure> =>
  Effect.flatMap(Workers, (workers) =>
    Effect.tryPromise({
      try: () => workers.pool().run(kind, input, options),
      catch: (error) => error,
    }).pipe(
      Effect.catchAll((error) => {
        if (!(error instanceof PoolJobError)) return Effect.die(error)
        const failure = error.failure
        switch (failure._tag) {
          case "Refused":
            return Effect.fail(new ApiFailure({ status: failure.status, message: failure.message }))
          case "OutOfMemory":
            return Effect.zipRight(Effect.logWarning(`worker job ${kind} ran out of memory`), Effect.fail(options.answers.outOfMemory))
          case "TimedOut":
            return Effect.zipRight(Effect.logWarning(`worker job ${kind} passed ${failure.ms} ms`), Effect.fail(options.answers.timedOut))
          case "Crashed":
            return Effect.die(new Error(`worker job ${kind} failed: ${failure.cause}`))
        }
      }),
    ),
  )

import { Duration, Effect, Layer, Schedule } from "effect"
import { AppConfig } from "./config"

// The server's background jobs (the movements' applier, the contracts' alerts) run alike: a pass
// now and then every JOB_INTERVAL_MS while the server lives; a failed pass is logged and the next
// one still runs on time.

/** Runs `pass` now and then every `jobIntervalMs` for as long as the server lives (0: never). */
export const periodicJobLayer = <A, E, R>(pass: Effect.Effect<A, E, R>, failure: string) =>
  Layer.scopedDiscard(
    Effect.gen(function* () {
      const config = yield* AppConfig
      if (config.jobIntervalMs <= 0) return
      const loop = pass.pipe(
        Effect.catchAllCause((cause) => Effect.logError(failure, cause)),
        Effect.repeat(Schedule.spaced(Duration.millis(config.jobIntervalMs))),
      )
      yield* Effect.forkScoped(loop)
    }),
  )

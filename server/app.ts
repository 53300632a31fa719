import { HttpServer } from "@effect/platform"
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { systemNow } from "./clock"
import { type ServerConfig, checkConfig, configFromEnv } from "./config"
import type { ServerServices } from "./http/handler"
import { serverLayer } from "./main"
import { type PoolSettings, Workers, makeWorkerPool } from "./workers/workers"

// The server as a library: tests and the bench start it in-process on an ephemeral port with
// their own database, clock and limits, and close it when done.

export interface StartOptions extends Partial<ServerConfig> {
  /** Epoch milliseconds; tests pass a controllable clock. */
  readonly now?: () => number
  /** Defaults to process.env; options above win over it. */
  readonly env?: NodeJS.ProcessEnv
  /** Migrate and seed before listening (default); false where another process already did. */
  readonly prepareDatabase?: boolean
  /** A worker pool of the server's own (tests of its limits); else the process's shared one. */
  readonly workers?: PoolSettings
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string
  readonly port: number
  readonly config: ServerConfig
  /** Runs an effect with the server's own database, configuration and clock (tests, bench). */
  run<A, E>(effect: Effect.Effect<A, E, ServerServices>): Promise<A>
  close(): Promise<void>
}

export const startServer = async (options: StartOptions = {}): Promise<RunningServer> => {
  const { now = systemNow, env = process.env, prepareDatabase = true, workers, ...overrides } = options
  const config = checkConfig({ ...configFromEnv(env), ...overrides })
  const scope = Effect.runSync(Scope.make())
  const ownPool =
    workers === undefined
      ? Layer.empty
      : Layer.scoped(
          Workers,
          Effect.acquireRelease(
            Effect.sync(() => makeWorkerPool(workers)),
            (pool) => Effect.promise(() => pool.close()),
          ).pipe(Effect.map((pool) => ({ pool: () => pool }))),
        )
  const exit = await Effect.runPromiseExit(Layer.buildWithScope(serverLayer(config, now, prepareDatabase).pipe(Layer.provide(ownPool)), scope))
  if (Exit.isFailure(exit)) {
    await Effect.runPromise(Scope.close(scope, exit))
    throw new Error(`The server could not start: ${String(exit.cause)}`)
  }
  const context = exit.value
  const address = Context.get(context, HttpServer.HttpServer).address
  if (address._tag !== "TcpAddress") throw new Error("The server is not listening on TCP")
  const host = address.hostname.includes(":") ? `[${address.hostname}]` : address.hostname
  let closed = false
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    config,
    run: (effect) => Effect.runPromise(Effect.provide(effect, context)),
    close: async () => {
      if (closed) return
      closed = true
      await Effect.runPromise(Scope.close(scope, Exit.void))
    },
  }
}

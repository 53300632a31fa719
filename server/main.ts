import { createServer } from "node:http"
import { HttpMiddleware, HttpServer } from "@effect/platform"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Effect, Layer, LogLevel, Logger } from "effect"
import { Now } from "./clock"
import { AppConfig, type ServerConfig } from "./config"
import { databaseLayer } from "./db/client"
import { parseDatabaseUrl } from "./db/database-url"
import { migrate } from "./db/migrate"
import { makeApp } from "./parts/http-app"
import { encodeResponse } from "./http/content-encoding"
import { seedIfEmpty } from "./seed/seed"
import { scheduledJobsLayer } from "./scheduled-jobs"
import { readVersion } from "./version"

/**
 * Idle keep-alive connections are closed after 65 s, not Node's 5 s: a client (a browser, a load
 * balancer, Node's fetch) that sends on a connection at the moment the server closes it gets a
 * reset it cannot retry for a POST. Clients drop idle connections well before 65 s (browsers and
 * undici after a few seconds, load balancers usually at 60 s), so they always close first.
 */
const httpServer = () => {
  const server = createServer()
  server.keepAliveTimeout = 65_000
  return server
}

// The composition root: configuration and clock, the database (migrated and seeded before
// anything listens), then the HTTP server. `prepare: false` leaves migrating and seeding out: a
// supervised process after the first one serves a database that process already prepared.
export const serverLayer = (config: ServerConfig, now: () => number, prepare = true) => {
  const services = Layer.mergeAll(Layer.succeed(AppConfig, config), Layer.succeed(Now, now))
  const client = databaseLayer(parseDatabaseUrl(config.databaseUrl))
  const database = prepare
    ? Layer.effectDiscard(Effect.zipRight(migrate, seedIfEmpty(config, now())).pipe(Effect.orDie)).pipe(Layer.provideMerge(client))
    : client
  // Compression wraps the whole app, after the routes and the error envelope have answered.
  // No span leaves the process (no exporter is configured), so the platform's span per request
  // (the URL parsed again, every header copied into an attribute) is not built at all.
  const http = HttpServer.serve(makeApp(readVersion()).pipe(Effect.flatMap(encodeResponse))).pipe(
    HttpMiddleware.withTracerDisabledWhen(() => true),
    Layer.provideMerge(NodeHttpServer.layer(httpServer, { port: config.port, host: config.host })),
  )
  // The jobs start once the database is migrated, beside the HTTP server. Tracing is off for
  // the same reason: the span of every SQL statement and transaction becomes a no-op.
  return Layer.mergeAll(http, scheduledJobsLayer).pipe(
    Layer.provideMerge(Layer.merge(services, database)),
    Layer.provide(Logger.minimumLogLevel(LogLevel.fromLiteral(logLevel(config.logLevel)))),
    Layer.provide(Layer.setTracerEnabled(false)),
  )
}

const logLevel = (name: string): LogLevel.Literal => {
  const wanted = name.toLowerCase()
  return LogLevel.allLevels.find((l) => l._tag.toLowerCase() === wanted)?._tag ?? "Info"
}

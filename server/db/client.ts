import * as fs from "node:fs"
import * as path from "node:path"
import { SqlClient } from "@effect/sql"
import { Context, Effect, Layer, Redacted } from "effect"
import type { DatabaseTarget } from "./database-url"
import { withLeanStatements } from "./lean-statements"

// One SqlClient for the whole process, whichever the dialect; repositories only see SqlClient.
// Each dialect's client is imported when it is chosen: a process on SQLite never loads pg (and
// its parsers and pools), one on PostgreSQL never loads better-sqlite3's native module.

/**
 * SQLite's page cache, in KiB as the pragma's negative form takes it: better-sqlite3 builds
 * SQLite with 16 MiB, which a process filled as it started (the contracts' alert
 * pass looks up 3,000 people at 100,000) and kept for good, as freed pages stay in the C heap.
 * The file's pages are in the system's cache anyway, so a miss costs a copy, not a disk read:
 * at 2 MiB, SQLite's own default, the employee list and the dashboard cost the same CPU.
 */
const sqliteCacheKiB = -2048

const sqlitePragmas = Layer.effectDiscard(
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // WAL is set by the client; durability and integrity need these on every connection. The
    // busy timeout is how long a write waits for another process's write lock (npm start runs
    // several processes on one file). A transaction that read before another process wrote
    // cannot wait its way out (SQLITE_BUSY_SNAPSHOT): the router runs it again (endpoint-route).
    yield* sql.unsafe("PRAGMA synchronous = FULL")
    yield* sql.unsafe("PRAGMA foreign_keys = ON")
    yield* sql.unsafe("PRAGMA busy_timeout = 5000")
    yield* sql.unsafe(`PRAGMA cache_size = ${sqliteCacheKiB}`)
  }),
)

const sqliteLayer = (filename: string): Layer.Layer<SqlClient.SqlClient> => {
  fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true })
  const client = Layer.unwrapEffect(Effect.map(Effect.promise(() => import("./sqlite-client")), ({ sqliteClientLayer }) => sqliteClientLayer(filename)))
  return Layer.provideMerge(sqlitePragmas, client).pipe(Layer.orDie)
}

/**
 * The URL with `jit=off` for the session unless it already sets server options. PostgreSQL's JIT
 * compiles any statement whose estimated cost passes jit_above_cost: on the heat map at 100,000
 * people it spent 200 of 775 ms compiling (EXPLAIN ANALYZE), and our statements are short OLTP
 * reads that never repay it.
 */
export const withoutJit = (url: string): string => {
  const parsed = new URL(url)
  if (parsed.searchParams.has("options")) return url
  parsed.searchParams.set("options", "-c jit=off")
  return parsed.toString()
}

const pgLayer = (url: string): Layer.Layer<SqlClient.SqlClient> =>
  Layer.unwrapEffect(
    Effect.map(Effect.promise(() => import("@effect/sql-pg")), ({ PgClient }) =>
      PgClient.layer({ url: Redacted.make(withoutJit(url)), maxConnections: 10, applicationName: "capital-humano" }).pipe(
        Layer.map((context) => Context.make(SqlClient.SqlClient, withLeanStatements(Context.get(context, SqlClient.SqlClient)))),
      ),
    ),
  ).pipe(Layer.orDie)

export const databaseLayer = (target: DatabaseTarget): Layer.Layer<SqlClient.SqlClient> =>
  target.dialect === "sqlite" ? sqliteLayer(target.filename) : pgLayer(target.url)

import * as fs from "node:fs"
import * as path from "node:path"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Redacted } from "effect"
import type { DatabaseTarget } from "./database-url"

// One SqlClient for the whole process, whichever the dialect; repositories only see SqlClient.

const sqlitePragmas = Layer.effectDiscard(
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // WAL is set by the client; durability and integrity need these on every connection.
    yield* sql.unsafe("PRAGMA synchronous = FULL")
    yield* sql.unsafe("PRAGMA foreign_keys = ON")
    yield* sql.unsafe("PRAGMA busy_timeout = 5000")
  }),
)

const sqliteLayer = (filename: string): Layer.Layer<SqlClient.SqlClient> => {
  fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true })
  const client = SqliteClient.layer({ filename })
  return Layer.provideMerge(sqlitePragmas, client).pipe(Layer.orDie)
}

const pgLayer = (url: string): Layer.Layer<SqlClient.SqlClient> =>
  PgClient.layer({ url: Redacted.make(url), maxConnections: 10, applicationName: "capital-humano" }).pipe(Layer.orDie)

export const databaseLayer = (target: DatabaseTarget): Layer.Layer<SqlClient.SqlClient> =>
  target.dialect === "sqlite" ? sqliteLayer(target.filename) : pgLayer(target.url)

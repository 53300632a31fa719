import { randomBytes } from "node:crypto"
import { PgClient } from "@effect/sql-pg"
import { SqlClient } from "@effect/sql"
import { Duration, Effect, Redacted } from "effect"

// Each test file gets its own PostgreSQL database, created from the base URL and dropped after.

export const pgBaseUrl = process.env.PG_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"

const withAdmin = <A>(statement: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>): Promise<A> =>
  Effect.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return yield* statement(sql)
    }).pipe(
      Effect.provide(PgClient.layer({ url: Redacted.make(pgBaseUrl), maxConnections: 1, connectTimeout: Duration.seconds(3) })),
    ) as Effect.Effect<A, unknown>,
  )

let availability: Promise<boolean> | undefined

/** Whether a PostgreSQL server answers at the base URL (asked once per test process). */
export const postgresAvailable = (): Promise<boolean> => {
  availability ??= withAdmin((sql) => sql`SELECT 1 AS uno`).then(
    () => true,
    () => false,
  )
  return availability
}

const dropByName = (name: string): Promise<void> => withAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined)

/** Drops a database this module created (its name says so). */
export const dropTestDatabase = (name: string): Promise<void> => {
  if (!/^ch_test_[0-9a-f]{12}$/.test(name)) throw new Error(`not a test database: ${name}`)
  return dropByName(name)
}

/** A new database, empty or a copy of `template` (a database no one is connected to). */
export const createDatabase = async (template?: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `ch_test_${randomBytes(6).toString("hex")}`
  if (template !== undefined && !/^ch_test_[0-9a-f]{12}$/.test(template)) throw new Error(`not a test database: ${template}`)
  await withAdmin((sql) => sql.unsafe(template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`))
  const url = new URL(pgBaseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => dropByName(name),
  }
}

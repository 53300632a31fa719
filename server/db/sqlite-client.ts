import * as Reactivity from "@effect/experimental/Reactivity"
import { SqlClient } from "@effect/sql"
import type { Connection } from "@effect/sql/SqlConnection"
import { SqlError } from "@effect/sql/SqlError"
import * as Statement from "@effect/sql/Statement"
import Database from "better-sqlite3"
import { Context, Effect, Layer, Scope } from "effect"
import { withLeanStatements } from "./lean-statements"

// The SQLite client: one better-sqlite3 connection, as @effect/sql-sqlite-node's, with the same
// statements, errors and transactions, run for less. A statement outside a transaction runs at
// once when none is open (better-sqlite3 is synchronous: nothing else runs meanwhile) and
// waits for the open one to end otherwise, where that client took a semaphore for every
// statement; prepared statements are kept in a plain map where it kept an Effect Cache whose
// every lookup hashed the SQL text and read the clock.

/** Prepared statements kept, the most recently used ones (the library's default size). */
const preparedLimit = 200

type Mode = "rows" | "raw" | "values"

const failure = (cause: unknown, message: string) => new SqlError({ cause, message })

const make = (filename: string) =>
  Effect.gen(function* () {
    const db = new Database(filename)
    yield* Effect.addFinalizer(() => Effect.sync(() => db.close()))
    db.pragma("journal_mode = WAL")

    const prepared = new Map<string, Database.Statement>()
    const prepare = (sql: string): Database.Statement => {
      const known = prepared.get(sql)
      if (known !== undefined) {
        // Moved to the end: the map's order is the order of last use.
        prepared.delete(sql)
        prepared.set(sql, known)
        return known
      }
      const made = db.prepare(sql)
      if (prepared.size >= preparedLimit) {
        const oldest = prepared.keys().next()
        if (oldest.done !== true) prepared.delete(oldest.value)
      }
      prepared.set(sql, made)
      return made
    }

    const runNow = (sql: string, params: ReadonlyArray<unknown>, mode: Mode): Effect.Effect<ReadonlyArray<never> | unknown, SqlError> => {
      let statement: Database.Statement
      try {
        statement = prepare(sql)
      } catch (cause) {
        return Effect.fail(failure(cause, "Failed to prepare statement "))
      }
      try {
        if (mode === "values") {
          if (!statement.reader) {
            statement.run(...params)
            return Effect.succeed([])
          }
          statement.raw(true)
          try {
            return Effect.succeed(statement.all(...params))
          } finally {
            statement.raw(false)
          }
        }
        if (statement.reader) return Effect.succeed(statement.all(...params))
        const result = statement.run(...params)
        return Effect.succeed(mode === "raw" ? result : [])
      } catch (cause) {
        return Effect.fail(failure(cause, "Failed to execute statement"))
      }
    }

    const unprepared = (sql: string, params: ReadonlyArray<unknown>): Effect.Effect<ReadonlyArray<never>, SqlError> => {
      try {
        const statement = db.prepare(sql)
        if (statement.reader) return Effect.succeed(statement.all(...params) as Array<never>)
        statement.run(...params)
        return Effect.succeed([])
      } catch (cause) {
        return Effect.fail(failure(cause, "Failed to execute statement"))
      }
    }

    // The transaction holds the semaphore from before BEGIN until after COMMIT or ROLLBACK.
    const semaphore = yield* Effect.makeSemaphore(1)
    let openTransactions = 0
    /** A statement of no transaction: now when none is open, else once the open one ended. */
    const outside =
      <A>(run: () => Effect.Effect<A, SqlError>): Effect.Effect<A, SqlError> =>
        Effect.suspend(() => (openTransactions === 0 ? run() : semaphore.withPermits(1)(Effect.suspend(run))))

    const connectionOf = (guard: <A>(run: () => Effect.Effect<A, SqlError>) => Effect.Effect<A, SqlError>): Connection => ({
      execute: (sql, params, transformRows) => {
        const rows = guard(() => runNow(sql, params, "rows") as Effect.Effect<ReadonlyArray<never>, SqlError>)
        return transformRows === undefined ? rows : Effect.map(rows, transformRows)
      },
      executeRaw: (sql, params) => guard(() => runNow(sql, params, "raw")),
      executeValues: (sql, params) => guard(() => runNow(sql, params, "values") as Effect.Effect<ReadonlyArray<ReadonlyArray<unknown>>, SqlError>),
      executeUnprepared: (sql, params, transformRows) => {
        const rows = guard(() => unprepared(sql, params ?? []))
        return transformRows === undefined ? rows : Effect.map(rows, transformRows)
      },
      executeStream: () => Effect.dieMessage("executeStream not implemented"),
    })
    const shared = connectionOf(outside)
    const inTransaction = connectionOf((run) => Effect.suspend(run))

    const transactionAcquirer = Effect.uninterruptibleMask((restore) =>
      Effect.zipRight(
        restore(semaphore.take(1)),
        Effect.tap(Effect.scope, (scope) => {
          openTransactions += 1
          return Scope.addFinalizer(
            scope,
            Effect.suspend(() => {
              openTransactions -= 1
              return semaphore.release(1)
            }),
          )
        }),
      ).pipe(Effect.as(inTransaction)),
    )

    const client = yield* SqlClient.make({
      acquirer: Effect.succeed(shared),
      compiler: Statement.makeCompilerSqlite(),
      transactionAcquirer,
      spanAttributes: [["db.system.name", "sqlite"]],
    })
    return withLeanStatements(client, shared)
  })

/** The SqlClient of a SQLite file (WAL). */
export const sqliteClientLayer = (filename: string): Layer.Layer<SqlClient.SqlClient, SqlError> =>
  Layer.scopedContext(Effect.map(make(filename), (client) => Context.make(SqlClient.SqlClient, client))).pipe(Layer.provide(Reactivity.layer))

import { SqlClient } from "@effect/sql"
import type { Connection } from "@effect/sql/SqlConnection"
import type { SqlError } from "@effect/sql/SqlError"
import { currentTransformer } from "@effect/sql/Statement"
import { Context, Effect } from "effect"

// A statement of @effect/sql runs through a span, a scope of its own and the client's acquirer
// on every execution: some hundred fiber operations per statement, more than the request's
// own work on a small read. Tracing is off in this server (server/main.ts) and neither
// connection needs a scope, so the client's statements run straight on their connection: the
// transaction's when inside one, else the shared one, as the library would pick them.

/** What a statement of @effect/sql holds besides its public interface (internal/statement.ts). */
interface StatementParts {
  readonly acquirer: Effect.Effect<Connection, SqlError>
  compile(withoutTransform?: boolean): readonly [sql: string, params: ReadonlyArray<unknown>]
  commit(): Effect.Effect<ReadonlyArray<unknown>, SqlError>
}

/**
 * The client with its statements run directly. `shared` is the connection outside a
 * transaction; without one the statement's own acquirer finds it.
 */
export const withLeanStatements = (client: SqlClient.SqlClient, shared?: Connection): SqlClient.SqlClient => {
  function leanCommit(this: StatementParts): Effect.Effect<ReadonlyArray<unknown>, SqlError> {
    return Effect.withFiberRuntime((fiber) => {
      // A statement transformer (Statement.withTransformer) is the library's to apply.
      if (fiber.getFiberRef(currentTransformer)._tag === "Some") return Object.getPrototypeOf(this).commit.call(this)
      const [sql, params] = this.compile()
      const inTransaction = Context.getOption(fiber.currentContext, SqlClient.TransactionConnection)
      if (inTransaction._tag === "Some") return inTransaction.value[0].execute(sql, params, undefined)
      if (shared !== undefined) return shared.execute(sql, params, undefined)
      return Effect.flatMap(this.acquirer, (connection) => connection.execute(sql, params, undefined))
    })
  }
  const lean = <S>(statement: S): S => Object.assign(statement as S & object, { commit: leanCommit })
  const base = client as unknown as (strings: unknown, ...args: ReadonlyArray<unknown>) => unknown
  const leanClient = Object.assign(
    function sql(strings: unknown, ...args: ReadonlyArray<unknown>) {
      const made = base(strings, ...args)
      // A template call makes a statement; `sql("name")` an identifier, left as it is.
      return Array.isArray(strings) ? lean(made) : made
    },
    client,
    { unsafe: (text: string, params?: ReadonlyArray<unknown>) => lean(client.unsafe(text, params)) },
  )
  const result = leanClient as unknown as SqlClient.SqlClient & { safe: SqlClient.SqlClient }
  result.safe = result
  return result
}

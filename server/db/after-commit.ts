import { SqlClient } from "@effect/sql"
import type { SqlError } from "@effect/sql/SqlError"
import { Context, Effect, FiberRef } from "effect"

// Work that may only happen once the data it reports is committed (the authorization e-mails).
// A write registers it with afterCommit inside its transaction; the outermost `transaction`
// (the router's, for every signed-in write) starts it, off the caller's fiber, right after its
// COMMIT. A rollback drops it: of the whole transaction, or of the nested one it was registered
// in. Outside any transaction it starts at once.

type Hook = Effect.Effect<void>

/** The hooks of the innermost open `transaction`; undefined outside one. */
const pendingHooks = FiberRef.unsafeMake<Array<Hook> | undefined>(undefined)

/**
 * sql.withTransaction that runs, once it commits, the hooks registered inside it; nested in
 * another `transaction`, hands them to it (only the outermost commit is a commit).
 */
export const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | SqlError, R | SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const outer = yield* FiberRef.get(pendingHooks)
    const mine: Array<Hook> = []
    const result = yield* Effect.locally(sql.withTransaction(effect), pendingHooks, mine)
    if (outer !== undefined) outer.push(...mine)
    else {
      // A transaction opened with plain sql.withTransaction around this one would commit later.
      if (mine.length > 0 && (yield* Effect.serviceOption(SqlClient.TransactionConnection))._tag === "Some")
        return yield* Effect.dieMessage("afterCommit: the outer transaction was not opened with transaction()")
      for (const hook of mine) yield* Effect.forkDaemon(hook)
    }
    return result
  })

/**
 * Runs `effect` after the surrounding `transaction` commits (never if it rolls back), with the
 * caller's services but a connection of its own. Its failures are logged, never returned.
 */
export const afterCommit = <R>(effect: Effect.Effect<void, unknown, R>): Effect.Effect<void, never, R> =>
  Effect.gen(function* () {
    const context = Context.omit(SqlClient.TransactionConnection)(yield* Effect.context<R>()) as Context.Context<R>
    const hook: Hook = effect.pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("Tarea posterior a la transacción fallida", cause)),
      Effect.provide(context),
    )
    const pending = yield* FiberRef.get(pendingHooks)
    if (pending !== undefined) {
      pending.push(hook)
      return
    }
    if ((yield* Effect.serviceOption(SqlClient.TransactionConnection))._tag === "Some")
      return yield* Effect.dieMessage("afterCommit: inside a transaction not opened with transaction()")
    yield* Effect.forkDaemon(hook)
  })

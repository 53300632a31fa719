import { Effect } from "effect"
import { type BulkOutcome, type BulkResult, bulkSummary } from "../../domain/records/bulk"
import { transaction } from "../db/after-commit"
import { ApiFailure } from "../http/failure"
import { ok } from "../http/handler"

// A bulk action's handler (domain/records/bulk.ts): each record on its own, in a savepoint of the
// request's transaction (a nested transaction), so a refusal rolls back that record's writes
// only and is answered as its result; the others go on. A failure that is no refusal (the
// database gone) still fails the whole request, as any write does.

export interface OneResult {
  readonly resultado: Exclude<BulkOutcome, "rechazado">
  readonly mensaje: string
}

/** Runs `one` for each key, in order, and answers one result per key with the summary as the message. */
export const eachRecord = <E, R>(keys: ReadonlyArray<string>, one: (key: string) => Effect.Effect<OneResult, E, R>) =>
  Effect.gen(function* () {
    const resultados = yield* Effect.forEach(keys, (clave) =>
      transaction(one(clave)).pipe(
        Effect.map((r): BulkResult => ({ clave, ...r })),
        Effect.catchIf(
          (e): e is E & ApiFailure => e instanceof ApiFailure,
          (e) => Effect.succeed<BulkResult>({ clave, resultado: "rechazado", mensaje: e.message }),
        ),
      ),
    )
    return ok({ resultados }, bulkSummary(resultados))
  })

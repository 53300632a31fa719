import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { busyRetry, isBusy } from "../http/sql-refusal"
import { todayInMexico } from "../organizacion/in-force"
import { type ApplyOutcome, applyDueMovement } from "./movimientos-personal-apply"

// The job that applies authorized movements on their date (DOMAIN-MX 4.10, issue 13): every
// interval, each Autorizado movement whose f_efectiva has come is applied.
// - Idempotent: applying moves Autorizado to Aplicado in the same transaction, so a pass that
//   finds nothing to do changes nothing, and a pass interrupted by a restart is simply redone.
// - Once across processes: `npm start` runs it in one of its server processes only (see
//   supervisor/worker-env.ts). Against other servers sharing the database, a pass runs in one
//   transaction that first takes a transaction-level advisory lock on PostgreSQL
//   (pg_try_advisory_xact_lock): a second server skips its pass instead of racing; the lock ends
//   with the transaction, even if the process dies. On SQLite a second pass that read before
//   the first one's writes fails on its stale snapshot, and runs again: it then finds them
//   applied. So does a pass that read before another process's request wrote.
// - A movement that can no longer be applied (its seat taken meanwhile) stays Autorizado and is
//   logged; the others of the pass are still applied (each in its own savepoint).

/** Arbitrary constant naming this job's advisory lock. */
const lockKey = 13_072_001
/** At most this many movements per pass; the next pass takes the rest. */
const batch = 500

export interface PassResult {
  readonly applied: number
  readonly failed: number
  /** Another process held the lock: nothing was looked at. */
  readonly skipped: boolean
}

export const applyDueMovements = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const pass = Effect.gen(function* () {
    const locked = yield* sql.onDialectOrElse({
      pg: () => Effect.map(sql<{ ok: boolean }>`SELECT pg_try_advisory_xact_lock(${lockKey}) AS ok`, (rows) => rows[0]?.ok === true),
      orElse: () => Effect.succeed(true),
    })
    if (!locked) return { applied: 0, failed: 0, skipped: true } satisfies PassResult
    const today = yield* todayInMexico
    const due = yield* sql<{ id_movimiento: number | string }>`SELECT id_movimiento FROM movimientos_personal
      WHERE estado = 'Autorizado' AND f_efectiva <= ${today} ORDER BY f_efectiva, id_movimiento LIMIT ${batch}`
    let applied = 0
    let failed = 0
    for (const row of due) {
      const id = Number(row.id_movimiento)
      const outcome = yield* applyDueMovement(id).pipe(
        Effect.catchTag("ApiFailure", (f) =>
          Effect.as(Effect.logWarning(`Movimiento ${id} no aplicado: ${f.message}`), "failed" as ApplyOutcome | "failed"),
        ),
      )
      if (outcome === "applied") applied += 1
      if (outcome === "failed") failed += 1
    }
    return { applied, failed, skipped: false } satisfies PassResult
  })
  return yield* sql.withTransaction(pass).pipe(Effect.retry({ schedule: busyRetry, while: isBusy }))
})

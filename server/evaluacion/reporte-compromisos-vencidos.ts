import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { busyRetry, isBusy } from "../http/sql-refusal"
import { todayInMexico } from "../organizacion/in-force"

// The commitments' daily pass (EVA380): on the server's day in Mexico City, each open commitment
// whose date has passed short of 100 % is stored as Vencido, and one stored so whose date or
// progress has since changed gets its state back; the same rule as
// domain/evaluacion/reporte-compromisos-rules.ts, which every read applies anyway. One UPDATE
// each way, idempotent: two servers running it at once store the same states.

/** One pass; how many commitments changed state. */
export const markOverdueCommitments = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const today = yield* todayInMexico
  const pass = Effect.gen(function* () {
    const overdue = yield* sql`UPDATE eva_compromisos SET estado = 'Vencido'
      WHERE estado IN ('Pendiente', 'En proceso') AND avance < 100 AND f_compromiso < ${today} RETURNING id_compromiso`
    const back = yield* sql`UPDATE eva_compromisos SET estado = CASE WHEN avance >= 100 THEN 'Cumplido' WHEN avance <= 0 THEN 'Pendiente' ELSE 'En proceso' END
      WHERE estado = 'Vencido' AND (avance >= 100 OR f_compromiso >= ${today}) RETURNING id_compromiso`
    return overdue.length + back.length
  })
  return yield* sql.withTransaction(pass).pipe(Effect.retry({ schedule: busyRetry, while: isBusy }))
})

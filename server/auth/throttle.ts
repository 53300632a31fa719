import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Now } from "../clock"

// Failed sign-ins per e-mail live in the database: API processes are stateless and any of them
// may answer the next attempt. One counter row per e-mail: the attempts since `desde`.
export const throttleWindowMs = 15 * 60 * 1000
export const throttleMaxFailures = 10

/**
 * Counts this attempt before the (slow) password check and says whether it is within the limit,
 * in one atomic upsert: a refused or wrong sign-in costs this one statement. Counting first
 * bounds a burst of concurrent guesses by the limit. The count starts again once the window has
 * passed since its first attempt.
 */
export const claimAttempt = (email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    const stale = sql`intentos_acceso.desde <= ${now - throttleWindowMs}`
    const [row] = yield* sql<{ fallos: number | string }>`
      INSERT INTO intentos_acceso (email, fallos, desde) VALUES (${email}, 1, ${now})
      ON CONFLICT (email) DO UPDATE SET
        fallos = CASE WHEN ${stale} THEN 1 ELSE intentos_acceso.fallos + 1 END,
        desde = CASE WHEN ${stale} THEN ${now} ELSE intentos_acceso.desde END
      RETURNING fallos`
    return Number(row?.fallos ?? Number.POSITIVE_INFINITY) <= throttleMaxFailures
  })

/**
 * After a successful sign-in: forgets the e-mail's count, and in the same statement every count
 * whose window has passed, so e-mails sprayed by a guesser do not pile up.
 */
export const clearAttempts = (email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    yield* sql`DELETE FROM intentos_acceso WHERE email = ${email} OR desde <= ${now - throttleWindowMs}`
  })

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Now } from "../clock"

// Failed sign-ins per e-mail live in the database: API processes are stateless and any of them
// may answer the next attempt.
export const throttleWindowMs = 15 * 60 * 1000
export const throttleMaxFailures = 10

export const isThrottled = (email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    const [row] = yield* sql<{ fallos: number | string }>`
      SELECT COUNT(*) AS fallos FROM intentos_acceso WHERE email = ${email} AND momento > ${now - throttleWindowMs}`
    return Number(row?.fallos ?? 0) >= throttleMaxFailures
  })

/**
 * Counts this attempt before the (slow) password check and says whether it is within the limit.
 * Counting after the check would let a burst of concurrent guesses all pass `isThrottled` while
 * none is recorded yet; counting first bounds them by the limit. The row stays as the failure
 * record if the password is wrong and goes with `clearFailures` if it is right.
 */
export const claimAttempt = (email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* recordFailure(email)
    const now = (yield* Now)()
    const [row] = yield* sql<{ fallos: number | string }>`
      SELECT COUNT(*) AS fallos FROM intentos_acceso WHERE email = ${email} AND momento > ${now - throttleWindowMs}`
    return Number(row?.fallos ?? 0) <= throttleMaxFailures
  })

export const recordFailure = (email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    yield* sql`DELETE FROM intentos_acceso WHERE momento <= ${now - throttleWindowMs}`
    yield* sql`INSERT INTO intentos_acceso ${sql.insert({ email, momento: now })}`
  })

export const clearFailures = (email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM intentos_acceso WHERE email = ${email}`
  })

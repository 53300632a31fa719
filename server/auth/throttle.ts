import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { tooManyAttempts } from "../../domain/messages"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { ApiFailure } from "../http/failure"
import type { HandlerContext } from "../http/handler"
import { addressKey } from "./client-address"

// Limits on password guessing that slow a guesser down without locking the owner out. All
// state is in the database (intentos_acceso, accesos_conocidos), as any process may answer the
// next attempt.
//
// - Per account, a growing delay instead of a lock: ten failures are free, then each further
//   attempt waits 1 s, 2 s, 4 s ... up to 30 s after the previous one. An attempt that comes
//   during the wait is answered 429 with Retry-After and is not counted, so hammering does not
//   lengthen it: the account opens at most 30 s after its last counted attempt, and a guesser
//   gets about two tries a minute. The count is forgotten 15 minutes after its last attempt.
// - An address from which the account has signed in before (in the last 90 days) has a delay
//   of its own, counted from that address's failures only. A guesser elsewhere, however busy,
//   never delays the owner at their usual computer; from a new place the owner waits at most
//   30 s once the guesser stops.
// - Per address (an IPv6 /64), against trying many accounts: at most 20 counted attempts a
//   minute on accounts it has not signed in to. A success gives its attempt back, so an office
//   behind one address is limited by its failures only.
//
// Every attempt is counted before its (slow) password check, in one atomic statement per limit,
// so a crowd of concurrent guesses cannot slip past a limit together.

/** Failures of an account (or account and address) before attempts are spaced out. */
export const freeFailures = 10
export const firstDelayMs = 1_000
export const maxDelayMs = 30_000
/** A count with no attempt for this long starts again. */
export const forgetAfterMs = 15 * 60 * 1000
/** An address's counted attempts on accounts it has not signed in to, per window. */
export const addressMaxAttempts = 20
export const addressWindowMs = 60_000
/** How long a successful sign-in makes its address a known one for the account. */
export const knownAddressMs = 90 * 24 * 60 * 60 * 1000

/** The row of a limit: an account's (ip ''), an account at an address, an address's (cuenta ''). */
interface LimitRow {
  readonly cuenta: string
  readonly ip: string
}

/** An attempt that passed the limits; a successful sign-in gives it to `admitSignIn`. */
export interface SignInClaim {
  readonly account: string
  readonly ip: string
  /** The address has signed in to the account before: the attempt was counted for that pair only. */
  readonly known: boolean
  readonly at: number
}

const refusal = (waitMs: number, reason: string) => (context: HandlerContext) =>
  Effect.gen(function* () {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000))
    yield* auditNote(context, { detalle: `Intento rechazado sin verificar la contraseña: demasiados intentos fallidos ${reason}; espera de ${seconds} s` })
    return yield* new ApiFailure({ status: 429, message: tooManyAttempts(seconds), retryAfter: seconds })
  })

/** How long the delay of an account (or account at an address) still holds; undefined: none. */
const delayLeft = (row: LimitRow, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [held] = yield* sql<{ ultimo: number | string; espera: number | string }>`
      SELECT ultimo, espera FROM intentos_acceso WHERE cuenta = ${row.cuenta} AND ip = ${row.ip}`
    if (held === undefined || Number(held.ultimo) <= now - forgetAfterMs) return undefined
    const left = Number(held.ultimo) + Number(held.espera) - now
    return left > 0 ? left : undefined
  })

/**
 * Counts an attempt on an account, or an account at an address, if its delay has passed. The
 * update's WHERE leaves the row alone otherwise, and then RETURNING gives no row.
 */
const claimBackoff = (row: LimitRow, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const stale = sql`intentos_acceso.ultimo <= ${now - forgetAfterMs}`
    const failures = sql`CASE WHEN ${stale} THEN 1 ELSE intentos_acceso.fallos + 1 END`
    const claimed = yield* sql<{ fallos: number | string }>`
      INSERT INTO intentos_acceso (cuenta, ip, fallos, ultimo, espera)
      VALUES (${row.cuenta}, ${row.ip}, 1, ${now}, ${freeFailures <= 1 ? firstDelayMs : 0})
      ON CONFLICT (cuenta, ip) DO UPDATE SET
        fallos = ${failures},
        espera = CASE
          WHEN ${failures} < ${freeFailures} THEN 0
          WHEN ${failures} = ${freeFailures} THEN ${firstDelayMs}
          WHEN intentos_acceso.espera * 2 > ${maxDelayMs} THEN ${maxDelayMs}
          ELSE intentos_acceso.espera * 2 END,
        ultimo = ${now}
      WHERE ${stale} OR intentos_acceso.ultimo + intentos_acceso.espera <= ${now}
      RETURNING fallos`
    // Refused here only when a concurrent attempt claimed the turn since delayLeft looked.
    return claimed.length > 0 ? undefined : ((yield* delayLeft(row, now)) ?? firstDelayMs)
  })

/** Counts an attempt from an address within its window, unless the window is full. */
const claimAddress = (ip: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ended = sql`intentos_acceso.ultimo <= ${now - addressWindowMs}`
    const claimed = yield* sql<{ fallos: number | string }>`
      INSERT INTO intentos_acceso (cuenta, ip, fallos, ultimo, espera) VALUES ('', ${ip}, 1, ${now}, 0)
      ON CONFLICT (cuenta, ip) DO UPDATE SET
        fallos = CASE WHEN ${ended} THEN 1 ELSE intentos_acceso.fallos + 1 END,
        ultimo = CASE WHEN ${ended} THEN ${now} ELSE intentos_acceso.ultimo END
      WHERE ${ended} OR intentos_acceso.fallos < ${addressMaxAttempts}
      RETURNING fallos`
    if (claimed.length > 0) return undefined
    const [held] = yield* sql<{ desde: number | string }>`SELECT ultimo AS desde FROM intentos_acceso WHERE cuenta = '' AND ip = ${ip}`
    return Number(held?.desde ?? now) + addressWindowMs - now
  })

/** Gives an address's attempt back (it succeeded, or an account's delay refused it), in its own window only. */
const releaseAddress = (ip: string, at: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE intentos_acceso SET fallos = fallos - 1 WHERE cuenta = '' AND ip = ${ip} AND ultimo <= ${at} AND fallos > 0`,
  )

/**
 * Counts a sign-in attempt (or a check of the current password) on `account` from the request's
 * address before the password is checked; fails with 429, Retry-After and an audit note when a
 * limit holds it back.
 */
export const claimSignIn = (account: string, context: HandlerContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    const ip = addressKey(context.address ?? "desconocida")
    const known = yield* sql`
      SELECT 1 AS si FROM accesos_conocidos WHERE cuenta = ${account} AND ip = ${ip} AND momento > ${now - knownAddressMs}`
    const claim: SignInClaim = { account, ip, known: known.length > 0, at: now }
    const row: LimitRow = { cuenta: account, ip: claim.known ? ip : "" }
    const reason = claim.known ? "de esta cuenta desde esta dirección" : "de esta cuenta"
    // A read first: the usual refusal, a guess during the delay, then writes nothing.
    const held = yield* delayLeft(row, now)
    if (held !== undefined) return yield* refusal(held, reason)(context)
    if (!claim.known) {
      const addressWait = yield* claimAddress(ip, now)
      if (addressWait !== undefined) return yield* refusal(addressWait, "desde esta dirección")(context)
    }
    const wait = yield* claimBackoff(row, now)
    if (wait !== undefined) {
      if (!claim.known) yield* releaseAddress(ip, now)
      return yield* refusal(wait, reason)(context)
    }
    return claim
  })

/**
 * After the password proved right: forgets the count the attempt was made under (and every count
 * no longer in force, so accounts sprayed by a guesser do not pile up), gives the address its
 * attempt back, and remembers the address as one the account signs in from.
 */
export const admitSignIn = (claim: SignInClaim) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    const row = claim.known ? claim.ip : ""
    yield* sql`DELETE FROM intentos_acceso WHERE (cuenta = ${claim.account} AND ip = ${row}) OR ultimo <= ${now - forgetAfterMs}`
    if (!claim.known) yield* releaseAddress(claim.ip, claim.at)
    yield* sql`
      INSERT INTO accesos_conocidos (cuenta, ip, momento) VALUES (${claim.account}, ${claim.ip}, ${now})
      ON CONFLICT (cuenta, ip) DO UPDATE SET momento = ${now}`
    yield* sql`DELETE FROM accesos_conocidos WHERE momento <= ${now - knownAddressMs}`
  })

/** Forgets every count of the account, at any address: its password was just reset by e-mail. */
export const forgetAttempts = (account: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM intentos_acceso WHERE cuenta = ${account}`)

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Now } from "../clock"
import { ApiFailure } from "../http/failure"
import type { HandlerContext } from "../http/handler"
import { addressKey } from "./client-address"

// The limit on the public calls a link opens (opinion surveys, the NOM-035 questionnaire), as the
// sign-in throttle limits an address (server/auth/throttle.ts): a window counted in the database
// (any process may take the next request), in one atomic statement so concurrent calls cannot
// slip past it together. Its rows live in intentos_acceso under an account name no user can have
// (they start with '#'), one per kind of call.

export interface PublicLimit {
  /** The intentos_acceso account of this kind of call: '#' and a name. */
  readonly account: `#${string}`
  /** Calls an address may make in a window. */
  readonly max: number
  readonly windowMs: number
  /** The refusal, with the seconds until the window ends. */
  readonly message: (seconds: number) => string
}

/** Counts a call from the request's address; 429 with Retry-After when its window is full. */
export const claimPublicAttempt = (context: HandlerContext, limit: PublicLimit) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    const ip = addressKey(context.address ?? "desconocida")
    const ended = sql`intentos_acceso.ultimo <= ${now - limit.windowMs}`
    const claimed = yield* sql<{ fallos: number | string }>`
      INSERT INTO intentos_acceso (cuenta, ip, fallos, ultimo, espera) VALUES (${limit.account}, ${ip}, 1, ${now}, 0)
      ON CONFLICT (cuenta, ip) DO UPDATE SET
        fallos = CASE WHEN ${ended} THEN 1 ELSE intentos_acceso.fallos + 1 END,
        ultimo = CASE WHEN ${ended} THEN ${now} ELSE intentos_acceso.ultimo END
      WHERE ${ended} OR intentos_acceso.fallos < ${limit.max}
      RETURNING fallos`
    if (claimed.length > 0) return
    const [held] = yield* sql<{ desde: number | string }>`SELECT ultimo AS desde FROM intentos_acceso WHERE cuenta = ${limit.account} AND ip = ${ip}`
    const seconds = Math.max(1, Math.ceil((Number(held?.desde ?? now) + limit.windowMs - now) / 1000))
    return yield* new ApiFailure({ status: 429, message: limit.message(seconds), retryAfter: seconds })
  })

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { surveyMessages } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import { addressKey } from "../auth/client-address"
import { Now } from "../clock"
import { ApiFailure } from "../http/failure"
import type { HandlerContext } from "../http/handler"

// The limit on answers to opinion surveys from one address, as the sign-in throttle limits an
// address (server/auth/throttle.ts): a window of a minute counted in the database (any process
// may take the next request), in one atomic statement so concurrent calls cannot slip past it
// together. Its rows live in intentos_acceso under an account name no user can have.

export const surveyThrottleAccount = "#encuesta-opinion"
/** Answers an address may send in a window; a classroom behind one address answers well within it. */
export const surveyMaxAttempts = 30
export const surveyWindowMs = 60_000

/** Counts an attempt from the request's address; 429 with Retry-After when its window is full. */
export const claimSurveyAttempt = (context: HandlerContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    const ip = addressKey(context.address ?? "desconocida")
    const ended = sql`intentos_acceso.ultimo <= ${now - surveyWindowMs}`
    const claimed = yield* sql<{ fallos: number | string }>`
      INSERT INTO intentos_acceso (cuenta, ip, fallos, ultimo, espera) VALUES (${surveyThrottleAccount}, ${ip}, 1, ${now}, 0)
      ON CONFLICT (cuenta, ip) DO UPDATE SET
        fallos = CASE WHEN ${ended} THEN 1 ELSE intentos_acceso.fallos + 1 END,
        ultimo = CASE WHEN ${ended} THEN ${now} ELSE intentos_acceso.ultimo END
      WHERE ${ended} OR intentos_acceso.fallos < ${surveyMaxAttempts}
      RETURNING fallos`
    if (claimed.length > 0) return
    const [held] = yield* sql<{ desde: number | string }>`SELECT ultimo AS desde FROM intentos_acceso WHERE cuenta = ${surveyThrottleAccount} AND ip = ${ip}`
    const seconds = Math.max(1, Math.ceil((Number(held?.desde ?? now) + surveyWindowMs - now) / 1000))
    return yield* new ApiFailure({ status: 429, message: surveyMessages.demasiadas(seconds), retryAfter: seconds })
  })

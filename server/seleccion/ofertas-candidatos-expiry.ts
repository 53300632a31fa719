import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Now } from "../clock"
import { busyRetry, isBusy } from "../http/sql-refusal"
import { todayInMexico } from "../organizacion/in-force"

// The offers' daily pass (SEL360, MODULES-MX §6 and 7.1): on the server's day in Mexico City, an
// offer still Enviada whose answer deadline has passed is stored as Vencida (the deadline day
// itself still counts, as domain/rules/seleccion-ofertas.ts offerExpired says). One UPDATE,
// idempotent: two servers running it at once store the same states. The workflow's `vencer`
// transition names the move; it has no endpoint, so no user fires it.

/** One pass; how many offers expired. */
export const expireOffers = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const today = yield* todayInMexico
  const at = new Date((yield* Now)()).toISOString()
  const pass = sql<{ id_oferta: number }>`UPDATE sel_ofertas SET estado = 'Vencida', f_modificacion = ${at}
    WHERE estado = 'Enviada' AND f_limite_respuesta < ${today} RETURNING id_oferta`
  const expired = yield* sql.withTransaction(pass).pipe(Effect.retry({ schedule: busyRetry, while: isBusy }))
  return expired.length
})

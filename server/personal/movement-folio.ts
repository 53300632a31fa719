import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The next folio: the identity's sequence on PostgreSQL, the next integer on SQLite (one writer). */
export const nextMovementFolio = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql.onDialectOrElse({
    pg: () => sql<{ n: number | string }>`SELECT nextval(pg_get_serial_sequence('movimientos_personal', 'id_movimiento')) AS n`,
    orElse: () => sql<{ n: number | string }>`SELECT COALESCE(MAX(id_movimiento), 0) + 1 AS n FROM movimientos_personal`,
  })
  return { id_movimiento: Number(row?.n) }
})

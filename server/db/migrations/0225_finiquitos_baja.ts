import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// A finiquito drafted when a BAJA movement is authorized names that movement (MODULES-MX §1.6
// id_movimiento_baja: its f_baja and cause come from it and stay read-only); one captured by hand
// names none.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE finiquitos ADD COLUMN id_movimiento_baja INTEGER REFERENCES movimientos_personal (id_movimiento)`
})

import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Hires recorded before cb12b38 stored their ALTA / REINGRESO movement with recontratable NULL,
// which the movements list's schema refuses (the list of any page holding one answered 500).
// Every other movement stores '1' unless a BAJA says otherwise; those rows get the same.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`UPDATE movimientos_personal SET recontratable = '1' WHERE recontratable IS NULL`
})
